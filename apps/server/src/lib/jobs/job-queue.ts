import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { currentRequestId } from '../request-context.js';
import type { SqlExecutor } from './sql-executor.js';

export interface JobLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
  child(bindings: object): JobLogger;
}

export interface JobContext {
  /** The process's logger, bound to this job's name and id and the request that sent it. */
  log: JobLogger;
}

/**
 * Work done outside the request that asked for it: run once across every process on the
 * database, retried with growing delays when it fails, and kept in the database until done,
 * so a restart loses nothing.
 */
export interface JobDefinition<Data extends object = object> {
  /** `area.action`, unique. */
  name: string;
  /** A five-field cron expression (UTC) for recurring work; without it, the job runs when sent. */
  schedule?: string;
  /** What a scheduled job does, in a sentence for the administrators' console. */
  description?: string;
  /** Attempts after the first; the delay before the n-th retry is about `retryDelaySeconds·2ⁿ`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: 'standard' (default) runs every job sent; 'stately' runs one at a
   * time across processes and keeps at most one more waiting (work that drains a table).
   */
  policy?: 'standard' | 'stately';
  /** Does the work; what it returns (a count, say) is logged with the job's completion. */
  run(data: Data, context: JobContext): Promise<object | undefined | void>;
}

export interface JobQueue {
  /** Declares a job this process runs; before `start`. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /**
   * Hands work to the queue, tagged with the current request's id. Resolves once it is stored:
   * this process's worker is woken at once, and any process may run it.
   */
  send<Data extends object>(name: string, data: Data): Promise<void>;
  /** The recurring jobs this process defines, with when each last completed (the console). */
  scheduledJobs(): Promise<ScheduledJob[]>;
  /**
   * Runs a recurring job now, besides its schedule: false when no such job is defined here.
   * A job that must not run twice at once guards itself (a stately queue, or claims).
   */
  runNow(name: string): Promise<boolean>;
  /**
   * Deletes the jobs of `name` not yet started (waiting, or waiting to be tried again) whose
   * data has `field` equal to `value`: work for someone who has gone. Answers how many.
   */
  discardWaiting(name: string, field: string, value: string): Promise<number>;
  start(): Promise<void>;
  /** Stops taking work and waits (at most `timeoutMs`) for the work in hand. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Resolves once no job this process defines is due or running (tests): a job waiting out
   * its retry delay does not count.
   */
  idle(timeoutMs?: number): Promise<void>;
}

export interface ScheduledJob {
  name: string;
  schedule: string;
  description: string;
  lastRunAt: Date | null;
}

type Envelope = { requestId?: string; data: object };

const DEFAULT_EXPIRE_SECONDS = 15 * 60;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

interface JobQueueOptions {
  sql: SqlExecutor;
  log: JobLogger;
  /** How often an idle worker looks for work sent by other processes (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Told of every attempt this process finishes, as it finishes (the metrics). */
  onAttempt?: (name: string, outcome: 'completed' | 'failed') => void;
}

/**
 * The job queue on the app's own database, through pg-boss: PostgreSQL in production, the
 * embedded PGlite otherwise, one code path for both (docs/decisions/0017-background-jobs.md).
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const definitions = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();
  // pg-boss's own queries and the jobs' work under way: a stop waits for both to be over, as
  // a worker that was fetching when the stop came still runs what it fetched.
  let busy = 0;
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  }
  const boss = new PgBoss({
    db: { executeSql: (text, values) => counted(() => options.sql(text, values)) },
    // A sent mail's text holds its links: finished jobs leave the queue's tables within a day.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue: background operation failed'));
  let started = false;

  async function ensureQueue(definition: JobDefinition) {
    const settings = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      policy: definition.policy ?? 'standard',
    };
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, settings);
    else await boss.createQueue(definition.name, settings);
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    } else {
      await boss.unschedule(definition.name);
    }
  }

  function handlerOf(definition: JobDefinition) {
    return async ([job]: PgBoss.Job<Envelope>[]) => {
      if (!job) return;
      const jobLog = log.child({
        job: definition.name,
        jobId: job.id,
        ...(job.data.requestId ? { reqId: job.data.requestId } : {}),
      });
      const startedAt = performance.now();
      try {
        const result = await counted(() => definition.run(job.data.data ?? {}, { log: jobLog }));
        jobLog.info(
          { durationMs: Math.round(performance.now() - startedAt), ...(result ?? {}) },
          'job done',
        );
        options.onAttempt?.(definition.name, 'completed');
      } catch (err) {
        jobLog.error({ err }, 'job failed; it is retried unless out of attempts');
        options.onAttempt?.(definition.name, 'failed');
        throw err;
      } finally {
        // pg-boss takes one job per polling interval unless woken: look again at once, so a
        // burst (a newsletter's worth of mail) drains without waiting an interval per job.
        const workerId = workerIds.get(definition.name);
        if (workerId) boss.notifyWorker(workerId);
      }
    };
  }

  async function send(name: string, data: object) {
    const requestId = currentRequestId();
    const envelope: Envelope = { data, ...(requestId ? { requestId } : {}) };
    await boss.send(name, envelope);
    const workerId = workerIds.get(name);
    if (workerId) boss.notifyWorker(workerId);
  }

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      definitions.set(definition.name, definition as JobDefinition);
    },

    send,

    async scheduledJobs() {
      const scheduled = [...definitions.values()].filter((definition) => definition.schedule);
      const names = scheduled.map((definition) => definition.name);
      // Completed jobs move to the archive after an hour and leave it after a day
      // (archiveCompletedAfterSeconds, deleteAfterDays above): the last run within a day or so.
      const { rows } = await options.sql(
        `SELECT name, max(completed_on) AS last_run_at FROM (
           SELECT name, completed_on FROM pgboss.job WHERE name = ANY($1) AND state = 'completed'
           UNION ALL
           SELECT name, completed_on FROM pgboss.archive WHERE name = ANY($1) AND state = 'completed'
         ) runs GROUP BY name`,
        [names],
      );
      const lastRun = new Map(
        (rows as Array<{ name: string; last_run_at: Date | string | null }>).map((row) => [
          row.name,
          row.last_run_at ? new Date(row.last_run_at) : null,
        ]),
      );
      return scheduled
        .map((definition) => ({
          name: definition.name,
          schedule: definition.schedule!,
          description: definition.description ?? '',
          lastRunAt: lastRun.get(definition.name) ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async discardWaiting(name, field, value) {
      const { rows } = await options.sql(
        `DELETE FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')
           AND data -> 'data' ->> $2 = $3 RETURNING id`,
        [name, field, value],
      );
      return rows.length;
    },

    async runNow(name) {
      const definition = definitions.get(name);
      if (!definition?.schedule) return false;
      await send(name, {});
      return true;
    },

    async start() {
      started = true;
      await boss.start();
      for (const definition of definitions.values()) {
        await ensureQueue(definition);
        const workerId = await boss.work<Envelope>(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          handlerOf(definition),
        );
        workerIds.set(definition.name, workerId);
      }
    },

    async stop(timeoutMs = DEFAULT_STOP_TIMEOUT_MS) {
      if (!started) return;
      started = false;
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // Quiet twice in a row: a job just finished is recorded by a query that follows it.
      for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
        quiet = busy === 0 ? quiet + 1 : 0;
        await sleep(20);
      }
    },

    async idle(timeoutMs = 10_000) {
      const names = [...definitions.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Due or running: a job waiting for its retry time is not work to wait for now.
        const { rows } = await options.sql(
          `SELECT count(*)::int AS due FROM pgboss.job WHERE name = ANY($1)
             AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [names],
        );
        if ((rows[0] as { due: number }).due === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due after ${timeoutMs} ms`);
        await sleep(20);
      }
    },
  };
}
