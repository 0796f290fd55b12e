import type { Database } from '../../db/client.js';
import { createUsersRepository } from '../users/users.repository.js';

export const STALE_GUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export interface GuestCleanupSchedule {
  /** Resolves when the start-up run has finished (or failed, which is logged). */
  readonly firstRun: Promise<void>;
  /** Clears the timer and waits for a run in progress, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * Runs the cleanup once now and then daily. The timer is unref'd, so it never keeps the
 * process alive; stop() clears it on shutdown. Failures are logged and retried next time.
 */
export function scheduleGuestCleanup(options: {
  db: Database;
  log: {
    info(data: object, message: string): void;
    error(data: object, message: string): void;
  };
  intervalMs?: number;
  now?: () => Date;
}): GuestCleanupSchedule {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    // A slow run is never overlapped by the next tick of the same process.
    running ??= cleanupStaleGuests(db, now())
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'stale guests deleted');
      })
      .catch((err: unknown) => log.error({ err }, 'stale guest cleanup failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return {
    firstRun: run(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
