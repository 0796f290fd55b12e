import type { Database } from '../../../db/client.js';
import { DAY_MS, scheduleDaily, type DailyJob, type JobLog } from '../../../lib/daily-job.js';
import { createDiscoveryRepository } from './discovery.repository.js';

/**
 * How long the change log is kept. A process is never that far behind (it catches up before
 * every answer); one that was stopped longer rebuilds its index when it starts anyway.
 */
export const DISCOVERY_LOG_DAYS = 7;

/** Prunes the discovery change log once now and then daily (lib/daily-job.ts). */
export function scheduleDiscoveryLogPrune(options: { db: Database; log: JobLog }): DailyJob {
  const repository = createDiscoveryRepository(options.db);
  return scheduleDaily({
    messages: { done: 'discovery change log pruned', failed: 'discovery change log prune failed' },
    run: () => repository.pruneChangesBefore(new Date(Date.now() - DISCOVERY_LOG_DAYS * DAY_MS)),
    report: (removed) => (removed > 0 ? { removed } : undefined),
    log: options.log,
  });
}
