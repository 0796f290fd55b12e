import type { Database } from '../../db/client.js';
import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import { createUsersRepository } from './users.repository.js';

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

/** The cleanup, daily at 03:10 UTC (once across every process). */
export function guestCleanupJob(
  deleteStaleGuests: (cutoff: Date) => Promise<number>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: 'maintenance.guest-cleanup',
    schedule: '10 3 * * *',
    description: 'Deletes guests with no activity for 30 days, with what they created.',
    retryLimit: 2,
    retryDelaySeconds: 10 * 60,
    expireInSeconds: 60 * 60,
    run: async () => ({
      deleted: await deleteStaleGuests(new Date(now().getTime() - STALE_GUEST_DAYS * DAY_MS)),
    }),
  };
}
