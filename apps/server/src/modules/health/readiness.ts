import type { Database } from '../../db/client.js';
import { isFullyMigrated } from '../../db/migrate.js';

/** A database that does not answer within this is as good as down, for a load balancer. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * What /ready may tell anyone who asks: a few fixed phrases, never an error's text (a failed
 * query's would show its SQL, and a connection error the database's address).
 */
export const NOT_READY_REASONS = [
  'shutting down',
  'database unavailable',
  'database migrations not applied',
  'discovery index building',
] as const;

/** `cause`, the error behind a reason, is for the server's log alone. */
export type Readiness =
  { ready: true } | { ready: false; reason: (typeof NOT_READY_REASONS)[number]; cause?: unknown };

export interface ReadinessProbe {
  check(): Promise<Readiness>;
  /** From a shutdown on: not ready, so a load balancer sends no more requests here. */
  markShuttingDown(): void;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
}

/** What else must be ready before this process takes requests. */
export interface ReadinessConditions {
  /**
   * Whether the discovery index is ready: the directory's listing, and the home page made of
   * it, wait for it (docs/decisions/0040-discovery-index-snapshots.md).
   */
  discoveryIndexReady?: () => boolean;
}

/**
 * Whether this process should be sent requests: it is not shutting down, its database answers,
 * that database holds every migration this build expects (an instance of a newer build
 * waits until they are applied), and its discovery index is built.
 */
export function createReadinessProbe(
  db: Database,
  conditions: ReadinessConditions = {},
): ReadinessProbe {
  let shuttingDown = false;
  return {
    markShuttingDown() {
      shuttingDown = true;
    },
    async check() {
      if (shuttingDown) return { ready: false, reason: 'shutting down' };
      let migrated: boolean;
      try {
        migrated = await Promise.race([isFullyMigrated(db), timeout(DATABASE_CHECK_TIMEOUT_MS)]);
      } catch (error) {
        return { ready: false, reason: 'database unavailable', cause: error };
      }
      if (!migrated) return { ready: false, reason: 'database migrations not applied' };
      if (conditions.discoveryIndexReady && !conditions.discoveryIndexReady()) {
        return { ready: false, reason: 'discovery index building' };
      }
      return { ready: true };
    },
  };
}
