import type { JobDefinition } from '../../../lib/jobs/job-queue.js';
import type { DiscoveryEngine } from './discovery-engine.js';

/**
 * Keeps the discovery index's snapshot recent (docs/decisions/0040-discovery-index-snapshots.md):
 * every 15 minutes, once across every process, whichever process takes the job writes its
 * own index (caught up first) when the newest snapshot is far enough behind. Requests go on
 * meanwhile: writing copies only what changes can alter, then streams the rest.
 */
export function discoverySnapshotJob(engine: DiscoveryEngine): JobDefinition {
  return {
    name: 'maintenance.discovery-snapshot',
    schedule: '*/15 * * * *',
    description:
      'Writes a new snapshot of the directory search index when the newest one is far enough behind.',
    retryLimit: 1,
    retryDelaySeconds: 5 * 60,
    policy: 'stately',
    run: () => engine.refreshSnapshot(),
  };
}
