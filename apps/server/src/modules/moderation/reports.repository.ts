import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ReportReason } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { organizationReports, organizations, users } from '../../db/schema/index.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface NewReport {
  organizationId: string;
  reason: ReportReason;
  details: string | null;
  /** A member's id; null for a guest or a visitor. */
  reporterUserId: string | null;
  reporterKey: string;
}

type ReportResolution = 'dismissed' | 'hidden';

const open = isNull(organizationReports.resolvedAt);

/** The reports by this client (or this member, from wherever) of this profile since `since`. */
function sentBySince(report: NewReport, since: Date) {
  return and(
    eq(organizationReports.organizationId, report.organizationId),
    gte(organizationReports.createdAt, since),
    report.reporterUserId
      ? or(
          eq(organizationReports.reporterKey, report.reporterKey),
          eq(organizationReports.reporterUserId, report.reporterUserId),
        )
      : eq(organizationReports.reporterKey, report.reporterKey),
  );
}

async function countSent(
  executor: Pick<Database, 'select'>,
  report: NewReport,
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(organizationReports)
    .where(sentBySince(report, since));
  return row?.count ?? 0;
}

/**
 * Closes the profile's open reports in the caller's transaction (dismissed, or answered by
 * hiding the profile); answers how many there were.
 */
export async function resolveOpenReports(
  tx: Transaction,
  organizationId: string,
  resolution: ReportResolution,
  resolvedBy: string,
  at: Date,
): Promise<number> {
  const resolved = await tx
    .update(organizationReports)
    .set({ resolvedAt: at, resolution, resolvedBy })
    .where(and(eq(organizationReports.organizationId, organizationId), open))
    .returning({ id: organizationReports.id });
  return resolved.length;
}

export function createReportsRepository(db: Database) {
  return {
    /** What deciding whether a profile can be reported needs. */
    async findTarget(organizationId: string) {
      const [row] = await db
        .select({ status: organizations.status, hiddenAt: organizations.hiddenAt })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    async countSentSince(report: NewReport, since: Date): Promise<number> {
      return countSent(db, report, since);
    },

    /**
     * Stores the report unless the same client has sent `max` of this profile since `since`:
     * counted again under a per-profile lock, so reports sent at once cannot all get in.
     * Answers whether it was stored.
     */
    insertUnlessSentSince(report: NewReport, since: Date, max: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`organization-reports:${report.organizationId}`}))`,
        );
        if ((await countSent(tx, report, since)) >= max) return false;
        await tx.insert(organizationReports).values(report);
        return true;
      });
    },

    /**
     * The profiles with open reports, the most recently reported first, a page at a time:
     * each with its open count, the count per reason and its newest `sample` reports.
     */
    async openGroups(page: { offset: number; limit: number }, sample: number) {
      const latestAt = sql<Date>`max(${organizationReports.createdAt})`.mapWith(
        organizationReports.createdAt,
      );
      const [groups, [counted]] = await Promise.all([
        db
          .select({
            organizationId: organizationReports.organizationId,
            openReports: sql<number>`count(*)::int`,
            latestAt,
          })
          .from(organizationReports)
          .where(open)
          .groupBy(organizationReports.organizationId)
          .orderBy(desc(latestAt), asc(organizationReports.organizationId))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({
            total: sql<number>`count(distinct ${organizationReports.organizationId})::int`,
          })
          .from(organizationReports)
          .where(open),
      ]);
      const ids = groups.map((group) => group.organizationId);
      if (ids.length === 0) return { groups: [], total: counted?.total ?? 0 };

      const ranked = db
        .select({
          id: organizationReports.id,
          organizationId: organizationReports.organizationId,
          reason: organizationReports.reason,
          details: organizationReports.details,
          reporterUserId: organizationReports.reporterUserId,
          createdAt: organizationReports.createdAt,
          rank: sql<number>`row_number() over (partition by ${organizationReports.organizationId} order by ${organizationReports.createdAt} desc, ${organizationReports.id} desc)`.as(
            'rank',
          ),
        })
        .from(organizationReports)
        .where(and(open, inArray(organizationReports.organizationId, ids)))
        .as('ranked');
      const [profiles, reasons, newest] = await Promise.all([
        db
          .select({
            id: organizations.id,
            slug: organizations.slug,
            name: organizations.name,
            status: organizations.status,
            hiddenAt: organizations.hiddenAt,
            ownerEmail: users.email,
          })
          .from(organizations)
          .leftJoin(users, eq(users.id, organizations.createdBy))
          .where(inArray(organizations.id, ids)),
        db
          .select({
            organizationId: organizationReports.organizationId,
            reason: organizationReports.reason,
            count: sql<number>`count(*)::int`,
          })
          .from(organizationReports)
          .where(and(open, inArray(organizationReports.organizationId, ids)))
          .groupBy(organizationReports.organizationId, organizationReports.reason),
        db
          .select({
            id: ranked.id,
            organizationId: ranked.organizationId,
            reason: ranked.reason,
            details: ranked.details,
            reporterUserId: ranked.reporterUserId,
            createdAt: ranked.createdAt,
          })
          .from(ranked)
          .where(lte(ranked.rank, sample))
          .orderBy(desc(ranked.createdAt), desc(ranked.id)),
      ]);
      return {
        total: counted?.total ?? 0,
        groups: groups.flatMap((group) => {
          const profile = profiles.find((row) => row.id === group.organizationId);
          if (!profile) return [];
          return [
            {
              ...group,
              organization: profile,
              reasons: reasons.filter((row) => row.organizationId === group.organizationId),
              reports: newest.filter((row) => row.organizationId === group.organizationId),
            },
          ];
        }),
      };
    },

    /**
     * Dismisses the profile's open reports, with an audit record when there were any.
     * Answers how many, or undefined when the profile does not exist.
     */
    dismissOpen(
      organizationId: string,
      resolvedBy: string,
      at: Date,
      audit: (facts: { name: string; dismissed: number }) => AuditEntry,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [organization] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
          .for('update');
        if (!organization) return undefined;
        const dismissed = await resolveOpenReports(tx, organizationId, 'dismissed', resolvedBy, at);
        if (dismissed > 0) {
          await writeAuditEntry(tx, audit({ name: organization.name, dismissed }));
        }
        return dismissed;
      });
    },

    /** Reports sent in [from, to), counted per profile and reason, for the daily digest. */
    createdBetween(from: Date, to: Date) {
      return db
        .select({
          organizationId: organizationReports.organizationId,
          name: organizations.name,
          slug: organizations.slug,
          reason: organizationReports.reason,
          count: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${organizationReports.resolvedAt} is null))::int`,
        })
        .from(organizationReports)
        .innerJoin(organizations, eq(organizations.id, organizationReports.organizationId))
        .where(and(gte(organizationReports.createdAt, from), lt(organizationReports.createdAt, to)))
        .groupBy(
          organizationReports.organizationId,
          organizations.name,
          organizations.slug,
          organizationReports.reason,
        );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
