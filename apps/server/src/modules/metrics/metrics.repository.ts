import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { discoveryState } from '../../db/schema/index.js';

/** How many jobs of one queue are in one state. */
export interface QueueDepth {
  queue: string;
  state: string;
  jobs: number;
}

export interface DatabaseFigures {
  /** The version of everything discovery shows (the one row of discovery_state). */
  discoveryVersion: number;
  /** Every queue the job queue knows, in each counted state, zeros included. */
  queueDepths: QueueDepth[];
}

/**
 * What a scrape reads of the database, in one short transaction whose statements PostgreSQL
 * stops after `statementTimeoutMs`, so a slow database cannot keep a connection busy for
 * the metrics. Completed jobs are left out: the queue keeps them only an hour, and what is
 * done is counted by each process as it happens (job_attempts_total).
 */
export function createMetricsRepository(db: Database, statementTimeoutMs: number) {
  return {
    read(): Promise<DatabaseFigures> {
      return db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.ceil(statementTimeoutMs)}`));
        const [state] = await tx.select({ version: discoveryState.version }).from(discoveryState);
        const depths = await tx.execute(sql`
          SELECT queue.name AS queue, counted.state::text AS state, count(job.id)::int AS jobs
            FROM pgboss.queue AS queue
            CROSS JOIN unnest(ARRAY['created', 'retry', 'active', 'failed']::pgboss.job_state[])
              AS counted (state)
            LEFT JOIN pgboss.job AS job ON job.name = queue.name AND job.state = counted.state
           GROUP BY queue.name, counted.state
           ORDER BY queue.name, counted.state`);
        return {
          discoveryVersion: state?.version ?? 0,
          queueDepths: (depths as unknown as { rows: QueueDepth[] }).rows,
        };
      });
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
