import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { runWithRequestId } from '../request-context.js';
import { createJobQueue, type JobLogger, type JobQueue } from './job-queue.js';
import { sqlExecutorOf } from './sql-executor.js';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  data: Record<string, unknown>;
}

/** A logger that keeps every line with the bindings of its children, as pino would write it. */
function recordingLogger(lines: LogLine[], bindings: object = {}): JobLogger {
  const write = (level: LogLine['level']) => (data: object, message: string) =>
    void lines.push({ level, message, data: { ...bindings, ...data } });
  return {
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (more) => recordingLogger(lines, { ...bindings, ...more }),
  };
}

let database: DatabaseHandle;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(async () => {
  await database.close();
});

/** A process's queue on the shared database; its jobs are defined by `define`, then started. */
async function startQueue(define: (queue: JobQueue) => void, lines: LogLine[] = []) {
  const queue = createJobQueue({
    sql: sqlExecutorOf(database.db),
    log: recordingLogger(lines),
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  define(queue);
  await queue.start();
  return queue;
}

describe('the job queue', () => {
  it('runs sent work once, logging it under the id of the request that sent it', async () => {
    const lines: LogLine[] = [];
    const seen: object[] = [];
    const queue = await startQueue((jobs) => {
      jobs.define<{ n: number }>({
        name: 'probe.once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async (data) => {
          seen.push(data);
          return { handled: data.n };
        },
      });
    }, lines);

    await runWithRequestId('req-from-a-visitor', () => queue.send('probe.once', { n: 7 }));
    await queue.idle();

    expect(seen).toEqual([{ n: 7 }]);
    const done = lines.find((line) => line.message === 'job done');
    expect(done?.data).toMatchObject({
      job: 'probe.once',
      reqId: 'req-from-a-visitor',
      handled: 7,
    });
    expect(done?.data['durationMs']).toEqual(expect.any(Number));
  });

  it('tries failed work again, waiting longer each time, until it succeeds', async () => {
    const lines: LogLine[] = [];
    const attempts: number[] = [];
    const queue = await startQueue((jobs) => {
      jobs.define({
        name: 'probe.flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
        },
      });
    }, lines);

    await queue.send('probe.flaky', {});
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(3);
    await queue.idle();

    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // pg-boss waits between 1 and 2 retry delays, doubling the delay each time.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.data['job'])).toEqual([
      'probe.flaky',
      'probe.flaky',
    ]);
  }, 30_000);

  it('keeps work through a restart: another process finishes what one left', async () => {
    let firstProcessRuns = 0;
    const first = await startQueue((jobs) => {
      jobs.define({
        name: 'probe.restart',
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          firstProcessRuns += 1;
          throw new Error('the first process fails, then stops');
        },
      });
    });
    await first.send('probe.restart', { order: 'keep me' });
    await expect.poll(() => firstProcessRuns, { timeout: 5_000 }).toBe(1);
    await first.stop();

    const finished: object[] = [];
    await startQueue((jobs) => {
      jobs.define({
        name: 'probe.restart',
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async (data) => void finished.push(data),
      });
    });
    await expect.poll(() => finished.length, { timeout: 15_000 }).toBe(1);
    expect(firstProcessRuns).toBe(1);
    expect(finished).toEqual([{ order: 'keep me' }]);
  }, 30_000);

  it('runs each job once when two processes work the same queue', async () => {
    const runs = new Map<number, string[]>();
    const worker = (process: string) => (jobs: JobQueue) =>
      jobs.define<{ n: number }>({
        name: 'probe.shared',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), process]);
          // Long enough for the other process to look for work meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    const a = await startQueue(worker('a'));
    const b = await startQueue(worker('b'));

    await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? a : b).send('probe.shared', { n })),
    );
    await Promise.all([a.idle(15_000), b.idle(15_000)]);

    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((processes) => processes.length === 1)).toBe(true);
    const byProcess = [...runs.values()].flat();
    expect(byProcess.filter((process) => process === 'a').length).toBeGreaterThan(0);
    expect(byProcess.filter((process) => process === 'b').length).toBeGreaterThan(0);
  }, 30_000);

  it('keeps one schedule per recurring job, however many processes declare it', async () => {
    const daily = (jobs: JobQueue) =>
      jobs.define({
        name: 'probe.daily',
        schedule: '5 4 * * *',
        retryLimit: 1,
        retryDelaySeconds: 60,
        run: async () => undefined,
      });
    await startQueue(daily);
    await startQueue(daily);
    const sql = sqlExecutorOf(database.db);
    const { rows } = await sql(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = $1`, [
      'probe.daily',
    ]);
    expect(rows).toEqual([{ name: 'probe.daily', cron: '5 4 * * *', timezone: 'UTC' }]);
  });

  it('refuses a job defined twice or after the start', async () => {
    const job = { name: 'probe.late', retryLimit: 0, retryDelaySeconds: 1, run: async () => {} };
    const queue = await startQueue((jobs) => {
      jobs.define(job);
      expect(() => jobs.define(job)).toThrow('job probe.late defined twice');
    });
    expect(() => queue.define({ ...job, name: 'probe.later' })).toThrow(
      'defined after the queue started',
    );
  });
});
