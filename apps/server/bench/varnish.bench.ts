/**
 * `npm run bench:varnish [-- options]`: the product behind a real Varnish (Debian's varnishd)
 * with the repository's VCL, deploy/varnish/catalyst.vcl, in front of two production
 * instances (each in a process of its own, built first if its sources changed) whose
 * CACHE_PURGE_URL points at it:
 *
 * 1. Headers: a profile page and its API read from an instance and through Varnish: the
 *    instance's Cache-Control, ETag and Surrogate-Key, Varnish's verdict on a second read
 *    (X-Cache HIT), and no Surrogate-Key or Cache-Tag reaching the client.
 * 2. Edits visible within a second: --edits times, an owner's profile page and API, and the
 *    directory's search for its name (page and answer, which show its card), are read
 *    through Varnish until it serves them from its store, the owner edits the description
 *    through Varnish (PUT /api/organizations/{id}), and all four are read through Varnish every
 *    --poll ms until they show the edit. Target: every edit visible within 1 s (p50 and max
 *    reported), and each page stored before the edit (a cache that stores nothing proves
 *    nothing).
 * 3. A read-heavy mix, 99.9% reads of popular pages and APIs (the bench:pages popular mix)
 *    and 0.1% owners' edits (--write-share), wrk with 10 connections, directly to one
 *    instance and then through Varnish, each after a warm-up that fills the caches. Target: at
 *    least 10x the requests per second through Varnish, no failed answer. An edit passes
 *    through the cache to an instance, and the share of edits bounds the speed-up whatever
 *    the cache does: at a fixed share, the faster row also writes that much more often. At 1%,
 *    ten times one instance's 860 requests a second would be 86 edits a second, and at some
 *    25 ms of CPU each (the write, both instances applying it, the purge) more than this
 *    machine's two cores. 0.1% at 13,000 requests a second is still 13 edits a second: every
 *    organization of a million edited each day.
 *
 * Figures go to bench-results/varnish-*.json; a missed target makes the exit code 1. Every
 * process and folder it started is removed at the end, on an error and on Ctrl-C.
 *
 * Options:
 *   --database-url URL   a database it may write into (owners and edits are added);
 *                        without it, a fresh one of --organizations (default 100000)
 *                        published organizations, catalyst_bench_varnish, dropped at the end
 *                        unless --keep. catalyst_bench itself is refused: copy it first.
 *   --varnish-port N     (default 7410); --instance-ports A,B (default 7411,7412)
 *   --edits N            edits measured (default 20); --poll MS between reads (default 50)
 *   --duration S         seconds of each mix run (default 20); --warm-up S (default 10)
 *   --connections N      (default 10); --write-share F (default 0.001); --owners N (default 20)
 *   --popular N          profiles in the mix (default 2000, each asked once before the mix
 *                        runs); --zipf E (default 1); --seed N
 *   --ready-timeout S    how long an instance may take to answer /ready (default 900)
 *   --load-generator G   wrk (default; Debian's `wrk`, apt-get install -y wrk) or autocannon.
 *                        Through Varnish, autocannon's one JavaScript thread is what saturates
 *                        first (about 3,000 req/s on two cores): the speed-up it shows is the
 *                        load generator's limit, not the cache's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seededRandom } from '../test/seeded-random.js';
import { databaseNameOf } from './bench-database.js';
import { buildProductIfStale } from './production-server.js';
import { runBenchmark } from './stack/cleanup.js';
import { startInstances, type Instance } from './stack/instances.js';
import { edit, prepareOwners, type Owner } from './stack/owners.js';
import { changedPages, readPage, type PageRead } from './stack/page-reads.js';
import { waitForAnswer } from './stack/processes.js';
import { startVarnish, type Varnish } from './stack/varnish.js';
import { writableDatabase } from './stack/writable-database.js';
import { ACCEPT_HTML, ACCEPT_JSON, measureRow, type RowResult } from './throughput/measure-row.js';
import { measureRowWithWrk } from './throughput/measure-row-wrk.js';
import { readWriteMix } from './throughput/read-write-mix.js';
import {
  discoveryTaxonomy,
  fetchAll,
  listingQueries,
  popularAddresses,
  popularMix,
  publishedSlugs,
} from './throughput/traffic.js';

const VISIBLE_WITHIN_MS = 1_000;
const SPEED_UP_TARGET = 10;
/** A share as people write it: 99%, 0.1%. */
function percent(share: number): string {
  return `${Number((share * 100).toPrecision(3))}%`;
}

/** How long an edit is polled for before it counts as never seen. */
const GIVE_UP_MS = 5_000;

function options() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      organizations: { type: 'string', default: '100000' },
      keep: { type: 'boolean', default: false },
      'varnish-port': { type: 'string', default: '7410' },
      'instance-ports': { type: 'string', default: '7411,7412' },
      edits: { type: 'string', default: '20' },
      poll: { type: 'string', default: '50' },
      duration: { type: 'string', default: '20' },
      'warm-up': { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'write-share': { type: 'string', default: '0.001' },
      owners: { type: 'string', default: '20' },
      popular: { type: 'string', default: '2000' },
      zipf: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      'ready-timeout': { type: 'string', default: '900' },
      'load-generator': { type: 'string', default: 'wrk' },
    },
  });
  const whole = (name: keyof typeof values, least = 1) => {
    const value = Number(String(values[name]).replaceAll('_', ''));
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`--${name} must be a whole number of at least ${least}`);
    }
    return value;
  };
  const share = Number(values['write-share']);
  if (!(share >= 0 && share < 1)) throw new Error('--write-share must be from 0 to below 1');
  const loadGenerator = values['load-generator'];
  if (loadGenerator !== 'wrk' && loadGenerator !== 'autocannon') {
    throw new Error('--load-generator must be wrk or autocannon');
  }
  const ports = values['instance-ports'].split(',').map(Number);
  if (ports.length !== 2 || ports.some((port) => !Number.isInteger(port))) {
    throw new Error('--instance-ports must be two ports, e.g. 7411,7412');
  }
  return {
    databaseUrl: values['database-url'],
    organizations: whole('organizations'),
    varnishPort: whole('varnish-port'),
    instancePorts: [ports[0]!, ports[1]!] as [number, number],
    edits: whole('edits'),
    pollMs: whole('poll'),
    seconds: whole('duration'),
    warmUpSeconds: whole('warm-up', 0),
    connections: whole('connections'),
    writeShare: share,
    owners: whole('owners'),
    popular: whole('popular'),
    zipfExponent: Number(values.zipf),
    seed: whole('seed', 0),
    readyTimeoutMs: whole('ready-timeout') * 1000,
    loadGenerator,
  };
}

type Settings = ReturnType<typeof options>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  );
}

/** What the caching headers look like from an instance and through Varnish. */
async function headerCheck(instance: Instance, varnish: Varnish, owner: Owner) {
  const rows = [];
  for (const page of changedPages(owner.slug)) {
    const direct = await readPage(instance.url, page);
    await readPage(varnish.url, page);
    const second = await readPage(varnish.url, page);
    rows.push({
      path: page.path,
      'instance: Cache-Control': direct.cacheControl ?? '(none)',
      'instance: ETag': direct.etag ?? '(none)',
      'instance: Surrogate-Key': direct.surrogateKey ?? '(none)',
      'Varnish, 2nd read': second.cache ?? '(none)',
      'keys reach the client': second.surrogateKey !== null || second.cacheTag !== null,
    });
  }
  console.table(rows);
  return rows;
}

interface EditTiming {
  edit: number;
  slug: string;
  /** Whether Varnish served every page from its store before the edit. */
  storedBefore: boolean;
  warmVerdicts: string[];
  /** From the edit's answer until every page showed it through Varnish; null: never. */
  visibleAfterMs: number | null;
  reads: number;
}

/**
 * The directory's search for an organization's name, as a page and as an answer: they show
 * its card, so its edit must reach them too (through the `org-{id}` key they carry).
 */
function searchesShowing(owner: Owner) {
  const query = `q=${encodeURIComponent(owner.profile.name)}`;
  return [
    { path: `/?${query}`, headers: ACCEPT_HTML },
    { path: `/api/organizations?${query}`, headers: ACCEPT_JSON },
  ];
}

/** Reads `page` through Varnish until it comes from the store (at most 3 reads). */
async function warm(varnish: Varnish, page: { path: string; headers: Record<string, string> }) {
  let read: PageRead | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    read = await readPage(varnish.url, page);
    if (read.status !== 200) throw new Error(`GET ${page.path} answered ${read.status}`);
    if (read.cache === 'HIT') break;
  }
  return read!;
}

async function measureEdits(settings: Settings, varnish: Varnish, owners: Owner[]) {
  const timings: EditTiming[] = [];
  for (let index = 0; index < settings.edits; index += 1) {
    const owner = owners[index % owners.length]!;
    const pages = [...changedPages(owner.slug), ...searchesShowing(owner)];
    const warmed = await Promise.all(pages.map((page) => warm(varnish, page)));
    const revision = owner.revision + 1;
    const returnedAt = await edit(varnish.url, owner, revision);
    let reads = 0;
    let visibleAfterMs: number | null = null;
    const pending = new Set(pages);
    while (performance.now() - returnedAt < GIVE_UP_MS) {
      const asked = [...pending];
      const results = await Promise.all(asked.map((page) => readPage(varnish.url, page)));
      reads += results.length;
      asked.forEach((page, position) => {
        if (results[position]!.revision >= revision) pending.delete(page);
      });
      if (pending.size === 0) {
        visibleAfterMs = performance.now() - returnedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, settings.pollMs));
    }
    timings.push({
      edit: index + 1,
      slug: owner.slug,
      storedBefore: warmed.every((read) => read.cache === 'HIT'),
      warmVerdicts: warmed.map((read) => `${read.path}: ${read.cache} (${read.cacheControl})`),
      visibleAfterMs: visibleAfterMs === null ? null : Math.round(visibleAfterMs),
      reads,
    });
    console.log(
      `  edit ${index + 1}: ${visibleAfterMs === null ? `not visible after ${GIVE_UP_MS} ms` : `visible after ${Math.round(visibleAfterMs)} ms`}; stored before: ${warmed.map((read) => read.cache).join(', ')}`,
    );
  }
  return timings;
}

function mixRow(label: string, result: RowResult) {
  return {
    target: label,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'max ms': result.max,
    statuses: JSON.stringify(result.statuses),
    'errors+timeouts': result.errors + result.timeouts,
  };
}

async function main(): Promise<boolean> {
  const settings = options();
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const databaseUrl = await writableDatabase({
    databaseUrl: settings.databaseUrl,
    organizations: settings.organizations,
    freshName: 'catalyst_bench_varnish',
  });
  buildProductIfStale();

  const varnish = await startVarnish({
    port: settings.varnishPort,
    backendPorts: settings.instancePorts,
    logFile: `bench-results/varnish-varnishd-${stamp}.log`,
  });
  console.log(`varnishd on ${varnish.url} (${varnish.workDir})`);
  const instances = await startInstances(settings.instancePorts, {
    databaseUrl,
    purgeUrl: varnish.purgeUrl,
    proxies: 1,
    publicUrl: varnish.url,
    readyTimeoutMs: settings.readyTimeoutMs,
    logPrefix: `bench-results/varnish-${stamp}`,
  });
  // Varnish's probes need two good answers before an instance joins the pool.
  await waitForAnswer(`${varnish.url}/ready`, { timeoutMs: 30_000 });

  const slugs = await publishedSlugs(databaseUrl, settings.seed);
  const popular = slugs.slice(0, settings.popular);
  const step = Math.max(1, Math.floor(popular.length / settings.owners));
  const ownedSlugs = Array.from({ length: settings.owners }, (_, index) => popular[index * step]!);
  const owners = await prepareOwners({
    databaseUrl,
    instanceUrl: instances[0].url,
    origin: varnish.url,
    proxies: 1,
    slugs: ownedSlugs,
  });
  console.log(`${owners.length} owners signed in`);

  console.log('\n1. caching headers, from an instance and through Varnish');
  const headers = await headerCheck(instances[0], varnish, owners[0]!);

  console.log(
    `\n2. ${settings.edits} edits through Varnish, each read back every ${settings.pollMs} ms`,
  );
  const edits = await measureEdits(settings, varnish, owners);
  const seen = edits.flatMap((timing) =>
    timing.visibleAfterMs === null ? [] : [timing.visibleAfterMs],
  );
  const editSummary = {
    edits: edits.length,
    storedBefore: edits.filter((timing) => timing.storedBefore).length,
    visible: seen.length,
    p50Ms: seen.length ? percentile(seen, 50) : null,
    maxMs: seen.length ? Math.max(...seen) : null,
    withinTarget: edits.filter(
      (timing) => timing.visibleAfterMs !== null && timing.visibleAfterMs <= VISIBLE_WITHIN_MS,
    ).length,
  };

  console.log(
    `\n3. ${percent(1 - settings.writeShare)} reads of popular pages, ${percent(settings.writeShare)} edits: ${settings.connections} connections, ${settings.seconds} s each`,
  );
  const random = seededRandom(settings.seed);
  const taxonomy = await discoveryTaxonomy(instances[0].url);
  const queries = listingQueries(taxonomy, random);
  const popularQueries = Array.from({ length: 50 }, () => queries.next());
  const reads = popularMix({
    profiles: popular,
    exponent: settings.zipfExponent,
    popularQueries,
    random,
  });
  const everyPopularAddress = popularAddresses({ profiles: popular, popularQueries });
  let firstRevision = Math.max(...owners.map((owner) => owner.revision)) + 1_000;
  const runMix = async (url: string) => {
    const mix = readWriteMix({
      reads,
      owners,
      writeShare: settings.writeShare,
      random,
      firstRevision,
    });
    const row = { url, connections: settings.connections, next: mix.next };
    // Steady state, not a cold start: each popular address asked once, as a cache that has
    // been up a while (and an instance's own memory of pages) would hold them.
    const prewarmStart = performance.now();
    const prewarmFailed = await fetchAll(url, everyPopularAddress, settings.connections);
    if (prewarmFailed > 0) throw new Error(`${prewarmFailed} popular addresses did not answer 2xx`);
    console.log(
      `  ${url}: ${everyPopularAddress.length} popular addresses asked once in ${((performance.now() - prewarmStart) / 1000).toFixed(1)} s`,
    );
    const measure = settings.loadGenerator === 'wrk' ? measureRowWithWrk : measureRow;
    if (settings.warmUpSeconds > 0) await measure({ ...row, seconds: settings.warmUpSeconds });
    const before = await varnish.counters();
    const result = await measure({ ...row, seconds: settings.seconds });
    const after = await varnish.counters();
    firstRevision = mix.lastRevision() + 1;
    for (const instance of instances) {
      const gone = instance.unexpectedEnd();
      if (gone) throw new Error(gone);
    }
    return {
      result,
      varnish: {
        hits: after.hits - before.hits,
        misses: after.misses - before.misses,
        hitMisses: after.hitMisses - before.hitMisses,
        passes: after.passes - before.passes,
        bans: after.bans - before.bans,
        backendRetries: after.backendRetries - before.backendRetries,
      },
    };
  };
  const direct = await runMix(instances[0].url);
  console.log(`  directly to one instance: ${direct.result.requestsPerSecond} req/s`);
  const cached = await runMix(varnish.url);
  console.log(`  through Varnish: ${cached.result.requestsPerSecond} req/s`, cached.varnish);
  const speedUp = cached.result.requestsPerSecond / Math.max(1, direct.result.requestsPerSecond);
  console.table([
    mixRow('one instance, directly', direct.result),
    mixRow('Varnish, two instances', cached.result),
  ]);
  const lookups = cached.varnish.hits + cached.varnish.misses + cached.varnish.hitMisses;
  console.log(
    `through Varnish: ${speedUp.toFixed(1)}x the requests per second; ${lookups ? Math.round((100 * cached.varnish.hits) / lookups) : 0}% of lookups were hits; ${cached.varnish.bans} purges`,
  );

  const failedAnswers = [direct.result, cached.result].reduce(
    (sum, result) => sum + result.non2xx + result.errors + result.timeouts,
    0,
  );
  const verdicts = [
    {
      target: 'every profile page and API stored by Varnish before its edit',
      met: editSummary.storedBefore === editSummary.edits,
      measured: `${editSummary.storedBefore} of ${editSummary.edits}`,
    },
    {
      target: `every edit visible through Varnish within ${VISIBLE_WITHIN_MS} ms`,
      met: editSummary.withinTarget === editSummary.edits,
      measured: `${editSummary.withinTarget} of ${editSummary.edits}; p50 ${editSummary.p50Ms ?? '–'} ms, max ${editSummary.maxMs ?? '–'} ms`,
    },
    {
      target: `read-heavy mix at least ${SPEED_UP_TARGET}x faster through Varnish`,
      met: speedUp >= SPEED_UP_TARGET,
      measured: `${speedUp.toFixed(1)}x (${cached.result.requestsPerSecond} vs ${direct.result.requestsPerSecond} req/s)`,
    },
    {
      target: 'every answer of the mix 2xx',
      met: failedAnswers === 0,
      measured: `${failedAnswers} failed`,
    },
  ];
  const file = `bench-results/varnish-${stamp}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        database: databaseNameOf(databaseUrl),
        settings: { ...settings, databaseUrl: undefined },
        headers,
        edits: { summary: editSummary, timings: edits },
        mix: { direct, cached, speedUp },
        verdicts,
      },
      null,
      2,
    ),
  );
  console.table(verdicts);
  console.log(`results in ${file}`);
  const stored = edits.find((timing) => !timing.storedBefore);
  if (stored) {
    console.error(
      `FAILED: Varnish did not serve the pages from its store before an edit (${stored.warmVerdicts.join('; ')}): the instances' answers are not cacheable, so the purge is not tested.`,
    );
  }
  if (editSummary.withinTarget < editSummary.edits) {
    console.error(
      `FAILED: ${editSummary.edits - editSummary.withinTarget} of ${editSummary.edits} edits were not visible through Varnish within ${VISIBLE_WITHIN_MS} ms (do the instances send purges to CACHE_PURGE_URL=${varnish.purgeUrl}?)`,
    );
  }
  return verdicts.every((verdict) => verdict.met);
}

runBenchmark(main);
