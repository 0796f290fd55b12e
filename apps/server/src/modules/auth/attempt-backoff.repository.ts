import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

/**
 * A back-off counter as stored in the rate_limits table: the failures counted and, in
 * `last_request`, the moment (milliseconds) they will be forgotten. A new key reads as no
 * failures, forgotten long ago.
 */
export interface BackoffCounter {
  count: number;
  forgetAt: number;
}

/** What a decision over a counter answers, and the counter it stores, if any. */
export interface CounterUpdate<T> {
  answer: T;
  store?: BackoffCounter;
}

/** The back-off counters of attempt-backoff.ts, shared by every server process. */
export function createBackoffRepository(db: Database) {
  return {
    /**
     * Creates the key's counter or locks the existing one, reads it, and stores what `decide`
     * makes of it, in one transaction: concurrent attempts on one key decide one at a time,
     * each on the counter the one before it stored.
     */
    async updateCounter<T>(
      key: string,
      decide: (counter: BackoffCounter) => CounterUpdate<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        // Creates the row or locks the existing one, and reads it, in one statement.
        const [row] = await tx
          .insert(rateLimits)
          .values({ id: randomUUID(), key, count: 0, lastRequest: 0 })
          .onConflictDoUpdate({ target: rateLimits.key, set: { key: sql`excluded.key` } })
          .returning({ count: rateLimits.count, forgetAt: rateLimits.lastRequest });
        if (!row) throw new Error('back-off upsert returned no row');
        const { answer, store } = decide(row);
        if (store) {
          await tx
            .update(rateLimits)
            .set({ count: store.count, lastRequest: store.forgetAt })
            .where(eq(rateLimits.key, key));
        }
        return answer;
      });
    },

    /** Takes one failure off the key's counter, unless it is already forgotten at `now`. */
    async takeBackOne(key: string, now: number): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now)));
    },

    async deleteCounters(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },
  };
}
