/**
 * `node --import tsx apps/server/bench/pages.bench.ts [-- --database-url URL]`: server-rendered
 * pages as a first visit meets them, on the production server in a process of its own (built
 * first if its sources changed) on a database `npm run bench:data` loaded:
 *
 * - time to first byte and to the last byte of distinct profiles (each slug asked once, drawn
 *   at random from the published ones) and of the home page under distinct filters, searches
 *   and orders (the discovery benchmark's request mix), one request at a time;
 * - first contentful paint of distinct profiles in Debian's Chromium, unthrottled, each in a
 *   fresh context (no cache).
 *
 * Prints p50/p90/p99/max per kind; results go to bench-results/pages-*.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import type { Category, Country } from '@catalyst/shared';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { seededRandom } from '../test/seeded-random.js';
import { BENCH_DATABASE_URL, databaseNameOf } from './bench-database.js';
import { distinctRequests, listingRequestGenerator } from './discovery/listing-requests.js';
import { buildProductIfStale, startProductionServer } from './production-server.js';

const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: BENCH_DATABASE_URL },
      profiles: { type: 'string', default: '500' },
      homes: { type: 'string', default: '200' },
      paints: { type: 'string', default: '30' },
      seed: { type: 'string', default: '1' },
      'ready-timeout': { type: 'string', default: '900' },
    },
  });
  const whole = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be at least 1`);
    return value;
  };
  return {
    url: values['database-url'],
    profiles: whole('profiles'),
    homes: whole('homes'),
    paints: whole('paints'),
    seed: whole('seed'),
    readyTimeoutMs: whole('ready-timeout') * 1000,
  };
}

interface PageTiming {
  path: string;
  status: number;
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
}

/** One GET for an HTML page over a kept-alive connection, as a browser asks for it. */
function timedPage(agent: Agent, base: URL, path: string): Promise<PageTiming> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      },
      (response) => {
        const firstByteMs = performance.now() - start;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            path,
            status: response.statusCode ?? 0,
            firstByteMs,
            lastByteMs: performance.now() - start,
            bytes,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

async function publishedSlugs(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A sample of the table's pages, then a random order: distinct, spread over the data.
    const { rows } = await client.query<{ slug: string }>(
      `select slug from organizations tablesample system (2)
        where status = 'published' order by random() limit $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} published organizations found`);
    return rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** First contentful paint of each page, each in a fresh context so nothing is cached. */
async function paints(baseUrl: string, paths: string[]): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const measured: number[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      await page.waitForFunction(firstPaint);
      const fcp = (await page.evaluate(firstPaint)) ?? NaN;
      measured.push(fcp);
      await context.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}

async function main() {
  const settings = options();
  const slugs = await publishedSlugs(settings.url, settings.profiles + settings.paints);
  buildProductIfStale();
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const logFile = `bench-results/pages-server-${stamp}.log`;
  console.log(`starting the production server on ${databaseNameOf(settings.url)}`);
  const server = await startProductionServer({
    databaseUrl: settings.url,
    logFile,
    readyTimeoutMs: settings.readyTimeoutMs,
  });
  console.log(`ready in ${server.readySeconds.toFixed(1)} s`);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(server.url);
  try {
    // The server's own first answers (code loaded, caches filled) are not a visitor's.
    for (const path of ['/', '/about', `/organizations/${slugs.at(-1)}`]) {
      await timedPage(agent, base, path);
    }

    const profiles: PageTiming[] = [];
    for (const slug of slugs.slice(0, settings.profiles)) {
      profiles.push(await timedPage(agent, base, `/organizations/${slug}`));
    }

    const taxonomy = {
      categories: await getJson<Category[]>(server.url, '/api/categories'),
      countries: (await getJson<Country[]>(server.url, '/api/organizations/active-countries')).map(
        (country) => country.code,
      ),
    };
    const nextListing = distinctRequests(
      listingRequestGenerator(taxonomy, seededRandom(settings.seed)),
    );
    const homes: PageTiming[] = [];
    for (let index = 0; index < settings.homes; index += 1) {
      const { path } = nextListing();
      const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
      // The home page takes the listing's own parameters; further pages are a cursor away.
      homes.push(await timedPage(agent, base, `/${query.replace(/[?&]cursor=[^&]*/, '')}`));
    }

    const fcp = await paints(
      server.url,
      slugs.slice(settings.profiles).map((slug) => `/organizations/${slug}`),
    );

    const failed = [...profiles, ...homes].filter((timing) => timing.status !== 200);
    const results = {
      database: databaseNameOf(settings.url),
      profileFirstByteMs: summary(profiles.map((t) => t.firstByteMs)),
      profileLastByteMs: summary(profiles.map((t) => t.lastByteMs)),
      profileCompressedBytes: summary(profiles.map((t) => t.bytes)),
      homeFirstByteMs: summary(homes.map((t) => t.firstByteMs)),
      homeLastByteMs: summary(homes.map((t) => t.lastByteMs)),
      profileFirstContentfulPaintMs: summary(fcp),
      slowestHomes: [...homes]
        .sort((a, b) => b.firstByteMs - a.firstByteMs)
        .slice(0, 5)
        .map((t) => ({ path: t.path, firstByteMs: Math.round(t.firstByteMs * 10) / 10 })),
      failed: failed.map((t) => `${t.status} ${t.path}`),
    };
    const file = `bench-results/pages-${stamp}.json`;
    writeFileSync(file, JSON.stringify(results, null, 2));
    console.table({
      'profile, first byte (ms)': results.profileFirstByteMs,
      'profile, last byte (ms)': results.profileLastByteMs,
      'home, first byte (ms)': results.homeFirstByteMs,
      'home, last byte (ms)': results.homeLastByteMs,
      'profile, first contentful paint (ms)': results.profileFirstContentfulPaintMs,
    });
    console.log('slowest home pages:', results.slowestHomes);
    console.log(`results in ${file}`);
    if (failed.length > 0) {
      console.error(`${failed.length} page(s) did not answer 200:`, results.failed.slice(0, 10));
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();
