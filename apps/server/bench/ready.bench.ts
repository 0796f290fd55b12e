/**
 * `npm run bench:ready [-- --source-url URL --changes N --port P --keep]`: how soon a
 * production server is ready (/ready 200) on a large database, in a process of its own (built
 * first if its sources changed), on a copy of the benchmark database (snapshots are writes):
 *
 * 1. a cold first start: no snapshot, the discovery index built from the database;
 * 2. a restart once that start's snapshot is written;
 * 3. a restart after N changes made after the snapshot (caught up through the change log).
 *
 * Each start reports seconds to listening and to ready, the longest gap between answers of
 * /health polled every 50 ms until ready (the event loop's worst stall, plus one request), and
 * memory at ready (RSS from /proc, heap from the server's 'discovery index ready' log line).
 * Results go to bench-results/ready-*.json.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BENCH_DATABASE_URL, databaseNameOf, siblingDatabaseUrl } from './bench-database.js';
import { buildProductIfStale, startProductionServer } from './production-server.js';

const HEALTH_EVERY_MS = 50;

function options() {
  const { values } = parseArgs({
    options: {
      'source-url': { type: 'string', default: BENCH_DATABASE_URL },
      copy: { type: 'string', default: 'catalyst_ready_bench' },
      changes: { type: 'string', default: '10000' },
      port: { type: 'string', default: '7100' },
      'ready-timeout': { type: 'string', default: '600' },
      keep: { type: 'boolean', default: false },
    },
  });
  const whole = (name: 'changes' | 'port' | 'ready-timeout') => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be at least 1`);
    return value;
  };
  return {
    sourceUrl: values['source-url'],
    copyUrl: siblingDatabaseUrl(values['source-url'], values.copy),
    changes: whole('changes'),
    port: whole('port'),
    readyTimeoutMs: whole('ready-timeout') * 1000,
    keep: values.keep,
  };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: siblingDatabaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A file-level copy of the source database (nobody may be connected to the source). */
async function copyDatabase(sourceUrl: string, copyUrl: string): Promise<void> {
  const copy = pg.escapeIdentifier(databaseNameOf(copyUrl));
  await admin(sourceUrl, `drop database if exists ${copy} with (force)`);
  try {
    await admin(
      sourceUrl,
      `create database ${copy} template ${pg.escapeIdentifier(databaseNameOf(sourceUrl))}`,
    );
  } catch (error) {
    throw new Error(
      `could not copy ${databaseNameOf(sourceUrl)} (is anyone connected to it?): ${String(error)}`,
    );
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1000);
}

interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

function logLines(file: string): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

interface StartResult {
  kind: string;
  listeningSeconds: number;
  readySeconds: number;
  source: unknown;
  /** The longest time between two answers of /health while getting ready. */
  worstHealthGapMs: number;
  healthAnswers: number;
  rssMegabytesAtReady: number;
  heapUsedMegabytesAtReady: unknown;
  arrayBuffersMegabytesAtReady: unknown;
  documents: unknown;
  changesApplied: unknown;
}

/**
 * Asks /health one request at a time, each as soon as the last answered or 50 ms passed, until
 * stopped: a gap between answers longer than that is the server not answering.
 */
function pollHealth(url: string) {
  let lastAnswer = performance.now();
  let worstGap = 0;
  let answers = 0;
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      const asked = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      const now = performance.now();
      worstGap = Math.max(worstGap, now - lastAnswer);
      lastAnswer = now;
      answers += 1;
      const wait = HEALTH_EVERY_MS - (now - asked);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await polling;
      return { worstGapMs: Math.round(worstGap), answers };
    },
  };
}

/**
 * Starts the server, polls /health every 50 ms and /ready until it answers 200, reads its
 * memory, then (with `afterReady`) does more before stopping it.
 */
async function timedStart(
  kind: string,
  settings: ReturnType<typeof options>,
  stamp: string,
  afterReady?: (server: { url: string; logFile: string }) => Promise<void>,
): Promise<StartResult> {
  const logFile = `bench-results/ready-server-${stamp}-${kind}.log`;
  const spawned = performance.now();
  const server = await startProductionServer({
    databaseUrl: settings.copyUrl,
    logFile,
    readyTimeoutMs: settings.readyTimeoutMs,
    port: settings.port,
    waitFor: 'listening',
    env: { LOG_LEVEL: 'info' },
  });
  try {
    const listeningSeconds = (performance.now() - spawned) / 1000;
    const health = pollHealth(server.url);
    const deadline = Date.now() + settings.readyTimeoutMs;
    for (;;) {
      const response = await fetch(`${server.url}/ready`);
      await response.arrayBuffer();
      if (response.status === 200) break;
      if (Date.now() > deadline) throw new Error(`${kind}: not ready in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readySeconds = (performance.now() - spawned) / 1000;
    const rss = rssMegabytes(server.pid);
    const { worstGapMs, answers } = await health.stop();
    const readyLine = logLines(logFile).find((line) => line.msg === 'discovery index ready');
    const loadedLine = logLines(logFile).find(
      (line) => line.msg === 'discovery index loaded from a snapshot',
    );
    const result: StartResult = {
      kind,
      listeningSeconds: round(listeningSeconds),
      readySeconds: round(readySeconds),
      source: readyLine?.['source'],
      worstHealthGapMs: worstGapMs,
      healthAnswers: answers,
      rssMegabytesAtReady: rss,
      heapUsedMegabytesAtReady: readyLine?.['heapUsedMegabytes'],
      arrayBuffersMegabytesAtReady: readyLine?.['arrayBuffersMegabytes'],
      documents: readyLine?.['documents'],
      changesApplied: loadedLine?.['changesApplied'] ?? null,
    };
    console.log(
      `${kind}: listening ${result.listeningSeconds} s, ready ${result.readySeconds} s ` +
        `(${String(result.source)}), worst /health gap ${result.worstHealthGapMs} ms, ` +
        `RSS ${rss} MB, heap ${String(result.heapUsedMegabytesAtReady)} MB`,
    );
    await afterReady?.({ url: server.url, logFile });
    return result;
  } finally {
    await server.stop();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Waits until the server has logged its snapshot written (after a build from the database). */
async function snapshotWritten(logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = logLines(logFile).find((entry) => entry.msg === 'discovery snapshot written');
    if (line) return line;
    if (Date.now() > deadline) throw new Error('no snapshot written in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Changes `count` published organizations' names: one logged change each. */
async function changeOrganizations(url: string, count: number) {
  await withClient(url, (client) =>
    client.query(
      `update organizations set name = name || ' II'
        where id in (select id from organizations
                      where status = 'published' and hidden_at is null
                      order by md5(id::text) limit $1)`,
      [count],
    ),
  );
}

async function main() {
  const settings = options();
  buildProductIfStale();
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  console.log(
    `copying ${databaseNameOf(settings.sourceUrl)} to ${databaseNameOf(settings.copyUrl)}`,
  );
  await copyDatabase(settings.sourceUrl, settings.copyUrl);
  try {
    const organizations = await withClient(settings.copyUrl, async (client) => {
      await client.query('delete from discovery_snapshots').catch(() => undefined);
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from organizations
          where status = 'published' and hidden_at is null`,
      );
      return rows[0]!.count;
    });
    console.log(`${organizations} published organizations`);

    let snapshot: LogLine | undefined;
    let writeGapMs = 0;
    const cold = await timedStart('cold', settings, stamp, async ({ url, logFile }) => {
      const health = pollHealth(url);
      snapshot = await snapshotWritten(logFile, settings.readyTimeoutMs);
      writeGapMs = (await health.stop()).worstGapMs;
      console.log(
        `snapshot written: ${String(snapshot['megabytes'])} MB in ${String(snapshot['seconds'])} s, ` +
          `worst /health gap meanwhile ${writeGapMs} ms`,
      );
    });
    const restart = await timedStart('restart', settings, stamp);
    await changeOrganizations(settings.copyUrl, settings.changes);
    console.log(`${settings.changes} organizations changed after the snapshot`);
    const afterChanges = await timedStart(
      `restart-after-${settings.changes}-changes`,
      settings,
      stamp,
    );

    const results = {
      date: new Date().toISOString(),
      database: databaseNameOf(settings.sourceUrl),
      organizations,
      snapshot: snapshot && {
        megabytes: snapshot['megabytes'],
        writeSeconds: snapshot['seconds'],
        worstHealthGapMsWhileWriting: writeGapMs,
      },
      starts: [cold, restart, afterChanges],
    };
    const file = `bench-results/ready-${stamp}.json`;
    writeFileSync(file, JSON.stringify(results, null, 2));
    console.table(
      results.starts.map((start) => ({
        start: start.kind,
        'ready (s)': start.readySeconds,
        source: start.source,
        'worst /health gap (ms)': start.worstHealthGapMs,
        'RSS (MB)': start.rssMegabytesAtReady,
        'heap (MB)': start.heapUsedMegabytesAtReady,
      })),
    );
    console.log(`results in ${file}`);
  } finally {
    if (!settings.keep) {
      await admin(
        settings.sourceUrl,
        `drop database if exists ${pg.escapeIdentifier(databaseNameOf(settings.copyUrl))} with (force)`,
      );
    }
  }
}

await main();
