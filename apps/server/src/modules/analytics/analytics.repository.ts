import { randomBytes } from 'node:crypto';
import type { TrackedLink } from '@catalyst/shared';
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  analyticsBeaconBudgets,
  analyticsSalts,
  openRoles,
  organizationFollows,
  organizationMembers,
  organizations,
  profileDailyClicks,
  profileDailyCountedEvents,
  profileDailyStats,
  profileDailyVisitors,
} from '../../db/schema/index.js';
import { memberEmails, memberRoleOf } from '../organizations/index.js';

/** One profile's counters for one day, as a flush adds them up. */
export interface DailyStatsDelta {
  organizationId: string;
  day: string;
  views: number;
  visitors: number;
  appearances: number;
  embedViews: number;
  feedViews: number;
}

export interface DailyClicksDelta {
  organizationId: string;
  day: string;
  link: TrackedLink;
  target: string;
  clicks: number;
}

interface ClicksRow {
  day: string;
  link: string;
  clicks: number;
}

export interface ApplyClicksRow {
  day: string;
  roleId: string;
  /** Null when the role no longer exists. */
  title: string | null;
  clicks: number;
}

/**
 * A batch's first sightings: visitors of a profile, and clicks, appearances and visits through
 * an embed or a feed by a client.
 */
export interface DailyFirsts {
  visitors: ReadonlyArray<{ day: string; visitorHash: string }>;
  events: ReadonlyArray<{ day: string; eventHash: string }>;
}

/** Of a batch's first sightings, the ones new today (`day:hash` each). */
export interface NewFirsts {
  visitors: ReadonlySet<string>;
  events: ReadonlySet<string>;
}

/** Rows per statement: far below PostgreSQL's 65,535 parameters at five columns a row. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    result.push(rows.slice(start, start + CHUNK));
  }
  return result;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createAnalyticsRepository(db: Database) {
  /** How many rows a delete removed, counted in the database: a day's hashes are many. */
  async function countDeleted(deleted: WithSubquery): Promise<number> {
    const [row] = await db
      .with(deleted)
      .select({ count: sql<number>`count(*)::int` })
      .from(deleted);
    return row?.count ?? 0;
  }

  return {
    /** The day's salt, made by whichever process asks first; every process reads the same. */
    async saltOf(day: string): Promise<string> {
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`analytics salt of ${day} vanished`);
      return row.salt;
    },

    /** Of these ids, the organizations visitors can see now: published and not hidden. */
    async listedAmong(organizationIds: readonly string[]): Promise<Set<string>> {
      if (organizationIds.length === 0) return new Set();
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            inArray(organizations.id, [...organizationIds]),
            eq(organizations.status, 'published'),
            isNull(organizations.hiddenAt),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these people belong to which of these organizations, as `org:user` keys. */
    async membershipsAmong(
      organizationIds: readonly string[],
      userIds: readonly string[],
    ): Promise<Set<string>> {
      if (organizationIds.length === 0 || userIds.length === 0) return new Set();
      const rows = await db
        .select({
          organizationId: organizationMembers.organizationId,
          userId: organizationMembers.userId,
        })
        .from(organizationMembers)
        .where(
          and(
            inArray(organizationMembers.organizationId, [...organizationIds]),
            inArray(organizationMembers.userId, [...userIds]),
          ),
        );
      return new Set(rows.map((row) => `${row.organizationId}:${row.userId}`));
    },

    /**
     * Writes one batch in one transaction: the day's first sightings first, and of them only
     * those new today count (ON CONFLICT DO NOTHING RETURNING), so a visitor, click or
     * appearance seen by another process or an earlier batch is not counted twice.
     * `countsFor` turns the new ones into the counters to add.
     */
    async writeBatch(
      firsts: DailyFirsts,
      countsFor: (fresh: NewFirsts) => { stats: DailyStatsDelta[]; clicks: DailyClicksDelta[] },
    ): Promise<{ newVisitors: number; newEvents: number }> {
      return db.transaction(async (tx) => {
        const visitors = new Set<string>();
        for (const chunk of chunks(firsts.visitors)) {
          const inserted = await tx
            .insert(profileDailyVisitors)
            .values(chunk)
            .onConflictDoNothing()
            .returning({ day: profileDailyVisitors.day, hash: profileDailyVisitors.visitorHash });
          for (const row of inserted) visitors.add(`${row.day}:${row.hash}`);
        }
        const events = new Set<string>();
        for (const chunk of chunks(firsts.events)) {
          const inserted = await tx
            .insert(profileDailyCountedEvents)
            .values(chunk)
            .onConflictDoNothing()
            .returning({
              day: profileDailyCountedEvents.day,
              hash: profileDailyCountedEvents.eventHash,
            });
          for (const row of inserted) events.add(`${row.day}:${row.hash}`);
        }
        const { stats, clicks } = countsFor({ visitors, events });
        await addStats(tx, stats);
        await addClicks(tx, clicks);
        return { newVisitors: visitors.size, newEvents: events.size };
      });
    },

    /**
     * One more beacon from this client, in one statement whichever process asks: the count in
     * the client's current window (a new window starts at the first beacon after the last one
     * ended) and when that window ends.
     */
    async countBeacon(
      clientKey: string,
      now: Date,
      windowMs: number,
    ): Promise<{ beacons: number; windowEndsAt: Date }> {
      const windowEnd = new Date(now.getTime() + windowMs);
      const ended = sql`${analyticsBeaconBudgets.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(analyticsBeaconBudgets)
        .values({ clientKey, beacons: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: analyticsBeaconBudgets.clientKey,
          set: {
            beacons: sql`case when ${ended} then 1 else ${analyticsBeaconBudgets.beacons} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${windowEnd.toISOString()}::timestamptz else ${analyticsBeaconBudgets.windowEndsAt} end`,
          },
        })
        .returning({
          beacons: analyticsBeaconBudgets.beacons,
          windowEndsAt: analyticsBeaconBudgets.windowEndsAt,
        });
      if (!row) throw new Error('beacon budget upsert returned no row');
      return row;
    },

    /** Deletes the budgets whose window ended by `now`: they count nothing any more. */
    forgetEndedBeaconWindows(now: Date): Promise<number> {
      return countDeleted(
        db
          .$with('deleted')
          .as(
            db
              .delete(analyticsBeaconBudgets)
              .where(lte(analyticsBeaconBudgets.windowEndsAt, now))
              .returning(),
          ),
      );
    },

    /** The organization's status and the caller's role in it, to decide access. */
    async accessFacts(organizationId: string, userId: string) {
      const [row] = await db
        .select({ status: organizations.status, memberRole: memberRoleOf(userId) })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    /**
     * Followers: how many now, and how many started following on each day from `from` (UTC),
     * counted from the follows themselves, which say when but never to whom they belong here.
     */
    async followers(organizationId: string, from: string) {
      const day = sql<string>`to_char(${organizationFollows.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [newPerDay, [all]] = await Promise.all([
        db
          .select({ day, followers: sql<number>`count(*)::int` })
          .from(organizationFollows)
          .where(
            and(
              eq(organizationFollows.organizationId, organizationId),
              gte(organizationFollows.createdAt, new Date(`${from}T00:00:00Z`)),
            ),
          )
          .groupBy(day),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(organizationFollows)
          .where(eq(organizationFollows.organizationId, organizationId)),
      ]);
      return { total: all?.total ?? 0, newPerDay };
    },

    async dailyStats(organizationId: string, from: string, to: string) {
      return db
        .select({
          day: profileDailyStats.day,
          views: profileDailyStats.views,
          visitors: profileDailyStats.visitors,
          appearances: profileDailyStats.appearances,
          embedViews: profileDailyStats.embedViews,
          feedViews: profileDailyStats.feedViews,
        })
        .from(profileDailyStats)
        .where(
          and(
            eq(profileDailyStats.organizationId, organizationId),
            gte(profileDailyStats.day, from),
            lte(profileDailyStats.day, to),
          ),
        )
        .orderBy(asc(profileDailyStats.day));
    },

    /** Clicks per day and link (every apply link's together). */
    async dailyClicks(organizationId: string, from: string, to: string): Promise<ClicksRow[]> {
      return db
        .select({
          day: profileDailyClicks.day,
          link: profileDailyClicks.link,
          clicks: sql<number>`sum(${profileDailyClicks.clicks})::int`,
        })
        .from(profileDailyClicks)
        .where(
          and(
            eq(profileDailyClicks.organizationId, organizationId),
            gte(profileDailyClicks.day, from),
            lte(profileDailyClicks.day, to),
          ),
        )
        .groupBy(profileDailyClicks.day, profileDailyClicks.link);
    },

    /**
     * Apply clicks per day and role, with the role's title. The target is the role's id as
     * text; a role deleted since keeps its clicks and loses its title.
     */
    async dailyApplyClicks(
      organizationId: string,
      from: string,
      to: string,
    ): Promise<ApplyClicksRow[]> {
      return db
        .select({
          day: profileDailyClicks.day,
          roleId: profileDailyClicks.target,
          title: openRoles.title,
          clicks: profileDailyClicks.clicks,
        })
        .from(profileDailyClicks)
        .leftJoin(
          openRoles,
          and(
            sql`${openRoles.id}::text = ${profileDailyClicks.target}`,
            eq(openRoles.organizationId, profileDailyClicks.organizationId),
          ),
        )
        .where(
          and(
            eq(profileDailyClicks.organizationId, organizationId),
            eq(profileDailyClicks.link, 'apply'),
            gte(profileDailyClicks.day, from),
            lte(profileDailyClicks.day, to),
          ),
        );
    },

    /**
     * Forgets the hashes (visitors, clicks, appearances) and salts of days before `day`: once
     * a salt is gone, no hash can be recomputed from anyone's address again.
     */
    async forgetVisitorsBefore(day: string): Promise<{ hashes: number; salts: number }> {
      const visitors = await countDeleted(
        db
          .$with('deleted')
          .as(db.delete(profileDailyVisitors).where(lt(profileDailyVisitors.day, day)).returning()),
      );
      const events = await countDeleted(
        db
          .$with('deleted')
          .as(
            db
              .delete(profileDailyCountedEvents)
              .where(lt(profileDailyCountedEvents.day, day))
              .returning(),
          ),
      );
      const salts = await countDeleted(
        db
          .$with('deleted')
          .as(db.delete(analyticsSalts).where(lt(analyticsSalts.day, day)).returning()),
      );
      return { hashes: visitors + events, salts };
    },

    /**
     * Claims the published organizations unchanged since `before` whose owners were not told
     * since the last change, marking them reminded now: whichever process runs the job, each
     * stretch without an update is told once. Marking does not touch updated_at.
     */
    async claimStale(before: Date, now: Date) {
      return db
        .update(organizations)
        .set({ staleRemindedAt: now })
        .where(
          and(
            eq(organizations.status, 'published'),
            isNull(organizations.hiddenAt),
            lt(organizations.updatedAt, before),
            or(
              isNull(organizations.staleRemindedAt),
              lt(organizations.staleRemindedAt, organizations.updatedAt),
            ),
          ),
        )
        .returning({
          id: organizations.id,
          name: organizations.name,
          updatedAt: organizations.updatedAt,
        });
    },

    /** The verified, active owners' addresses of an organization. */
    ownerEmails(organizationId: string): Promise<string[]> {
      return memberEmails(db, organizationId, 'owner');
    },
  };
}

async function addStats(tx: Transaction, rows: readonly DailyStatsDelta[]) {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(profileDailyStats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [profileDailyStats.organizationId, profileDailyStats.day],
        set: {
          views: sql`${profileDailyStats.views} + excluded.views`,
          visitors: sql`${profileDailyStats.visitors} + excluded.visitors`,
          appearances: sql`${profileDailyStats.appearances} + excluded.appearances`,
          embedViews: sql`${profileDailyStats.embedViews} + excluded.embed_views`,
          feedViews: sql`${profileDailyStats.feedViews} + excluded.feed_views`,
        },
      });
  }
}

async function addClicks(tx: Transaction, rows: readonly DailyClicksDelta[]) {
  for (const chunk of chunks(rows)) {
    await tx
      .insert(profileDailyClicks)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          profileDailyClicks.organizationId,
          profileDailyClicks.day,
          profileDailyClicks.link,
          profileDailyClicks.target,
        ],
        set: { clicks: sql`${profileDailyClicks.clicks} + excluded.clicks` },
      });
  }
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
