import { randomUUID } from 'node:crypto';
import { slugify, utcDay, type MemberRole } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import {
  accounts,
  openRoles,
  organizationMembers,
  organizationCategories,
  organizations,
  users,
  type OrganizationStatus,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password-hashing.js';
import {
  claimSlug,
  settleSlug,
} from '../src/modules/organizations/organization-slugs.repository.js';
import { Browser } from './stand-ins/browser.js';

export interface OrganizationFactoryInput {
  name?: string;
  description?: string;
  countryCode?: string;
  location?: string | null;
  status?: OrganizationStatus;
  publishedAt?: Date;
  createdBy?: string;
  categories?: string[];
  details?: Record<string, string>;
  logoUrl?: string | null;
  websiteUrl?: string | null;
  foundedYear?: number | null;
}

let sequence = 0;

/**
 * Inserts an organization straight into the database, published unless told otherwise, with
 * its address given as the app gives it: its id while it has never been published, else its
 * name's slug, numbered on a clash.
 */
export async function createOrganization(db: Database, input: OrganizationFactoryInput = {}) {
  sequence += 1;
  const number = sequence;
  const status = input.status ?? 'published';
  const name = input.name ?? `Organization ${number}`;
  const id = randomUUID();
  const insert = (executor: Pick<Database, 'insert'>, slug: string) =>
    executor
      .insert(organizations)
      .values({
        id,
        name,
        slug,
        description: input.description ?? `Description of organization ${number}.`,
        countryCode: input.countryCode ?? 'DE',
        location: input.location === undefined ? 'Berlin' : input.location,
        status,
        publishedAt:
          status === 'published'
            ? (input.publishedAt ?? new Date(Date.now() - number * 1000))
            : null,
        createdBy: input.createdBy ?? `user-${randomUUID()}`,
        logoUrl: input.logoUrl ?? null,
        websiteUrl: input.websiteUrl ?? null,
        foundedYear: input.foundedYear ?? null,
      })
      .returning();
  const [row] =
    status === 'pending'
      ? await insert(db, id)
      : await db.transaction((tx) => claimSlug(tx, slugify(name), undefined, insert));
  if (!row) throw new Error('organization insert returned nothing');
  const categories = input.categories ?? [];
  if (categories.length > 0) {
    await db.insert(organizationCategories).values(
      categories.map((categoryId, position) => ({
        organizationId: row.id,
        categoryId,
        position,
        detailText: input.details?.[categoryId] ?? null,
      })),
    );
  }
  return row;
}

/** Sets the organization's publication as billing would, its address following as billing's does. */
export async function setOrganizationStatus(
  db: Database,
  id: string,
  status: OrganizationStatus,
  publishedAt: Date | null = status === 'published' ? new Date() : null,
) {
  await db.transaction(async (tx) => {
    await tx.update(organizations).set({ status, publishedAt }).where(eq(organizations.id, id));
    await settleSlug(tx, id);
  });
}

export const MEMBER_PASSWORD = 'correct horse battery staple';

export interface Member {
  browser: Browser;
  userId: string;
  email: string;
  password: string;
}

let memberPasswordHash: Promise<string> | undefined;

/**
 * A person with an email and password account, signed in through the real sign-in endpoint,
 * verified unless told otherwise. The account is written straight into the database with a
 * hash of MEMBER_PASSWORD made once per test process: sign-up and verification have tests of
 * their own, and scrypt is slow on purpose, so each member costs one password check, not two.
 */
export async function signUpMember(
  app: FastifyInstance,
  db: Database,
  options: { verified?: boolean; name?: string } = {},
): Promise<Member> {
  memberPasswordHash ??= hashPassword(MEMBER_PASSWORD);
  const userId = randomUUID();
  const email = `member-${userId}@example.org`;
  await db.insert(users).values({
    id: userId,
    name: options.name ?? 'Test Member',
    email,
    emailVerified: options.verified ?? true,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    userId,
    providerId: 'credential',
    accountId: userId,
    password: await memberPasswordHash,
  });
  const browser = new Browser(app);
  const signedIn = await browser.signIn(email, MEMBER_PASSWORD);
  if (signedIn.statusCode !== 200) {
    throw new Error(`sign-in answered ${signedIn.statusCode}: ${signedIn.body}`);
  }
  return { browser, userId, email, password: MEMBER_PASSWORD };
}

/** A verified member made an administrator (as `npm run admin -- grant` does, minus its record). */
export async function signUpAdmin(app: FastifyInstance, db: Database): Promise<Member> {
  const member = await signUpMember(app, db, { name: 'Test Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, member.userId));
  return member;
}

/** A visitor silently signed in as an anonymous guest. */
export async function signInGuest(app: FastifyInstance) {
  const browser = new Browser(app);
  const response = await browser.signInAsGuest();
  if (response.statusCode !== 200) {
    throw new Error(`anonymous sign-in answered ${response.statusCode}: ${response.body}`);
  }
  return { browser, userId: (response.json() as { user: { id: string } }).user.id };
}

/** A guest with a profile started but not yet paid for: what an upgrade must carry over. */
export async function signInGuestWithDraft(app: FastifyInstance, db: Database) {
  const { browser, userId } = await signInGuest(app);
  const organization = await createOrganization(db, { createdBy: userId, status: 'pending' });
  return { browser, guestId: userId, organization };
}

/** Points an organization's logo, banner and category images at the given addresses. */
export async function setOrganizationImages(
  db: Database,
  id: string,
  images: { logo?: string; banner?: string; categories?: Record<string, string> },
) {
  await db
    .update(organizations)
    .set({ logoUrl: images.logo ?? null, bannerImageUrl: images.banner ?? null })
    .where(eq(organizations.id, id));
  for (const [categoryId, imageUrl] of Object.entries(images.categories ?? {})) {
    await db
      .update(organizationCategories)
      .set({ imageUrl })
      .where(
        and(
          eq(organizationCategories.organizationId, id),
          eq(organizationCategories.categoryId, categoryId),
        ),
      );
  }
}

/** An open role as a form sends it to the API (the open-roles contract), `overrides` on top. */
export function roleInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Field Coordinator',
    team: 'Programs',
    employmentType: 'full_time',
    workplace: 'hybrid',
    location: 'Berlin',
    salaryMin: 48000,
    salaryMax: 56000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
    description: 'Coordinate our field teams.\n\nYou will travel twice a month.',
    applyUrl: 'https://example.org/jobs/1',
    ...overrides,
  };
}

/** An open role's row, as the database holds it: open for 30 more days unless told otherwise. */
export function openRoleRow(
  organizationId: string,
  overrides: Partial<typeof openRoles.$inferInsert> = {},
): typeof openRoles.$inferInsert {
  return {
    organizationId,
    title: 'Role',
    employmentType: 'full_time',
    workplace: 'onsite',
    location: 'Berlin',
    salaryMin: 1000,
    salaryMax: 2000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'month',
    description: 'A role.',
    applyEmail: 'jobs@example.org',
    validThrough: utcDay(new Date(Date.now() + 30 * 86_400_000)),
    ...overrides,
  };
}

/** Inserts an open role straight into the database (see openRoleRow) and answers its row. */
export async function createOpenRole(
  db: Database,
  organizationId: string,
  overrides: Partial<typeof openRoles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(openRoles)
    .values(openRoleRow(organizationId, overrides))
    .returning();
  return row!;
}

/**
 * The people an organization's routes are tried with: its owner and editor to be, a verified
 * stranger, an unverified member and a guest. Signed up at once; organizations and their
 * editors are each test file's own (see addMember).
 */
export interface Cast {
  owner: Member;
  editor: Member;
  stranger: Member;
  unverified: Member;
  guest: Browser;
}

export async function signUpCast(app: FastifyInstance, db: Database): Promise<Cast> {
  const [owner, editor, stranger, unverified] = await Promise.all([
    signUpMember(app, db),
    signUpMember(app, db),
    signUpMember(app, db),
    signUpMember(app, db, { verified: false }),
  ]);
  const guest = (await signInGuest(app)).browser;
  return { owner, editor, stranger, unverified, guest };
}

/** Puts a member on an organization's team, an editor unless told otherwise. */
export async function addMember(
  db: Database,
  organizationId: string,
  userId: string,
  role: MemberRole = 'editor',
) {
  await db.insert(organizationMembers).values({ organizationId, userId, role });
}
