import type { MemberRole } from '@catalyst/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonRowsOf } from '../../db/json-rows.js';
import { organizationMilestones, organizations } from '../../db/schema/index.js';
import { findMemberRole } from '../organizations/index.js';

export type MilestoneRow = typeof organizationMilestones.$inferSelect;

/** What an organization writes of a milestone; the rest of the row is the system's. */
export type MilestoneValues = Pick<
  MilestoneRow,
  'occurredOn' | 'datePrecision' | 'title' | 'description' | 'link'
>;

/** One organization's milestones are written one at a time, so the cap and the order hold. */
const lockOrganizationMilestones = (organizationId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`milestones:${organizationId}`}))`;

type Executor = Pick<Database, 'select'>;

const ofOrganization = (organizationId: string) =>
  eq(organizationMilestones.organizationId, organizationId);

const oneMilestone = (organizationId: string, milestoneId: string) =>
  and(ofOrganization(organizationId), eq(organizationMilestones.id, milestoneId));

/** After every other: a new milestone, or one moved to another date, comes last on its date. */
async function nextPosition(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${organizationMilestones.position}) + 1, 0)::int` })
    .from(organizationMilestones)
    .where(ofOrganization(organizationId));
  return row?.next ?? 0;
}

async function countOf(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizationMilestones)
    .where(ofOrganization(organizationId));
  return row?.count ?? 0;
}

/**
 * The timeline's order: newest first; on one date, as the organization arranged them. (The
 * same order is written out in `timelineJsonOf`.)
 */
const timelineOrder = [
  desc(organizationMilestones.occurredOn),
  asc(organizationMilestones.position),
  asc(organizationMilestones.createdAt),
  asc(organizationMilestones.id),
];

/** What a profile shows of a milestone: the row less its bookkeeping. */
export type TimelineRow = Pick<
  MilestoneRow,
  'id' | 'occurredOn' | 'datePrecision' | 'title' | 'description' | 'link'
>;

/**
 * The timeline of the organization whose id is `organizationId` (a column of the enclosing
 * statement, qualified), in the timeline's order, as one JSON array: a profile read takes it in
 * the statement that reads the organization instead of a round trip of its own.
 */
export function timelineJsonOf(organizationId: SQL): SQL<TimelineRow[]> {
  const m = organizationMilestones;
  return jsonRowsOf<TimelineRow>(m, 'step', {
    fields: {
      id: m.id,
      occurredOn: m.occurredOn,
      datePrecision: m.datePrecision,
      title: m.title,
      description: m.description,
      link: m.link,
    },
    where: [m.organizationId, organizationId],
    orderBy: (column) => [
      sql`${column(m.occurredOn)} desc`,
      column(m.position),
      column(m.createdAt),
      column(m.id),
    ],
  });
}

export function createMilestonesRepository(db: Database) {
  // Every profile read (page or API) shows the timeline: prepared once, so PostgreSQL parses
  // and plans it once per connection instead of once per profile.
  const timeline = db
    .select()
    .from(organizationMilestones)
    .where(eq(organizationMilestones.organizationId, sql.placeholder('organizationId')))
    .orderBy(...timelineOrder)
    .prepare('organization_timeline');

  return {
    /** The person's role in the organization, or null. */
    findMemberRole(organizationId: string, userId: string): Promise<MemberRole | null> {
      return findMemberRole(db, organizationId, userId);
    },

    async findOrganization(where: { id: string } | { slug: string }) {
      const [row] = await db
        .select({
          id: organizations.id,
          slug: organizations.slug,
          status: organizations.status,
          hiddenAt: organizations.hiddenAt,
        })
        .from(organizations)
        .where('id' in where ? eq(organizations.id, where.id) : eq(organizations.slug, where.slug))
        .limit(1);
      return row;
    },

    list(organizationId: string): Promise<MilestoneRow[]> {
      return timeline.execute({ organizationId });
    },

    /** The new milestone, or null when the organization already has `cap` of them. */
    async insert(
      organizationId: string,
      values: MilestoneValues,
      cap: number,
    ): Promise<MilestoneRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOrganizationMilestones(organizationId));
        if ((await countOf(tx, organizationId)) >= cap) return null;
        const [row] = await tx
          .insert(organizationMilestones)
          .values({ organizationId, ...values, position: await nextPosition(tx, organizationId) })
          .returning();
        return row ?? null;
      });
    },

    /** The milestone as written; undefined when the organization has no such milestone. */
    async update(
      organizationId: string,
      milestoneId: string,
      values: MilestoneValues,
    ): Promise<MilestoneRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOrganizationMilestones(organizationId));
        const [existing] = await tx
          .select({ occurredOn: organizationMilestones.occurredOn })
          .from(organizationMilestones)
          .where(oneMilestone(organizationId, milestoneId))
          .limit(1);
        if (!existing) return undefined;
        const moved = existing.occurredOn !== values.occurredOn;
        const [row] = await tx
          .update(organizationMilestones)
          .set({
            ...values,
            ...(moved ? { position: await nextPosition(tx, organizationId) } : {}),
            updatedAt: new Date(),
          })
          .where(oneMilestone(organizationId, milestoneId))
          .returning();
        return row;
      });
    },

    async delete(organizationId: string, milestoneId: string): Promise<boolean> {
      const removed = await db
        .delete(organizationMilestones)
        .where(oneMilestone(organizationId, milestoneId))
        .returning({ id: organizationMilestones.id });
      return removed.length > 0;
    },

    /**
     * Positions in the order of `ids`, which must name each of the organization's milestones
     * once: false (and nothing written) when they do not.
     */
    async reorder(organizationId: string, ids: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(lockOrganizationMilestones(organizationId));
        const current = await tx
          .select({ id: organizationMilestones.id })
          .from(organizationMilestones)
          .where(ofOrganization(organizationId));
        const known = new Set(current.map((row) => row.id));
        if (known.size !== ids.length || !ids.every((id) => known.has(id))) return false;
        for (const [position, id] of ids.entries()) {
          await tx
            .update(organizationMilestones)
            .set({ position })
            .where(oneMilestone(organizationId, id));
        }
        return true;
      });
    },
  };
}

export type MilestonesRepository = ReturnType<typeof createMilestonesRepository>;
