import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { openRoles, organizations } from '../../db/schema/index.js';
import type { MemberRole } from '@catalyst/shared';
import { findMemberRole, listedOrganization, memberEmails } from '../organizations/index.js';

export type OpenRoleRow = typeof openRoles.$inferSelect;

/** What an organization writes of a role; the rest of the row is the system's. */
export type OpenRoleValues = Pick<
  OpenRoleRow,
  | 'title'
  | 'team'
  | 'employmentType'
  | 'workplace'
  | 'location'
  | 'remoteCountries'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'description'
  | 'applyUrl'
  | 'applyEmail'
  | 'validThrough'
>;

/** Open on `today` (a UTC `YYYY-MM-DD`): not closed, and its last day not passed. */
const openOn = (today: string | Placeholder): SQL =>
  and(isNull(openRoles.closedAt), gte(openRoles.validThrough, today))!;

/** One organization's roles are written one at a time, so the cap on open ones holds. */
const lockOrganizationRoles = (organizationId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`open-roles:${organizationId}`}))`;

type Executor = Pick<Database, 'select'>;

async function countOpen(db: Executor, organizationId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(openRoles)
    .where(and(eq(openRoles.organizationId, organizationId), openOn(today)));
  return row?.count ?? 0;
}

/** The organization as a role's page and its JSON-LD need it. */
const organizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  status: organizations.status,
  hiddenAt: organizations.hiddenAt,
  logoUrl: organizations.logoUrl,
  websiteUrl: organizations.websiteUrl,
  countryCode: organizations.countryCode,
  location: organizations.location,
};

/** A role list's order: newest first. */
const roleOrder = [desc(openRoles.createdAt), asc(openRoles.id)];

export function createOpenRolesRepository(db: Database) {
  // Every profile page and profile's roles answer reads this: prepared once, so PostgreSQL
  // parses and plans it once per connection instead of once per profile.
  const openOfOrganization = db
    .select()
    .from(openRoles)
    .where(
      and(
        eq(openRoles.organizationId, sql.placeholder('organizationId')),
        openOn(sql.placeholder('today')),
      ),
    )
    .orderBy(...roleOrder)
    .prepare('open_roles_of_organization');

  return {
    async findOrganization(where: { id: string } | { slug: string }) {
      const [row] = await db
        .select(organizationColumns)
        .from(organizations)
        .where('id' in where ? eq(organizations.id, where.id) : eq(organizations.slug, where.slug))
        .limit(1);
      return row;
    },

    /** Roles of one organization, newest first: all, or those open today. */
    list(organizationId: string, only: { openOn: string } | 'all'): Promise<OpenRoleRow[]> {
      if (only !== 'all') return openOfOrganization.execute({ organizationId, today: only.openOn });
      return db
        .select()
        .from(openRoles)
        .where(eq(openRoles.organizationId, organizationId))
        .orderBy(...roleOrder);
    },

    async find(organizationId: string, roleId: string): Promise<OpenRoleRow | undefined> {
      const [row] = await db
        .select()
        .from(openRoles)
        .where(and(eq(openRoles.organizationId, organizationId), eq(openRoles.id, roleId)))
        .limit(1);
      return row;
    },

    /** The new role, or null when the organization already holds `cap` open ones. */
    async insert(
      organizationId: string,
      values: OpenRoleValues,
      limits: { cap: number; today: string },
    ): Promise<OpenRoleRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOrganizationRoles(organizationId));
        if ((await countOpen(tx, organizationId, limits.today)) >= limits.cap) return null;
        const [row] = await tx
          .insert(openRoles)
          .values({ organizationId, ...values })
          .returning();
        return row ?? null;
      });
    },

    /**
     * Writes the role. When the write makes it open again (`reopens`), only while the
     * organization holds fewer than `cap` open ones: 'full' otherwise.
     */
    async update(
      organizationId: string,
      roleId: string,
      values: Partial<OpenRoleValues> & Pick<OpenRoleRow, 'closedAt' | 'expiryRemindedAt'>,
      limits: { cap: number; today: string; reopens: boolean },
    ): Promise<OpenRoleRow | 'full' | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOrganizationRoles(organizationId));
        if (limits.reopens && (await countOpen(tx, organizationId, limits.today)) >= limits.cap) {
          return 'full';
        }
        const [row] = await tx
          .update(openRoles)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(openRoles.organizationId, organizationId), eq(openRoles.id, roleId)))
          .returning();
        return row;
      });
    },

    async delete(organizationId: string, roleId: string): Promise<boolean> {
      const removed = await db
        .delete(openRoles)
        .where(and(eq(openRoles.organizationId, organizationId), eq(openRoles.id, roleId)))
        .returning({ id: openRoles.id });
      return removed.length > 0;
    },

    /** Open roles of listed organizations, for the sitemap. */
    async countListedOpen(today: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(openRoles)
        .innerJoin(organizations, eq(organizations.id, openRoles.organizationId))
        .where(and(listedOrganization, openOn(today)));
      return row?.count ?? 0;
    },

    /**
     * The newest roles open today at listed organizations, with their organization's address
     * and name; only at `organizationIds` when given.
     */
    latestListedOpen(today: string, limit: number, organizationIds?: readonly string[]) {
      return db
        .select({
          role: getTableColumns(openRoles),
          organization: { slug: organizations.slug, name: organizations.name },
        })
        .from(openRoles)
        .innerJoin(organizations, eq(organizations.id, openRoles.organizationId))
        .where(
          and(
            listedOrganization,
            openOn(today),
            organizationIds ? inArray(openRoles.organizationId, [...organizationIds]) : undefined,
          ),
        )
        .orderBy(desc(openRoles.createdAt), desc(openRoles.id))
        .limit(limit);
    },

    listListedOpen(today: string, offset: number, limit: number) {
      return db
        .select({ id: openRoles.id, slug: organizations.slug, updatedAt: openRoles.updatedAt })
        .from(openRoles)
        .innerJoin(organizations, eq(organizations.id, openRoles.organizationId))
        .where(and(listedOrganization, openOn(today)))
        .orderBy(asc(openRoles.id))
        .offset(offset)
        .limit(limit);
    },

    /**
     * Claims the open roles whose last day falls between `today` and `lastDay` and whose
     * people have not been told yet, marking them told: one claim, so two runs never mail
     * twice. Answers them with their organization's name and slug.
     */
    claimEndingSoon(today: string, lastDay: string, at: Date) {
      return db
        .update(openRoles)
        .set({ expiryRemindedAt: at })
        .from(organizations)
        .where(
          and(
            eq(organizations.id, openRoles.organizationId),
            isNull(openRoles.closedAt),
            isNull(openRoles.expiryRemindedAt),
            gte(openRoles.validThrough, today),
            lte(openRoles.validThrough, lastDay),
          ),
        )
        .returning({
          id: openRoles.id,
          title: openRoles.title,
          validThrough: openRoles.validThrough,
          organizationId: openRoles.organizationId,
          organizationName: organizations.name,
        });
    },

    /** Where an organization's mail goes: its owners' and editors' verified addresses. */
    /** The person's role in the organization, or null. */
    findMemberRole(organizationId: string, userId: string): Promise<MemberRole | null> {
      return findMemberRole(db, organizationId, userId);
    },

    memberEmails(organizationId: string): Promise<string[]> {
      return memberEmails(db, organizationId);
    },
  };
}

export type OpenRolesRepository = ReturnType<typeof createOpenRolesRepository>;
