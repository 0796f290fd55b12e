/**
 * `npm run bench [-- --database-url URL]`: the discovery API under traffic that looks real,
 * against the production server in a process of its own (built first if its sources changed)
 * on a database `npm run bench:data` loaded. Through HTTP only:
 *
 * - cold: requests one at a time, each a combination no earlier one asked (searches drawn from
 *   the data's vocabulary, prefixes, typos, accents; filters; orders; pages deep through
 *   nextCursor), with p50/p99/max per kind and the slowest addresses;
 * - concurrent: 10 connections for 20 s over the same mix, then a trivial route (the category list)
 *   the same way, and the ratio of their throughputs.
 *
 * Targets: cold p99 <= 30 ms; listing throughput >= 25% of the trivial route's; every answer
 * 200. Missed targets make the exit code 1. Results go to bench-results/discovery-*.json.
 * The URL defaults to BENCH_DATABASE_URL, else the local catalyst_bench.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Category, Country, OrganizationList } from '@catalyst/shared';
import pg from 'pg';
import { seededRandom } from '../test/seeded-random.js';
import { BENCH_DATABASE_URL, databaseNameOf } from './bench-database.js';
import { runCold } from './discovery/cold-run.js';
import { measureConcurrently, mixedPaths } from './discovery/concurrent-run.js';
import { reportDiscovery } from './discovery/discovery-report.js';
import {
  distinctRequests,
  listingRequestGenerator,
  type DiscoveryTaxonomy,
} from './discovery/listing-requests.js';
import { timedGetter } from './discovery/timed-get.js';
import { buildProductIfStale, startProductionServer } from './production-server.js';

/**
 * The trivial route the listing is measured against: the category list, one small table
 * read and answered through the same stack (envelope, serialization, compression). A
 * constant answer (robots.txt) would measure the HTTP server alone, which no API route nears.
 */
const TRIVIAL_ROUTE = '/api/categories';

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: BENCH_DATABASE_URL },
      'cold-requests': { type: 'string', default: '3000' },
      'warm-up': { type: 'string', default: '100' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      'ready-timeout': { type: 'string', default: '900' },
    },
  });
  const whole = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`--${name} must be a whole number, not ${values[name]}`);
    }
    return value;
  };
  return {
    url: values['database-url'],
    coldRequests: whole('cold-requests'),
    warmUp: whole('warm-up'),
    connections: whole('connections'),
    seconds: whole('duration'),
    seed: whole('seed'),
    readyTimeoutMs: whole('ready-timeout') * 1000,
  };
}

/** Refuses early, with the command to run, when there is nothing to measure. */
async function assertLoaded(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ loaded: boolean }>(
      `select exists (select 1 from organizations where status = 'published') as loaded`,
    );
    if (rows[0]?.loaded) return;
  } catch {
    // Missing database or schema: the same advice applies.
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error(
    `${databaseNameOf(url)} holds no published organizations: load some first with\n  npm run bench:data -- --organizations 20000 --database-url ${url}`,
  );
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function main() {
  const settings = options();
  await assertLoaded(settings.url);
  buildProductIfStale();

  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const logFile = `bench-results/discovery-server-${stamp}.log`;
  console.log(`starting the production server on ${databaseNameOf(settings.url)}`);
  const server = await startProductionServer({
    databaseUrl: settings.url,
    logFile,
    readyTimeoutMs: settings.readyTimeoutMs,
  });
  console.log(`ready in ${server.readySeconds.toFixed(1)} s (server output in ${logFile})`);

  const timed = timedGetter(server.url);
  try {
    const firstAnswer = await timed.get('/api/organizations');
    if (firstAnswer.status !== 200) {
      throw new Error(
        `the first listing answered ${firstAnswer.status}: ${firstAnswer.body.slice(0, 300)}`,
      );
    }
    const directoryTotal = (JSON.parse(firstAnswer.body) as { data: OrganizationList }).data.total;
    console.log(
      `${directoryTotal.toLocaleString('en')} published organizations; first listing answered in ${firstAnswer.ms.toFixed(1)} ms`,
    );
    const taxonomy: DiscoveryTaxonomy = {
      categories: await getJson<Category[]>(server.url, '/api/categories'),
      countries: (await getJson<Country[]>(server.url, '/api/organizations/active-countries')).map(
        (country) => country.code,
      ),
    };

    const random = seededRandom(settings.seed);
    const seen = new Set<string>([
      // The first listing above was the plain newest-first page: it is not cold any more.
      '',
    ]);
    const nextFirstPage = distinctRequests(listingRequestGenerator(taxonomy, random), seen);

    console.log(
      `cold: ${settings.warmUp} warm-up requests, then ${settings.coldRequests} measured, one at a time`,
    );
    const cold = await runCold({
      get: timed.get,
      nextFirstPage,
      random,
      requests: settings.coldRequests,
      warmUp: settings.warmUp,
      onProgress: (done) => process.stdout.write(`  ${done} measured\n`),
    });
    const deepShare =
      cold.samples.filter((sample) => sample.request.kind === 'deep cursor').length /
      Math.max(1, cold.samples.length);

    console.log(
      `concurrent: ${settings.connections} connections, ${settings.seconds} s on the listing mix, then ${settings.seconds} s on ${TRIVIAL_ROUTE}`,
    );
    const mix = mixedPaths({
      nextFirstPage,
      unfollowedPages: cold.unfollowedPages,
      deepShare,
      random,
    });
    const concurrently = {
      url: server.url,
      connections: settings.connections,
      seconds: settings.seconds,
    };
    const listing = await measureConcurrently({ ...concurrently, nextPath: mix.next });
    const trivial = await measureConcurrently({ ...concurrently, nextPath: () => TRIVIAL_ROUTE });

    const targets = reportDiscovery(
      {
        database: databaseNameOf(settings.url),
        organizations: directoryTotal,
        seed: settings.seed,
        server: { readySeconds: server.readySeconds, firstListingMs: firstAnswer.ms },
        cold: { ...cold, warmUp: settings.warmUp },
        concurrent: {
          connections: settings.connections,
          seconds: settings.seconds,
          deepShare,
          deepPagesReused: mix.deepPagesReused(),
          listing,
          trivialRoute: TRIVIAL_ROUTE,
          trivial,
        },
      },
      `bench-results/discovery-${stamp}.json`,
    );
    process.exitCode = targets.every((verdict) => verdict.met) ? 0 : 1;
  } finally {
    timed.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
