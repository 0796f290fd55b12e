import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfter: number;
}

/**
 * Fixed-window counters in the rate_limits table Better Auth's per-IP limiter also uses, so
 * they hold across processes. One statement counts and decides (INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING): concurrent requests are serialized on the row and none can slip past.
 *
 * Our rows keep the END of their fixed window in `last_request`. Better Auth prunes rows whose
 * `last_request` is older than its longest window (a minute here); with the window's end
 * stored, a 15-minute window survives that pruning until it has run out.
 */
export function createRateLimitStore(db: Database) {
  return {
    /** Counts one more; `count` is the window's count with this one. */
    async consume(
      key: string,
      rule: RateLimitRule,
      now: number = Date.now(),
    ): Promise<RateLimitDecision & { count: number }> {
      const windowEnd = now + rule.window * 1000;
      const expired = sql`${rateLimits.lastRequest} <= ${now}::bigint`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${windowEnd}::bigint else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, windowEnd: rateLimits.lastRequest });
      if (!row) throw new Error('rate limit upsert returned no row');
      if (row.count <= rule.max) return { allowed: true, retryAfter: 0, count: row.count };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((row.windowEnd - now) / 1000)),
        count: row.count,
      };
    },

    /**
     * The counter as it stands, counting nothing: its count and when its window ends (a past
     * end means the window is over; count 0 and end 0 when there is no counter).
     */
    async peek(key: string): Promise<{ count: number; windowEnd: number }> {
      const [row] = await db
        .select({ count: rateLimits.count, windowEnd: rateLimits.lastRequest })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row ?? { count: 0, windowEnd: 0 };
    },

    async reset(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
