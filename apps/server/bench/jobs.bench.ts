/**
 * `node --import tsx apps/server/bench/jobs.bench.ts [-- --database-url URL]`: the job queue on
 * a PostgreSQL database of its own, with two queues on two connection pools standing for two
 * server processes:
 *
 * - latency when the sending process runs the job itself (it wakes its own worker);
 * - latency when only the other process works that queue (it finds the job by polling, every
 *   2 s as the server does);
 * - a burst of jobs sent at once, worked by both processes: throughput, and that each ran once.
 *
 * Prints p50/p99/max in milliseconds; results go to bench-results/jobs-*.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { silentJobLog } from '../test/job-log.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { createJobQueue, type JobQueue } from '../src/lib/jobs/job-queue.js';
import { sqlExecutorOf } from '../src/lib/jobs/sql-executor.js';
import { BENCH_DATABASE_URL, siblingDatabaseUrl } from './bench-database.js';

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: BENCH_DATABASE_URL },
      samples: { type: 'string', default: '200' },
      burst: { type: 'string', default: '2000' },
    },
  });
  return {
    serverUrl: values['database-url'],
    samples: Number(values.samples),
    burst: Number(values.burst),
  };
}

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: siblingDatabaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)!),
  };
}

/** A process's queue: its own pool, the server's polling interval. */
async function processQueue(
  url: string,
  define: (queue: JobQueue) => void,
): Promise<{ queue: JobQueue; database: DatabaseHandle }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const queue = createJobQueue({ sql: sqlExecutorOf(database.db), log: silentJobLog });
  define(queue);
  await queue.start();
  return { queue, database };
}

async function main() {
  const settings = options();
  const name = `catalyst_jobs_bench_${randomBytes(4).toString('hex')}`;
  await admin(settings.serverUrl, `create database ${name}`);
  const url = siblingDatabaseUrl(settings.serverUrl, name);
  const processes: { queue: JobQueue; database: DatabaseHandle }[] = [];
  try {
    const sentAt = new Map<string, number>();
    const latencies = { local: [] as number[], remote: [] as number[] };
    const ranBy = new Map<string, string[]>();
    let settle: (() => void) | undefined;

    const worker = (process: string, queues: string[]) => (queue: JobQueue) => {
      for (const queueName of queues) {
        queue.define<{ id: string }>({
          name: queueName,
          retryLimit: 0,
          retryDelaySeconds: 1,
          run: async ({ id }) => {
            const took = performance.now() - (sentAt.get(id) ?? NaN);
            ranBy.set(id, [...(ranBy.get(id) ?? []), process]);
            if (queueName === 'bench.local') latencies.local.push(took);
            if (queueName === 'bench.remote') latencies.remote.push(took);
            settle?.();
          },
        });
      }
    };
    // Both processes work the local and burst queues; only the second works the remote one,
    // which the first sends to.
    processes.push(await processQueue(url, worker('a', ['bench.local', 'bench.burst'])));
    processes.push(
      await processQueue(url, worker('b', ['bench.local', 'bench.burst', 'bench.remote'])),
    );
    const a = processes[0]!;

    async function oneAtATime(queueName: string, count: number, via: JobQueue) {
      for (let index = 0; index < count; index += 1) {
        const id = `${queueName}-${index}`;
        const ran = new Promise<void>((resolve) => (settle = resolve));
        sentAt.set(id, performance.now());
        await via.send(queueName, { id });
        await ran;
      }
    }

    await oneAtATime('bench.local', settings.samples, a.queue);
    // Each waits for the other process's next look: fewer samples.
    await oneAtATime('bench.remote', Math.min(settings.samples, 30), a.queue);

    const burstStarted = performance.now();
    const ids = Array.from({ length: settings.burst }, (_, index) => `bench.burst-${index}`);
    let left = ids.length;
    const allRan = new Promise<void>((resolve) => {
      settle = () => {
        left -= 1;
        if (left === 0) resolve();
      };
    });
    await Promise.all(
      ids.map((id, index) => {
        sentAt.set(id, performance.now());
        return processes[index % 2]!.queue.send('bench.burst', { id });
      }),
    );
    await allRan;
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const burstRuns = ids.map((id) => ranBy.get(id) ?? []);

    const results = {
      localLatencyMs: summary(latencies.local),
      otherProcessLatencyMs: summary(latencies.remote),
      burst: {
        jobs: ids.length,
        seconds: Math.round(burstSeconds * 100) / 100,
        perSecond: Math.round(ids.length / burstSeconds),
        ranOnceEach: burstRuns.every((runs) => runs.length === 1),
        byProcess: {
          a: burstRuns.filter((runs) => runs[0] === 'a').length,
          b: burstRuns.filter((runs) => runs[0] === 'b').length,
        },
      },
    };
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/jobs-${new Date().toISOString().replaceAll(':', '-')}.json`;
    writeFileSync(file, JSON.stringify(results, null, 2));
    console.log(JSON.stringify(results, null, 2));
    console.log(`results in ${file}`);
  } finally {
    for (const { queue, database } of processes) {
      await queue.stop();
      await database.close();
    }
    await admin(settings.serverUrl, `drop database if exists ${name} with (force)`);
  }
}

await main();
