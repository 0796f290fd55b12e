import type { Database } from '../../db/client.js';
import { DAY_MS, scheduleDaily, type DailyJob, type JobLog } from '../../lib/daily-job.js';
import { createUsersRepository } from '../users/users.repository.js';

export const STALE_GUEST_DAYS = 30;

/**
 * Deletes guests (anonymous users) with no activity for 30 days: neither their user row nor
 * any of their sessions touched since. Their sessions and accounts go by cascade, anything
 * they created with them. Idempotent, and safe to run from several processes at once.
 * Returns how many guests were deleted.
 */
export function cleanupStaleGuests(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_GUEST_DAYS * DAY_MS);
  return createUsersRepository(db).deleteStaleGuests(cutoff);
}

/**
 * Runs the cleanup once now and then daily (lib/daily-job.ts); failures are logged and
 * retried next time.
 */
export function scheduleGuestCleanup(options: {
  db: Database;
  log: JobLog;
  intervalMs?: number;
  now?: () => Date;
}): DailyJob {
  const now = options.now ?? (() => new Date());
  return scheduleDaily({
    messages: { done: 'stale guests deleted', failed: 'stale guest cleanup failed' },
    run: () => cleanupStaleGuests(options.db, now()),
    report: (deleted) => (deleted > 0 ? { deleted } : undefined),
    log: options.log,
    intervalMs: options.intervalMs,
  });
}
