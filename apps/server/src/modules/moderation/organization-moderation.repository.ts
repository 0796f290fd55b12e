import { storedSubscriptionType, type SubscriptionType } from '@catalyst/shared';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationReports, organizations, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';
import { resolveOpenReports } from './reports.repository.js';
import { findMemberRole, settleSlug } from '../organizations/index.js';

type AdminOrganizationStatus = 'pending' | 'published' | 'lapsed' | 'hidden';
type AdminPlan = SubscriptionType | 'none';

interface AdminOrganizationFilter {
  /** Words in the name or the owner's address. */
  text?: string | undefined;
  status?: AdminOrganizationStatus | undefined;
  plan?: AdminPlan | undefined;
}

// The outer row spelled out, so the subquery's columns cannot be mistaken for it.
const openReports = sql<number>`(
  select count(*)::int from ${organizationReports}
   where ${organizationReports.organizationId} = "organizations"."id"
     and ${organizationReports.resolvedAt} is null
)`;

const adminColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  createdBy: organizations.createdBy,
  ownerEmail: users.email,
  ownerIsGuest: users.isAnonymous,
  status: organizations.status,
  subscriptionType: organizations.subscriptionType,
  hiddenAt: organizations.hiddenAt,
  hiddenReason: organizations.hiddenReason,
  reviewRequestedAt: organizations.reviewRequestedAt,
  openReports,
  createdAt: organizations.createdAt,
};

function conditionOf(filter: AdminOrganizationFilter): SQL | undefined {
  const pattern = filter.text ? containsPattern(filter.text) : undefined;
  // A hidden profile is "hidden" whatever billing says; the other statuses are billing's.
  const status =
    filter.status === 'hidden'
      ? isNotNull(organizations.hiddenAt)
      : filter.status
        ? and(eq(organizations.status, filter.status), isNull(organizations.hiddenAt))
        : undefined;
  const plan =
    filter.plan === 'none'
      ? isNull(organizations.subscriptionType)
      : filter.plan
        ? eq(organizations.subscriptionType, storedSubscriptionType(filter.plan))
        : undefined;
  return and(
    pattern ? or(ilike(organizations.name, pattern), ilike(users.email, pattern)) : undefined,
    status,
    plan,
  );
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The row, locked for the rest of the transaction, with what an audit record names. */
async function lockModeration(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      name: organizations.name,
      hiddenAt: organizations.hiddenAt,
      hiddenReason: organizations.hiddenReason,
      reviewRequestedAt: organizations.reviewRequestedAt,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update');
  return row;
}

type ModerationFacts = NonNullable<Awaited<ReturnType<typeof lockModeration>>>;

export function createOrganizationModerationRepository(db: Database) {
  const adminRows = () =>
    db
      .select(adminColumns)
      .from(organizations)
      .leftJoin(users, eq(users.id, organizations.createdBy));

  return {
    /** A page of organizations for the console, newest first, and how many match in all. */
    async list(filter: AdminOrganizationFilter, page: { offset: number; limit: number }) {
      const where = conditionOf(filter);
      const [rows, [counted]] = await Promise.all([
        adminRows()
          .where(where)
          .orderBy(desc(organizations.createdAt), desc(organizations.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(organizations)
          .leftJoin(users, eq(users.id, organizations.createdBy))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await adminRows().where(eq(organizations.id, id));
      return row;
    },

    findMemberRole: (id: string, userId: string) => findMemberRole(db, id, userId),

    listByOwner(userId: string) {
      return adminRows()
        .where(eq(organizations.createdBy, userId))
        .orderBy(desc(organizations.createdAt), desc(organizations.id));
    },

    /**
     * Hides the profile with the moderator's reason, answering its open reports as 'hidden',
     * with the audit record, in one transaction. Its status (billing's) is left as it is.
     */
    hide(
      id: string,
      change: { reason: string; by: string; at: Date },
      audit: (facts: ModerationFacts & { resolvedReports: number }) => AuditEntry,
    ): Promise<'hidden' | 'already-hidden' | 'gone'> {
      return db.transaction(async (tx) => {
        const facts = await lockModeration(tx, id);
        if (!facts) return 'gone';
        if (facts.hiddenAt) return 'already-hidden';
        await tx
          .update(organizations)
          .set({ hiddenAt: change.at, hiddenReason: change.reason, reviewRequestedAt: null })
          .where(eq(organizations.id, id));
        const resolvedReports = await resolveOpenReports(tx, id, 'hidden', change.by, change.at);
        await writeAuditEntry(tx, audit({ ...facts, resolvedReports }));
        return 'hidden';
      });
    },

    /**
     * Lists the profile again (if billing does), with the audit record, in one transaction;
     * listed, it takes the readable address its name asks for if it does not have it.
     */
    restore(
      id: string,
      audit: (facts: ModerationFacts) => AuditEntry,
    ): Promise<'restored' | 'not-hidden' | 'gone'> {
      return db.transaction(async (tx) => {
        const facts = await lockModeration(tx, id);
        if (!facts) return 'gone';
        if (!facts.hiddenAt) return 'not-hidden';
        await tx
          .update(organizations)
          .set({ hiddenAt: null, hiddenReason: null, reviewRequestedAt: null })
          .where(eq(organizations.id, id));
        await settleSlug(tx, id);
        await writeAuditEntry(tx, audit(facts));
        return 'restored';
      });
    },

    /** The owner's request for another look, once while hidden, with the audit record. */
    requestReview(
      id: string,
      at: Date,
      audit: (facts: ModerationFacts) => AuditEntry,
    ): Promise<'requested' | 'already-requested' | 'not-hidden' | 'gone'> {
      return db.transaction(async (tx) => {
        const facts = await lockModeration(tx, id);
        if (!facts) return 'gone';
        if (!facts.hiddenAt) return 'not-hidden';
        if (facts.reviewRequestedAt) return 'already-requested';
        await tx
          .update(organizations)
          .set({ reviewRequestedAt: at })
          .where(eq(organizations.id, id));
        await writeAuditEntry(tx, audit(facts));
        return 'requested';
      });
    },
  };
}

export type OrganizationModerationRepository = ReturnType<
  typeof createOrganizationModerationRepository
>;
export type AdminOrganizationRow = NonNullable<
  Awaited<ReturnType<OrganizationModerationRepository['find']>>
>;
