import { ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE } from '@catalyst/shared';
import { clientSource } from '../../lib/client-source.js';

/** The most clients one window tracks; past it, new clients are refused until the next. */
const MAX_CLIENTS = 100_000;
const WINDOW_MS = 60_000;

/**
 * A per-process fixed-window limit on analytics beacons by client source. Unlike the app's
 * other limits it is kept in memory, not the database: a limit counted in the database would
 * put a write back on every beacon, the very cost the batching removes. With N processes a
 * client may send N times the budget, still far below what would skew the counts, and the
 * views it could inflate are deduplicated per visitor and day anyway.
 */
export function createBeaconLimit(
  perMinute = ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE,
  now: () => number = Date.now,
) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** One more beacon from this client: false once it is over its budget for the minute. */
    allow(clientIp: string): boolean {
      if (now() - windowStart >= WINDOW_MS) {
        windowStart = now();
        counts = new Map();
      }
      const key = clientSource(clientIp);
      const used = counts.get(key) ?? 0;
      if (used >= perMinute || (used === 0 && counts.size >= MAX_CLIENTS)) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}

export type BeaconLimit = ReturnType<typeof createBeaconLimit>;
