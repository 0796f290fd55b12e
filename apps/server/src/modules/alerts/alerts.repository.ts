import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { FOLLOW_ALERTS_DEFAULT, type SavedSearchAlerts } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import {
  alertSubscriptions,
  organizationFollows,
  savedSearches,
  users,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/calendar.js';

/** A digest's period: what its news covers, and how often it may go. */
export type Cadence = Exclude<SavedSearchAlerts, 'off'>;
export const CADENCE_MS: Record<Cadence, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/**
 * A run may come a little early (a job started at 06:00:01, the last window ended at 06:00:03
 * a day before): a window is due this much before its full period.
 */
const EARLY_BY_MS = 60 * 60 * 1000;

const dueBefore = (now: Date, cadence: Cadence) =>
  new Date(now.getTime() - CADENCE_MS[cadence] + EARLY_BY_MS);

export interface DigestRecipient {
  userId: string;
  email: string;
  name: string;
  /** The periods with something to say that are due now. */
  cadences: Cadence[];
}

/** Where a claimed window starts: where the last one of its period ended, else one period ago. */
export type ClaimedWindows = Partial<Record<Cadence, Date>>;

export function createAlertsRepository(db: Database) {
  async function followsAlertsOf(userId: string): Promise<SavedSearchAlerts> {
    const [row] = await db
      .select({ followsAlerts: alertSubscriptions.followsAlerts })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.userId, userId));
    return row?.followsAlerts ?? FOLLOW_ALERTS_DEFAULT;
  }

  return {
    followsAlerts: followsAlertsOf,

    async setFollowsAlerts(userId: string, followsAlerts: SavedSearchAlerts, now: Date) {
      await db
        .insert(alertSubscriptions)
        .values({ userId, followsAlerts, updatedAt: now })
        .onConflictDoUpdate({
          target: alertSubscriptions.userId,
          set: { followsAlerts, updatedAt: now },
        });
    },

    /** Every alert of the person off, searches and follows kept; false when no such person. */
    async unsubscribeAll(userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) return false;
        await tx
          .update(savedSearches)
          .set({ alerts: 'off', updatedAt: now })
          .where(and(eq(savedSearches.userId, userId), ne(savedSearches.alerts, 'off')));
        await tx
          .insert(alertSubscriptions)
          .values({ userId, followsAlerts: 'off', updatedAt: now })
          .onConflictDoUpdate({
            target: alertSubscriptions.userId,
            set: { followsAlerts: 'off', updatedAt: now },
          });
        return true;
      });
    },

    /**
     * People with a digest due, a page at a time by id: verified, permanent, enabled accounts
     * with a saved search that alerts or follows that do, whose window of that period has run.
     */
    async dueRecipients(now: Date, afterUserId: string, limit: number) {
      const daily = dueBefore(now, 'daily');
      const weekly = dueBefore(now, 'weekly');
      const result = await db.execute(sql`
        with wants as (
          select ${savedSearches.userId} as user_id, ${savedSearches.alerts} as cadence
            from ${savedSearches} where ${savedSearches.alerts} <> 'off'
          union
          select f.user_id, coalesce(a.follows_alerts, 'weekly')
            from ${organizationFollows} f
            left join ${alertSubscriptions} a on a.user_id = f.user_id
           where coalesce(a.follows_alerts, 'weekly') <> 'off'
        )
        select w.user_id, u.email, u.name, string_agg(distinct w.cadence, ',') as cadences
          from wants w
          join ${users} u on u.id = w.user_id
          left join ${alertSubscriptions} a on a.user_id = w.user_id
         where u.email_verified and not u.is_anonymous and u.disabled_at is null
           and w.user_id > ${afterUserId}
           and (coalesce(greatest(a.daily_through, a.weekly_through), '-infinity') <= ${daily})
           and ((w.cadence = 'daily' and coalesce(a.daily_through, '-infinity') <= ${daily})
             or (w.cadence = 'weekly' and coalesce(a.weekly_through, '-infinity') <= ${weekly}))
         group by w.user_id, u.email, u.name
         order by w.user_id
         limit ${limit}`);
      // Both drivers answer raw SQL with `rows`.
      const { rows } = result as unknown as {
        rows: Array<{ user_id: string; email: string; name: string; cadences: string }>;
      };
      return rows.map((row): DigestRecipient => ({
        userId: row.user_id,
        email: row.email,
        name: row.name,
        cadences: row.cadences.split(',') as Cadence[],
      }));
    },

    /**
     * Takes the due windows of a person, once: their ends move to `now` in the transaction that
     * checks them, so a second run (on another process, or from the console) finds nothing due.
     * Answers where each claimed window starts; none claimed when another run was first.
     */
    async claim(userId: string, cadences: readonly Cadence[], now: Date): Promise<ClaimedWindows> {
      return db.transaction(async (tx) => {
        await tx.insert(alertSubscriptions).values({ userId }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(alertSubscriptions)
          .where(eq(alertSubscriptions.userId, userId))
          .for('update');
        if (!row) return {};
        const lastEnd = Math.max(
          row.dailyThrough?.getTime() ?? -Infinity,
          row.weeklyThrough?.getTime() ?? -Infinity,
        );
        // At most one mail a day, whatever its windows.
        if (lastEnd > dueBefore(now, 'daily').getTime()) return {};
        const claimed: ClaimedWindows = {};
        const ends = { daily: row.dailyThrough, weekly: row.weeklyThrough };
        for (const cadence of cadences) {
          const end = ends[cadence];
          if (end && end > dueBefore(now, cadence)) continue;
          claimed[cadence] = end ?? new Date(now.getTime() - CADENCE_MS[cadence]);
        }
        if (Object.keys(claimed).length === 0) return {};
        await tx
          .update(alertSubscriptions)
          .set({
            ...(claimed.daily ? { dailyThrough: now } : {}),
            ...(claimed.weekly ? { weeklyThrough: now } : {}),
            updatedAt: now,
          })
          .where(eq(alertSubscriptions.userId, userId));
        return claimed;
      });
    },

    /**
     * Gives back windows `claim` took at `now` when their digest could not be made or sent:
     * each returns to where it started, unless another run has moved it since. The next run
     * (the job's retry) finds them due again, and tells what this one could not.
     */
    async release(userId: string, claimed: ClaimedWindows, now: Date): Promise<void> {
      for (const cadence of Object.keys(claimed) as Cadence[]) {
        const column =
          cadence === 'daily' ? alertSubscriptions.dailyThrough : alertSubscriptions.weeklyThrough;
        await db
          .update(alertSubscriptions)
          .set(
            cadence === 'daily'
              ? { dailyThrough: claimed.daily }
              : { weeklyThrough: claimed.weekly },
          )
          .where(and(eq(alertSubscriptions.userId, userId), eq(column, now)));
      }
    },

    /** The person's searches that alert in these periods, and what they follow if that does. */
    async alertsOf(userId: string, cadences: readonly Cadence[]) {
      const searches = await db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          query: savedSearches.query,
          alerts: savedSearches.alerts,
        })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), inArray(savedSearches.alerts, [...cadences])))
        .orderBy(savedSearches.createdAt);
      const followsAlerts = await followsAlertsOf(userId);
      const followed =
        followsAlerts !== 'off' && cadences.includes(followsAlerts)
          ? await db
              .select({ organizationId: organizationFollows.organizationId })
              .from(organizationFollows)
              .where(eq(organizationFollows.userId, userId))
          : [];
      return {
        searches: searches as Array<(typeof searches)[number] & { alerts: Cadence }>,
        follows:
          followsAlerts !== 'off' && followed.length > 0
            ? {
                cadence: followsAlerts,
                organizationIds: followed.map((row) => row.organizationId),
              }
            : undefined,
      };
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
