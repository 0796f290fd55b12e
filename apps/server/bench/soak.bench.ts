/**
 * `npm run bench:soak [-- options]`: the deployment the repository describes, under load for
 * --minutes (default 10), one instance restarted halfway:
 *
 *   autocannon -> HAProxy (deploy/haproxy/catalyst.cfg) -> Varnish (deploy/varnish/catalyst.vcl)
 *              -> two production instances (built first if their sources changed),
 *                 CACHE_PURGE_URL pointing at Varnish, TRUST_PROXY=2
 *
 * 1. Saturation: the read-and-write mix (the bench:pages popular mix, --write-share of owners'
 *    edits) for --ramp-seconds at each of --ramp connection counts, until throughput stops
 *    rising by 5%; the soak runs at the fewest connections within 5% of the best (or at
 *    --connections, skipping the ramp).
 * 2. The soak: the same mix for --minutes. Halfway, instance 2 gets SIGTERM, stays down for
 *    --restart-pause seconds and starts again (until /ready): Varnish's pool must route around
 *    it, so no request fails.
 * 3. Staleness: after every edit that returned, its profile page and API are read through
 *    HAProxy until they show it. A stale read sent within --window ms (1000) of the edit's
 *    answer is counted apart (the purge's allowance); one sent later is a failure.
 *
 * Prints per minute and overall: requests, req/s, p50/p99/max latency, answers not 2xx,
 * socket errors and timeouts, edits, stale reads within and past the window. Writes
 * bench-results/soak-*.json. Any socket error, timeout, answer not 2xx or stale read past the
 * window makes the exit code 1; with --strict, so does a stale read within it (no read sent
 * after an edit returned may show the previous version). Every process and folder it started
 * is removed at the end, on an error and on Ctrl-C.
 *
 * Options:
 *   --minutes N          soak length (default 10)
 *   --database-url URL   a database it may write into; without it, a fresh one of
 *                        --organizations (default 100000), catalyst_bench_soak, dropped at
 *                        the end unless --keep. catalyst_bench itself is refused.
 *   --haproxy-port N (7420) --varnish-port N (7421) --instance-ports A,B (7422,7423)
 *   --connections N      skip the ramp; --ramp 4,8,16,32,64,128 --ramp-seconds 15
 *   --write-share F      (default 0.05); --owners N organizations edited (default: the most
 *                        connections used, so no connection waits for one)
 *   --restart-pause S    (default 5); --window MS (default 1000); --strict
 *   --popular N (5000) --zipf E (1) --seed N (1) --ready-timeout S (900)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seededRandom } from '../test/seeded-random.js';
import { databaseNameOf } from './bench-database.js';
import { buildProductIfStale } from './production-server.js';
import { newMinute, runLoad, type MinuteFigures } from './soak/soak-load.js';
import { StalenessChecker, type CheckerCounts } from './soak/staleness-checker.js';
import { runBenchmark } from './stack/cleanup.js';
import { startHaproxy } from './stack/haproxy.js';
import { startInstances, type Instance } from './stack/instances.js';
import { prepareOwners } from './stack/owners.js';
import { waitForAnswer } from './stack/processes.js';
import { startVarnish } from './stack/varnish.js';
import { writableDatabase } from './stack/writable-database.js';
import {
  discoveryTaxonomy,
  listingQueries,
  popularMix,
  publishedSlugs,
} from './throughput/traffic.js';

const MINUTE_MS = 60_000;

function options() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      'database-url': { type: 'string' },
      organizations: { type: 'string', default: '100000' },
      keep: { type: 'boolean', default: false },
      'haproxy-port': { type: 'string', default: '7420' },
      'varnish-port': { type: 'string', default: '7421' },
      'instance-ports': { type: 'string', default: '7422,7423' },
      connections: { type: 'string' },
      ramp: { type: 'string', default: '4,8,16,32,64,128' },
      'ramp-seconds': { type: 'string', default: '15' },
      'write-share': { type: 'string', default: '0.05' },
      owners: { type: 'string' },
      'restart-pause': { type: 'string', default: '5' },
      window: { type: 'string', default: '1000' },
      popular: { type: 'string', default: '5000' },
      zipf: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      'ready-timeout': { type: 'string', default: '900' },
      strict: { type: 'boolean', default: false },
    },
  });
  const whole = (text: string | undefined, name: string, least = 1) => {
    const value = Number(String(text).replaceAll('_', ''));
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`--${name} must be a whole number of at least ${least}, not ${text}`);
    }
    return value;
  };
  const ramp = values.ramp.split(',').map((step) => whole(step, 'ramp'));
  const connections =
    values.connections === undefined ? undefined : whole(values.connections, 'connections');
  const ports = values['instance-ports'].split(',').map((port) => whole(port, 'instance-ports'));
  if (ports.length !== 2) throw new Error('--instance-ports must be two ports, e.g. 7422,7423');
  const share = Number(values['write-share']);
  if (!(share >= 0 && share < 1)) throw new Error('--write-share must be from 0 to below 1');
  return {
    minutes: whole(values.minutes, 'minutes'),
    databaseUrl: values['database-url'],
    organizations: whole(values.organizations, 'organizations'),
    haproxyPort: whole(values['haproxy-port'], 'haproxy-port'),
    varnishPort: whole(values['varnish-port'], 'varnish-port'),
    instancePorts: [ports[0]!, ports[1]!] as [number, number],
    connections,
    ramp,
    rampSeconds: whole(values['ramp-seconds'], 'ramp-seconds'),
    writeShare: share,
    owners: whole(values.owners ?? String(connections ?? Math.max(...ramp)), 'owners'),
    restartPauseSeconds: whole(values['restart-pause'], 'restart-pause', 0),
    windowMs: whole(values.window, 'window', 0),
    popular: whole(values.popular, 'popular'),
    zipfExponent: Number(values.zipf),
    seed: whole(values.seed, 'seed', 0),
    readyTimeoutMs: whole(values['ready-timeout'], 'ready-timeout') * 1000,
    strict: values.strict,
  };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

interface SummaryRow {
  period: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  'not 2xx': number;
  errors: number;
  edits: number;
  'stale ≤ window': number;
  'stale > window': number;
  'checker failed reads': number;
}

function summarize(
  period: string,
  seconds: number,
  load: MinuteFigures,
  checker: CheckerCounts,
): SummaryRow {
  const sorted = Float64Array.from(load.latenciesMs).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const answers = Object.values(load.statuses).reduce((sum, count) => sum + count, 0);
  const not2xx = Object.entries(load.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    period,
    requests: answers,
    'req/s': Math.round(answers / seconds),
    'p50 ms': round(percentile(sorted, 50)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': round(sorted.length ? sorted[sorted.length - 1]! : NaN),
    'not 2xx': not2xx,
    errors: load.errors,
    edits: load.writes,
    'stale ≤ window': checker.staleWithinWindow,
    'stale > window': checker.staleBeyondWindow,
    'checker failed reads': checker.failedReads,
  };
}

function merge(minutes: Iterable<MinuteFigures>): MinuteFigures {
  const total = newMinute();
  for (const minute of minutes) {
    for (const ms of minute.latenciesMs) total.latenciesMs.push(ms);
    for (const [status, count] of Object.entries(minute.statuses)) {
      total.statuses[status] = (total.statuses[status] ?? 0) + count;
    }
    total.errors += minute.errors;
    total.writes += minute.writes;
  }
  return total;
}

function mergeCounts(all: Iterable<CheckerCounts>): CheckerCounts {
  const total: CheckerCounts = {
    reads: 0,
    staleWithinWindow: 0,
    staleBeyondWindow: 0,
    failedReads: 0,
  };
  for (const counts of all) {
    total.reads += counts.reads;
    total.staleWithinWindow += counts.staleWithinWindow;
    total.staleBeyondWindow += counts.staleBeyondWindow;
    total.failedReads += counts.failedReads;
  }
  return total;
}

function markdown(rows: SummaryRow[]): string {
  const columns = Object.keys(rows[0]!) as (keyof SummaryRow)[];
  return [
    `| ${columns.join(' | ')} |`,
    `|${columns.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map(
      (row) =>
        `| ${columns.map((column) => (typeof row[column] === 'number' ? Number(row[column]).toLocaleString('en') : row[column])).join(' | ')} |`,
    ),
  ].join('\n');
}

async function main(): Promise<boolean> {
  const settings = options();
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const databaseUrl = await writableDatabase({
    databaseUrl: settings.databaseUrl,
    organizations: settings.organizations,
    freshName: 'catalyst_bench_soak',
  });
  buildProductIfStale();

  const varnish = await startVarnish({
    port: settings.varnishPort,
    backendPorts: settings.instancePorts,
    logFile: `bench-results/soak-varnishd-${stamp}.log`,
  });
  const frontUrl = `http://127.0.0.1:${settings.haproxyPort}`;
  const instances = await startInstances(settings.instancePorts, {
    databaseUrl,
    purgeUrl: varnish.purgeUrl,
    proxies: 2,
    publicUrl: frontUrl,
    readyTimeoutMs: settings.readyTimeoutMs,
    logPrefix: `bench-results/soak-${stamp}`,
  });
  const haproxy = await startHaproxy({
    port: settings.haproxyPort,
    varnishPort: settings.varnishPort,
    appPorts: settings.instancePorts,
    logFile: `bench-results/soak-haproxy-${stamp}.log`,
  });
  await waitForAnswer(`${frontUrl}/ready`, { timeoutMs: 30_000 });
  console.log(
    `HAProxy ${frontUrl} -> Varnish ${varnish.url} -> instances ${settings.instancePorts.join(', ')}`,
  );

  const slugs = await publishedSlugs(databaseUrl, settings.seed);
  const popular = slugs.slice(0, settings.popular);
  const step = Math.max(1, Math.floor(popular.length / settings.owners));
  const owners = await prepareOwners({
    databaseUrl,
    instanceUrl: instances[0].url,
    origin: frontUrl,
    proxies: 2,
    slugs: Array.from(
      { length: settings.owners },
      (_, index) => popular[(index * step) % popular.length]!,
    ),
  });
  console.log(`${owners.length} owners signed in`);
  const random = seededRandom(settings.seed);
  const taxonomy = await discoveryTaxonomy(frontUrl);
  const queries = listingQueries(taxonomy, random);
  const reads = popularMix({
    profiles: popular,
    exponent: settings.zipfExponent,
    popularQueries: Array.from({ length: 50 }, () => queries.next()),
    random,
  });

  const assertRunning = () => {
    for (const instance of instances) {
      const gone = instance.unexpectedEnd();
      if (gone) throw new Error(gone);
    }
  };

  // 1. Find the saturation point.
  const rampChecker = new StalenessChecker(frontUrl, settings.windowMs, () => 0);
  const ramp: { connections: number; requestsPerSecond: number; p99: number; failed: number }[] =
    [];
  let connections = settings.connections;
  if (connections === undefined) {
    console.log(
      `\n1. ramp: ${settings.ramp.join(', ')} connections, ${settings.rampSeconds} s each`,
    );
    let best = 0;
    let flatSteps = 0;
    for (const count of settings.ramp) {
      const figures = await runLoad({
        url: frontUrl,
        connections: count,
        seconds: settings.rampSeconds,
        reads,
        owners,
        writeShare: settings.writeShare,
        random,
        onEditReturned: (owner, revision, at) => rampChecker.editReturned(owner, revision, at),
        minuteOf: () => 0,
      });
      assertRunning();
      const row = summarize(
        `${count} connections`,
        settings.rampSeconds,
        merge(figures.byMinute.values()),
        {
          reads: 0,
          staleWithinWindow: 0,
          staleBeyondWindow: 0,
          failedReads: 0,
        },
      );
      ramp.push({
        connections: count,
        requestsPerSecond: row['req/s'],
        p99: row['p99 ms'],
        failed: row['not 2xx'] + row.errors,
      });
      console.log(
        `  ${count} connections: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, ${row['not 2xx'] + row.errors} failed`,
      );
      if (row['req/s'] > best * 1.05) {
        best = Math.max(best, row['req/s']);
        flatSteps = 0;
      } else {
        best = Math.max(best, row['req/s']);
        flatSteps += 1;
        if (flatSteps >= 2) break;
      }
    }
    const top = Math.max(...ramp.map((step) => step.requestsPerSecond));
    connections = ramp.find((step) => step.requestsPerSecond >= 0.95 * top)!.connections;
    console.log(`  saturation: ${connections} connections (${top} req/s at best)`);
  }
  await rampChecker.stop();
  const rampStale = mergeCounts(rampChecker.byMinute.values());

  // 2 and 3. The soak, with its restart and its staleness checker.
  console.log(
    `\n2. soak: ${settings.minutes} min at ${connections} connections, ${Math.round(settings.writeShare * 100)}% edits; instance 2 restarted at ${settings.minutes / 2} min`,
  );
  const startedAt = performance.now();
  const minuteOf = (at: number) => Math.max(0, Math.floor((at - startedAt) / MINUTE_MS));
  const checker = new StalenessChecker(frontUrl, settings.windowMs, minuteOf);
  const events: { atSeconds: number; event: string }[] = [];
  const note = (event: string) => {
    const atSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
    events.push({ atSeconds, event });
    console.log(`  ${atSeconds} s: ${event}`);
  };
  const restarted = new Promise<void>((resolve, reject) => {
    setTimeout(
      () => {
        void (async () => {
          const restarting: Instance = instances[1];
          note(`SIGTERM to ${restarting.name}`);
          await restarting.stop();
          note(`${restarting.name} exited; starting it again in ${settings.restartPauseSeconds} s`);
          await new Promise((wait) => setTimeout(wait, settings.restartPauseSeconds * 1000));
          const seconds = await restarting.start();
          note(`${restarting.name} ready again (${seconds.toFixed(1)} s after its start)`);
        })().then(resolve, reject);
      },
      (settings.minutes * MINUTE_MS) / 2,
    );
  });
  // Awaited once the load is over; a failed restart must not end the process before that.
  restarted.catch(() => {});
  const load = await runLoad({
    url: frontUrl,
    connections,
    seconds: settings.minutes * 60,
    reads,
    owners,
    writeShare: settings.writeShare,
    random,
    onEditReturned: (owner, revision, at) => checker.editReturned(owner, revision, at),
    minuteOf,
  });
  note('load finished');
  await restarted;
  const checksFinished = await checker.stop();
  assertRunning();

  const rows: SummaryRow[] = [];
  for (let minute = 0; minute < settings.minutes; minute += 1) {
    rows.push(
      summarize(
        `minute ${minute + 1}`,
        60,
        load.byMinute.get(minute) ?? newMinute(),
        checker.byMinute.get(minute) ?? mergeCounts([]),
      ),
    );
  }
  // Answers that arrived after the last full minute belong to the overall figures only.
  const overall = summarize(
    'overall',
    settings.minutes * 60,
    merge(load.byMinute.values()),
    mergeCounts(checker.byMinute.values()),
  );
  rows.push(overall);
  const visible = Float64Array.from(checker.visibleAfterMs).sort();
  const counters = await varnish.counters();
  const table = markdown(rows);
  console.log(`\n${table}\n`);
  console.log(
    `edits seen through the cache after p50 ${Math.round(percentile(visible, 50))} ms, p99 ${Math.round(percentile(visible, 99))} ms, max ${Math.round(visible.at(-1) ?? NaN)} ms (${visible.length} edits checked)`,
  );
  console.log(
    `Varnish: ${counters.hits} hits, ${counters.misses} misses, ${counters.hitMisses} hit-for-miss, ${counters.passes} passes, ${counters.bans} purges, ${counters.backendRetries} retries, ${counters.backendFailures} backend failures`,
  );

  const file = `bench-results/soak-${stamp}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        database: databaseNameOf(databaseUrl),
        settings: { ...settings, databaseUrl: undefined },
        ramp,
        rampStale,
        connections,
        events,
        minutes: rows,
        table,
        editVisibleAfterMs: {
          p50: percentile(visible, 50),
          p99: percentile(visible, 99),
          max: visible.at(-1) ?? null,
          checked: visible.length,
        },
        lateStaleReads: checker.lateStaleReads,
        checkerFailures: checker.failures.slice(0, 50),
        loadErrors: load.errorMessages,
        editsUnanswered: load.lostEdits(),
        varnish: counters,
      },
      null,
      2,
    ),
  );
  console.log(`results in ${file} (HAProxy's log of failed requests: ${haproxy.logFile})`);

  const withinWindow = overall['stale ≤ window'] + rampStale.staleWithinWindow;
  const problems = [
    overall.errors > 0 &&
      `${overall.errors} socket errors or timeouts (${load.errorMessages.slice(0, 3).join('; ')})`,
    overall['not 2xx'] > 0 && `${overall['not 2xx']} answers not 2xx`,
    overall['stale > window'] > 0 &&
      `${overall['stale > window']} stale reads more than ${settings.windowMs} ms after the edit returned, e.g. ${JSON.stringify(checker.lateStaleReads.slice(0, 3))}`,
    settings.strict &&
      withinWindow > 0 &&
      `${withinWindow} stale reads within ${settings.windowMs} ms of the edit (--strict: none allowed)`,
    rampStale.staleBeyondWindow > 0 &&
      `${rampStale.staleBeyondWindow} stale reads past the window during the ramp`,
    overall['checker failed reads'] > 0 &&
      `${overall['checker failed reads']} of the checker's reads failed (${checker.failures.slice(0, 3).join('; ')})`,
    !checksFinished && 'some edits were still not visible 10 s after the load ended',
  ].filter((problem): problem is string => Boolean(problem));
  for (const problem of problems) console.error(`FAILED: ${problem}`);
  if (!settings.strict && withinWindow > 0) {
    console.log(
      `note: ${withinWindow} reads sent within ${settings.windowMs} ms of an edit's answer still showed the previous version (the purge's allowance; --strict fails on them)`,
    );
  }
  return problems.length === 0;
}

runBenchmark(main);
