/**
 * `npm run bench`: loads 100,000 published organizations into a scratch PostgreSQL database
 * and measures GET /api/organizations with autocannon. Targets: p99 under 50 ms, every
 * response under 100 kB. BENCH_DATABASE_URL names the server (default: the local one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { BENCH_SECRET, createBenchDatabase, productionBenchConfig } from './bench-database.js';

const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 100_000);
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const DATABASE = 'catalyst_bench';

const scenarios = [
  { name: 'no filter', query: '' },
  { name: 'one category', query: '?categories=climate_action' },
  {
    name: 'three categories across groups',
    query: '?categories=climate_action,education,nonprofit',
  },
  {
    name: 'three categories, three groups',
    query: '?categories=climate_action,remote_first,nonprofit',
  },
  { name: 'a country', query: '?country=DE' },
  { name: 'a country and a category', query: '?country=DE&categories=education' },
];

async function main() {
  const database = await createBenchDatabase(DATABASE, ORGANIZATIONS);
  console.log(
    `loaded ${ORGANIZATIONS.toLocaleString('en')} organizations in ${database.loadSeconds.toFixed(1)} s`,
  );
  const config = productionBenchConfig(database.url);
  const app = await buildApp({ config, db: database.handle.db, authSecret: BENCH_SECRET });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const results = [];
  for (const scenario of scenarios) {
    const target = `${address}/api/organizations${scenario.query}`;
    // The first request finds nothing memoized: its latency is the cold cost of the filter.
    const coldStart = performance.now();
    const probe = await fetch(target);
    const body = await probe.text();
    const coldMs = Math.round((performance.now() - coldStart) * 10) / 10;
    const payload = JSON.parse(body) as { data: { total: number; items: unknown[] } };
    const result = await autocannon({
      url: target,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const row = {
      scenario: scenario.name,
      query: scenario.query || '(none)',
      total: payload.data.total,
      items: payload.data.items.length,
      bytes: Buffer.byteLength(body),
      coldMs,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rps: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
    };
    results.push(row);
    console.log(
      `${row.scenario.padEnd(32)} total ${String(row.total).padStart(6)}  ${String(row.bytes).padStart(6)} B  cold ${row.coldMs} ms  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  ${row.rps} req/s  non-2xx ${row.non2xx}`,
    );
  }
  await app.close();
  await database.close();

  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/organizations-${new Date().toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        organizations: ORGANIZATIONS,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        results,
      },
      null,
      2,
    ),
  );
  const failures = results.filter(
    (row) => row.p99 >= 50 || row.bytes >= 100_000 || row.non2xx > 0 || row.errors > 0,
  );
  console.log(
    failures.length === 0
      ? `all targets met (results in ${file})`
      : `targets missed: ${failures.map((row) => row.scenario).join(', ')}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
