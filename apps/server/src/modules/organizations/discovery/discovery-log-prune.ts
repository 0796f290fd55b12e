import type { Database } from '../../../db/client.js';
import { DAY_MS } from '../../../lib/calendar.js';
import type { JobDefinition } from '../../../lib/jobs/job-queue.js';
import { createDiscoveryRepository } from './discovery.repository.js';

/**
 * How long the change log is kept. A process is never that far behind (it catches up before
 * every answer); one that was stopped longer rebuilds its index when it starts anyway.
 */
const DISCOVERY_LOG_DAYS = 7;

/** Prunes the discovery change log daily at 03:30 UTC (once across every process). */
export function discoveryLogPruneJob(db: Database): JobDefinition {
  const repository = createDiscoveryRepository(db);
  return {
    name: 'maintenance.discovery-log-prune',
    schedule: '30 3 * * *',
    description: 'Prunes the change log the directory search index catches up from.',
    retryLimit: 2,
    retryDelaySeconds: 10 * 60,
    run: async () => ({
      removed: await repository.pruneChangesBefore(
        new Date(Date.now() - DISCOVERY_LOG_DAYS * DAY_MS),
      ),
    }),
  };
}
