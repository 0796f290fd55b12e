/**
 * `npm run bench:pages [-- options]`: what the pages people and crawlers fetch cost next to a
 * trivial route, in one run, on the production server in a process of its own (built first if
 * its sources changed) on a database `npm run bench:data` loaded (1,000,000 organizations in
 * catalyst_bench). autocannon, 10 connections, each row for --duration seconds after a short
 * unmeasured warm-up:
 *
 * | row              | asks for                                                                |
 * |------------------|-------------------------------------------------------------------------|
 * | `/health`        | the liveness probe: the HTTP stack alone                                |
 * | `/api/categories`| the trivial route every other row is compared with                     |
 * | profile API      | `/api/organizations/{slug}`, a different published profile every time   |
 * | profile HTML     | `/organizations/{slug}`, a different published profile every time       |
 * | home HTML        | `/`, the plain home page                                                |
 * | home HTML, varied| `/?q=…&country=…&categories=…&sort=…`, the discovery benchmark's mix, each new |
 * | popular pages    | profiles (page and API) Zipf-popular over --popular profiles, the home page plain and under popular filters, the listing API |
 *
 * With --rounds N the rows are measured in turn N times, each row's figures then joined: the
 * machine's speed drifts over a run (other work on the host), and rows measured in turn meet
 * the same drift, where rows measured one after the other each meet their own.
 *
 * It prints a markdown table (req/s, p50, p99, share of `/api/categories`' req/s, answers that
 * were not 2xx) and writes bench-results/pages-throughput-*.json. Any answer other than 2xx,
 * or a socket error, makes the exit code 1.
 *
 * Options:
 *   --database-url URL   the loaded database (default BENCH_DATABASE_URL, else catalyst_bench);
 *                        read only: profiles' slugs come from it
 *   --base-url URL       measure a server (or a cache in front of one) already running there
 *                        instead of starting one, e.g. http://127.0.0.1:7410 for Varnish
 *   --port N             the port of the server it starts (default 7400)
 *   --duration S         seconds per row (default 20); --warm-up S before each (default 3)
 *   --rounds N           measure the rows in turn N times (default 1); each row's req/s is
 *                        the mean of its rounds, p50 the median, p99 the highest
 *   --connections N      (default 10)
 *   --rows a,b           only these rows: health, categories, profile-api, profile-html, home,
 *                        home-varied, popular (categories always runs: it is the yardstick)
 *   --popular N          profiles in the popular mix (default 5000); --zipf E its exponent (1)
 *   --seed N             which profiles and queries (default 1)
 *   --ready-timeout S    how long the server may take to answer /ready (default 900)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seededRandom } from '../test/seeded-random.js';
import { BENCH_DATABASE_URL, databaseNameOf } from './bench-database.js';
import { buildProductIfStale, startProductionServer } from './production-server.js';
import { onCleanup, runBenchmark } from './stack/cleanup.js';
import {
  ACCEPT_HTML,
  ACCEPT_JSON,
  measureRow,
  type NextRequest,
  type RowResult,
} from './throughput/measure-row.js';
import {
  discoveryTaxonomy,
  distinctSlugs,
  homePathOf,
  listingQueries,
  popularMix,
  publishedSlugs,
} from './throughput/traffic.js';

const ROW_IDS = [
  'health',
  'categories',
  'profile-api',
  'profile-html',
  'home',
  'home-varied',
  'popular',
] as const;
type RowId = (typeof ROW_IDS)[number];

const YARDSTICK: RowId = 'categories';

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: BENCH_DATABASE_URL },
      'base-url': { type: 'string' },
      port: { type: 'string', default: '7400' },
      duration: { type: 'string', default: '20' },
      'warm-up': { type: 'string', default: '3' },
      rounds: { type: 'string', default: '1' },
      connections: { type: 'string', default: '10' },
      rows: { type: 'string', default: ROW_IDS.join(',') },
      popular: { type: 'string', default: '5000' },
      zipf: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      'ready-timeout': { type: 'string', default: '900' },
    },
  });
  const whole = (name: keyof typeof values, least = 1) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`--${name} must be a whole number of at least ${least}, not ${values[name]}`);
    }
    return value;
  };
  const rows = values.rows.split(',').map((row) => row.trim());
  const unknown = rows.filter((row) => !(ROW_IDS as readonly string[]).includes(row));
  if (unknown.length > 0) {
    throw new Error(`--rows: unknown ${unknown.join(', ')}; known: ${ROW_IDS.join(', ')}`);
  }
  const zipfExponent = Number(values.zipf);
  if (!(zipfExponent > 0)) throw new Error('--zipf must be a positive number');
  return {
    databaseUrl: values['database-url'],
    baseUrl: values['base-url']?.replace(/\/$/, ''),
    port: whole('port'),
    seconds: whole('duration'),
    warmUpSeconds: whole('warm-up', 0),
    rounds: whole('rounds'),
    connections: whole('connections'),
    rows: ROW_IDS.filter((row) => row === YARDSTICK || rows.includes(row)),
    popular: whole('popular'),
    zipfExponent,
    seed: whole('seed', 0),
    readyTimeoutMs: whole('ready-timeout') * 1000,
  };
}

type Settings = ReturnType<typeof options>;

interface RowPlan {
  id: RowId;
  label: string;
  next: () => NextRequest;
  /** How many addresses the measured part asked for more than once; undefined: not a goal. */
  repeats?: () => number;
}

/** The server to measure: one given by --base-url, or the production build started here. */
async function serverUnderTest(settings: Settings, stamp: string) {
  if (settings.baseUrl) {
    return { url: settings.baseUrl, readySeconds: null, gone: () => undefined };
  }
  buildProductIfStale();
  const logFile = `bench-results/pages-throughput-server-${stamp}.log`;
  console.log(
    `starting the production server on ${databaseNameOf(settings.databaseUrl)}, port ${settings.port}`,
  );
  const server = await startProductionServer({
    databaseUrl: settings.databaseUrl,
    logFile,
    port: settings.port,
    waitFor: 'ready',
    readyTimeoutMs: settings.readyTimeoutMs,
  });
  let stopping = false;
  let gone: string | undefined;
  void server.exited.then((how) => {
    if (!stopping) gone = `the server ended (${how}) while being measured; see ${logFile}`;
  });
  onCleanup('the production server', () => {
    stopping = true;
    return server.stop();
  });
  console.log(`ready in ${server.readySeconds.toFixed(1)} s (server output in ${logFile})`);
  return { url: server.url, readySeconds: server.readySeconds, gone: () => gone };
}

async function plans(settings: Settings, baseUrl: string): Promise<RowPlan[]> {
  console.log(`reading published profiles from ${databaseNameOf(settings.databaseUrl)}`);
  const slugs = await publishedSlugs(settings.databaseUrl, settings.seed);
  const random = seededRandom(settings.seed);
  const taxonomy = await discoveryTaxonomy(baseUrl);
  // Disjoint ranges: the profile page row never meets a profile the API row warmed, and the
  // popular profiles are neither.
  const popularProfiles = slugs.slice(-settings.popular);
  const distinctRange = Math.floor((slugs.length - popularProfiles.length) / 2);
  const apiSlugs = distinctSlugs(slugs, 0, distinctRange);
  const pageSlugs = distinctSlugs(slugs, distinctRange, 2 * distinctRange);
  const varied = listingQueries(taxonomy, random);
  const popularQueries = Array.from({ length: 50 }, () => varied.next());

  const all: RowPlan[] = [
    { id: 'health', label: '`/health`', next: () => ({ path: '/health', headers: ACCEPT_JSON }) },
    {
      id: 'categories',
      label: '`/api/categories`',
      next: () => ({ path: '/api/categories', headers: ACCEPT_JSON }),
    },
    {
      id: 'profile-api',
      label: 'profile API, distinct profiles',
      next: () => ({ path: `/api/organizations/${apiSlugs.next()}`, headers: ACCEPT_JSON }),
      repeats: apiSlugs.wraps,
    },
    {
      id: 'profile-html',
      label: 'profile HTML, distinct profiles',
      next: () => ({ path: `/organizations/${pageSlugs.next()}`, headers: ACCEPT_HTML }),
      repeats: pageSlugs.wraps,
    },
    { id: 'home', label: 'home HTML, plain', next: () => ({ path: '/', headers: ACCEPT_HTML }) },
    {
      id: 'home-varied',
      label: 'home HTML, distinct filters and searches',
      next: () => ({ path: homePathOf(varied.next()), headers: ACCEPT_HTML }),
      repeats: varied.repeats,
    },
    {
      id: 'popular',
      label: `popular pages (Zipf ${settings.zipfExponent} over ${settings.popular.toLocaleString('en')} profiles, home)`,
      next: popularMix({
        profiles: popularProfiles,
        exponent: settings.zipfExponent,
        popularQueries,
        random,
      }),
    },
  ];
  return all.filter((plan) => settings.rows.includes(plan.id));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One row's rounds as one result: mean req/s, median p50 and p90, the highest p99 and max. */
function joinRounds(results: RowResult[]): RowResult {
  if (results.length === 1) return results[0]!;
  const sum = (pick: (result: RowResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  return {
    requests: sum((result) => result.requests),
    requestsPerSecond: Math.round(sum((result) => result.requestsPerSecond) / results.length),
    p50: median(results.map((result) => result.p50)),
    p90: median(results.map((result) => result.p90)),
    p99: Math.max(...results.map((result) => result.p99)),
    max: Math.max(...results.map((result) => result.max)),
    statuses,
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
  };
}

function markdownTable(rows: { label: string; result: RowResult }[], yardstick: number): string {
  const lines = [
    '| row | req/s | p50 | p99 | vs `/api/categories` | not 2xx |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { label, result } of rows) {
    const share =
      yardstick > 0 ? `${Math.round((100 * result.requestsPerSecond) / yardstick)}%` : '–';
    const failed = result.non2xx + result.errors + result.timeouts;
    lines.push(
      `| ${label} | ${result.requestsPerSecond.toLocaleString('en')} | ${result.p50} ms | ${result.p99} ms | ${share} | ${failed} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<boolean> {
  const settings = options();
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const server = await serverUnderTest(settings, stamp);
  const rows = await plans(settings, server.url);

  const rounds = new Map(rows.map((plan) => [plan.id, [] as RowResult[]]));
  const repeated = new Map<RowId, number>();
  for (let round = 1; round <= settings.rounds; round += 1) {
    if (settings.rounds > 1) console.log(`round ${round} of ${settings.rounds}`);
    for (const plan of rows) {
      console.log(
        `${plan.label}: ${settings.warmUpSeconds} s warm-up, then ${settings.seconds} s, ${settings.connections} connections`,
      );
      if (settings.warmUpSeconds > 0) {
        await measureRow({
          url: server.url,
          connections: settings.connections,
          seconds: settings.warmUpSeconds,
          next: plan.next,
        });
      }
      const repeatsBefore = plan.repeats?.() ?? 0;
      const result = await measureRow({
        url: server.url,
        connections: settings.connections,
        seconds: settings.seconds,
        next: plan.next,
      });
      const gone = server.gone();
      if (gone) throw new Error(gone);
      if (plan.repeats) {
        repeated.set(plan.id, (repeated.get(plan.id) ?? 0) + plan.repeats() - repeatsBefore);
      }
      rounds.get(plan.id)!.push(result);
      console.log(
        `  ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, statuses ${JSON.stringify(result.statuses)}`,
      );
    }
  }
  const measured = rows.map((plan) => ({
    id: plan.id,
    label: plan.label,
    result: joinRounds(rounds.get(plan.id)!),
    rounds: rounds.get(plan.id)!.map((result) => result.requestsPerSecond),
    repeats: repeated.get(plan.id),
  }));

  const yardstick = measured.find((row) => row.id === YARDSTICK)?.result.requestsPerSecond ?? 0;
  const table = markdownTable(measured, yardstick);
  const file = `bench-results/pages-throughput-${stamp}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        database: databaseNameOf(settings.databaseUrl),
        target: settings.baseUrl ?? 'production server started by the benchmark',
        serverReadySeconds: server.readySeconds,
        connections: settings.connections,
        secondsPerRow: settings.seconds,
        rounds: settings.rounds,
        seed: settings.seed,
        rows: measured.map((row) => ({
          ...row,
          shareOfCategories: yardstick > 0 ? row.result.requestsPerSecond / yardstick : null,
        })),
        table,
      },
      null,
      2,
    ),
  );
  console.log(`\n${table}\n`);
  for (const row of measured) {
    if (row.repeats) {
      console.log(`note: ${row.label} ran out of new addresses ${row.repeats} time(s)`);
    }
  }
  console.log(`results in ${file}`);
  const failures = measured.filter(
    ({ result }) => result.non2xx + result.errors + result.timeouts > 0,
  );
  for (const { label, result } of failures) {
    console.error(
      `${label}: ${result.non2xx} answers not 2xx ${JSON.stringify(result.statuses)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return failures.length === 0;
}

runBenchmark(main);
