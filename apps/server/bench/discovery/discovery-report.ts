/**
 * The discovery benchmark's figures: latency per kind of request, per order and per style of
 * search; the slowest requests by address; the concurrent comparison; the targets.
 */
import { writeFileSync } from 'node:fs';
import { ORGANIZATION_SORTS } from '@catalyst/shared';
import { latencyRow } from '../bench-database.js';
import type { ColdRun, ColdSample } from './cold-run.js';
import type { ConcurrentResult } from './concurrent-run.js';
import type { RequestKind } from './listing-requests.js';

const TARGETS = {
  /** Every cold request, whatever its kind, within this at the 99th percentile. */
  coldP99Ms: 30,
  /** Concurrent listings per second, as a share of what a trivial route achieves. */
  throughputShare: 0.25,
};

const KINDS: RequestKind[] = ['search', 'filter only', 'hiring now', 'browse', 'deep cursor'];

function row(label: string, samples: ColdSample[]) {
  const sizes = samples.map((sample) => sample.bytes).sort((a, b) => a - b);
  return {
    ...latencyRow(
      label,
      samples.map((sample) => sample.ms),
    ),
    // As browsers receive it, compressed: what the server serialized and sent.
    'p50 kB': Math.round((sizes[Math.floor(sizes.length / 2)] ?? 0) / 100) / 10,
    'not 200': samples.filter((sample) => sample.status !== 200).length,
  };
}

/** Latency rows: all requests, then per kind, per order, per style of search. */
function coldTables(samples: ColdSample[]) {
  const byKind = KINDS.map(
    (kind) => [kind, samples.filter((s) => s.request.kind === kind)] as const,
  );
  const bySort = ORGANIZATION_SORTS.map(
    (sort) => [`order: ${sort}`, samples.filter((s) => s.request.sort === sort)] as const,
  );
  const styles = [...new Set(samples.flatMap((s) => s.request.searchStyle ?? []))].sort();
  const byStyle = styles.map(
    (style) =>
      [
        `search: ${style}`,
        samples.filter((s) => s.request.kind === 'search' && s.request.searchStyle === style),
      ] as const,
  );
  const rows = (groups: (readonly [string, ColdSample[]])[]) =>
    groups.filter(([, group]) => group.length > 0).map(([label, group]) => row(label, group));
  return {
    overall: [row('all cold requests', samples), ...rows(byKind), ...rows(bySort)],
    searchStyles: rows(byStyle),
  };
}

/** The slowest requests of each kind, with the address to replay them. */
function slowestByKind(samples: ColdSample[], count: number) {
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      samples
        .filter((sample) => sample.request.kind === kind)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, count)
        .map((sample) => ({
          ms: Math.round(sample.ms * 10) / 10,
          status: sample.status,
          total: sample.total,
          path: sample.request.path,
        })),
    ]),
  );
}

/**
 * Signs that the server does not yet do what the contract says: an order other than the
 * one asked for, or a search answered with the whole directory.
 */
function contractNotes(samples: ColdSample[], directoryTotal: number) {
  const answered = samples.filter((sample) => sample.status === 200);
  const searches = answered.filter(
    (sample) =>
      sample.request.kind === 'search' &&
      sample.request.page === 1 &&
      !sample.request.path.includes('country=') &&
      !sample.request.path.includes('categories='),
  );
  return {
    'answers in another order than asked': answered.filter(
      (sample) => sample.answeredSort !== sample.request.sort,
    ).length,
    'unfiltered searches answered with the whole directory': searches.filter(
      (sample) => sample.total === directoryTotal,
    ).length,
    'unfiltered searches': searches.length,
  };
}

function concurrentRows(listing: ConcurrentResult, trivial: ConcurrentResult, route: string) {
  const shape = (label: string, result: ConcurrentResult) => ({
    route: label,
    'req/s': result.requestsPerSecond,
    requests: result.requests,
    'p50 ms': result.p50,
    'p90 ms': result.p90,
    'p99 ms': result.p99,
    'max ms': result.max,
    'not 2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  });
  return [shape('GET /api/organizations (mix)', listing), shape(`GET ${route}`, trivial)];
}

interface TargetVerdict {
  target: string;
  measured: string;
  met: boolean;
}

function verdicts(input: {
  coldP99: number;
  throughputShare: number;
  failedAnswers: number;
}): TargetVerdict[] {
  return [
    {
      target: `cold p99 <= ${TARGETS.coldP99Ms} ms`,
      measured: `${input.coldP99} ms`,
      met: input.coldP99 <= TARGETS.coldP99Ms,
    },
    {
      target: `concurrent listing throughput >= ${TARGETS.throughputShare * 100}% of the trivial route's`,
      measured: `${(input.throughputShare * 100).toFixed(1)}%`,
      met: input.throughputShare >= TARGETS.throughputShare,
    },
    {
      target: 'every answer 200',
      measured: `${input.failedAnswers} were not`,
      met: input.failedAnswers === 0,
    },
  ];
}

interface DiscoveryResults {
  database: string;
  organizations: number;
  seed: number;
  server: { readySeconds: number; firstListingMs: number };
  cold: ColdRun & { warmUp: number };
  concurrent: {
    connections: number;
    seconds: number;
    /** The share of deep pages in the mix, as the cold run had it. */
    deepShare: number;
    deepPagesReused: number;
    listing: ConcurrentResult;
    trivialRoute: string;
    trivial: ConcurrentResult;
  };
}

function printSlowest(slowest: ReturnType<typeof slowestByKind>) {
  for (const [kind, requests] of Object.entries(slowest)) {
    if (requests.length === 0) continue;
    console.log(`slowest ${kind}:`);
    for (const request of requests) {
      console.log(`  ${String(request.ms).padStart(8)} ms  ${request.path}`);
    }
  }
}

/** Prints the tables and verdicts, writes them all to `file` as JSON, answers the verdicts. */
export function reportDiscovery(results: DiscoveryResults, file: string): TargetVerdict[] {
  const { cold, concurrent } = results;
  const tables = coldTables(cold.samples);
  const notes = contractNotes(cold.samples, results.organizations);
  const throughputShare =
    concurrent.listing.requestsPerSecond / Math.max(1, concurrent.trivial.requestsPerSecond);
  const failedAnswers =
    cold.samples.filter((sample) => sample.status !== 200).length +
    concurrent.listing.non2xx +
    concurrent.listing.errors +
    concurrent.listing.timeouts;
  const targets = verdicts({
    coldP99: tables.overall[0]?.['p99 ms'] ?? 0,
    throughputShare,
    failedAnswers,
  });

  console.log(`\ncold, one at a time (${cold.samples.length} distinct requests)`);
  console.table(tables.overall);
  console.log('cold searches by style');
  console.table(tables.searchStyles);
  printSlowest(slowestByKind(cold.samples, 5));
  if (cold.failures.length > 0) {
    console.log('answers that were not 200 (first few):');
    for (const failure of cold.failures) {
      console.log(`  ${failure.status} ${failure.path}\n      ${failure.body}`);
    }
  }
  console.log(`\nconcurrent (${concurrent.connections} connections, ${concurrent.seconds} s each)`);
  console.table(concurrentRows(concurrent.listing, concurrent.trivial, concurrent.trivialRoute));
  console.log(
    `listing throughput is ${(throughputShare * 100).toFixed(1)}% of ${concurrent.trivialRoute}'s; ${concurrent.deepPagesReused} deep pages were asked again after the unfollowed cursors ran out`,
  );
  console.log('what the answers say about the server:', notes);

  writeFileSync(
    file,
    JSON.stringify(
      {
        database: results.database,
        organizations: results.organizations,
        seed: results.seed,
        server: results.server,
        cold: {
          warmUp: cold.warmUp,
          requests: cold.samples.length,
          ...tables,
          slowest: slowestByKind(cold.samples, 10),
          failures: cold.failures,
          notes,
        },
        concurrent: { ...concurrent, throughputShare },
        targets,
      },
      null,
      2,
    ),
  );
  console.log();
  for (const verdict of targets) {
    console.log(`${verdict.met ? 'met   ' : 'MISSED'}  ${verdict.target}: ${verdict.measured}`);
  }
  console.log(`results in ${file}`);
  return targets;
}
