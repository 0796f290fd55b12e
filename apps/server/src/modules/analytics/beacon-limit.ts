import { ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE, utcDay } from '@catalyst/shared';
import type { AnalyticsRepository } from './analytics.repository.js';
import type { DailySalts } from './daily-salts.js';
import { beaconClientKey } from './visitor-hash.js';

const WINDOW_MS = 60_000;
/** The most refused clients one process remembers; past it, the database alone refuses. */
const MAX_REMEMBERED = 10_000;

interface BeaconDecision {
  allowed: boolean;
  /** Seconds until the client's window ends; 0 when allowed. */
  retryAfter: number;
}

/**
 * A limit on analytics beacons per client source (an IPv4 address, an IPv6 /64), counted in
 * the database so that every process draws on one budget: `perMinute` beacons in a window that
 * starts at a client's first beacon. The counter is an UNLOGGED table, so the write each
 * beacon makes skips the write-ahead log's flush, which more than doubled a beacon's time
 * (decision 0021 has the measurements). A client over its budget is remembered until its
 * window ends, so a flood costs the database one write per process, not one per beacon; that
 * memory only saves work, the database decides.
 */
export function createBeaconLimit(deps: {
  budgets: Pick<AnalyticsRepository, 'countBeacon'>;
  salts: DailySalts;
  perMinute?: number;
  now?: () => Date;
}) {
  const perMinute = deps.perMinute ?? ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE;
  const now = deps.now ?? (() => new Date());
  /** Refused clients' keys, each with the end of its window in milliseconds. */
  const refusedUntil = new Map<string, number>();

  function remember(clientKey: string, until: number, at: number) {
    if (refusedUntil.size >= MAX_REMEMBERED) {
      for (const [key, end] of refusedUntil) if (end <= at) refusedUntil.delete(key);
    }
    if (refusedUntil.size < MAX_REMEMBERED) refusedUntil.set(clientKey, until);
  }

  const refusal = (until: number, at: number): BeaconDecision => ({
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((until - at) / 1000)),
  });

  return {
    /** One more beacon from this client: refused once it is over its budget for the window. */
    async allow(clientIp: string): Promise<BeaconDecision> {
      const at = now();
      const salt = await deps.salts.of(utcDay(at));
      const clientKey = beaconClientKey({ salt, clientIp });
      const until = refusedUntil.get(clientKey);
      if (until !== undefined) {
        if (until > at.getTime()) return refusal(until, at.getTime());
        refusedUntil.delete(clientKey);
      }
      const { beacons, windowEndsAt } = await deps.budgets.countBeacon(clientKey, at, WINDOW_MS);
      if (beacons <= perMinute) return { allowed: true, retryAfter: 0 };
      remember(clientKey, windowEndsAt.getTime(), at.getTime());
      return refusal(windowEndsAt.getTime(), at.getTime());
    },
  };
}

export type BeaconLimit = ReturnType<typeof createBeaconLimit>;
