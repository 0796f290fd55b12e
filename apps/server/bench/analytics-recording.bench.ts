/**
 * `node --import tsx apps/server/bench/analytics-recording.bench.ts`: what counting visits
 * costs the profile, against PostgreSQL through app.inject. Measures the profile's API read
 * alone, the same read while every visit also sends its view beacon (as the page does once
 * shown), the beacon itself, and one batched write of a round's views. Prints p50/p99.
 * BENCH_ORGANIZATIONS published organizations (1,000), BENCH_ITERATIONS rounds (500).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { organizations } from '../src/db/schema/index.js';
import {
  createBenchDatabase,
  latencyRow,
  productionBenchConfig,
  BENCH_SECRET,
} from './bench-database.js';

const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 1_000);
const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 500);
const WARM_UP = 50;
const DATABASE = 'catalyst_bench_analytics';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function main() {
  const bench = await createBenchDatabase(DATABASE, ORGANIZATIONS);
  // Behind a proxy, as in production: each round's X-Forwarded-For is another visitor.
  const config = { ...productionBenchConfig(bench.url), trustProxy: true };
  const app = await buildApp({ config, db: bench.handle.db, authSecret: BENCH_SECRET });
  await app.ready();
  const ids = (
    await bench.handle.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.status, 'published'))
      .limit(200)
  ).map((row) => row.id);

  const timings = {
    'profile read alone': [] as number[],
    'profile read + view beacon': [] as number[],
    'view beacon': [] as number[],
  };
  const flushes: number[] = [];
  const time = async (samples: number[] | null, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    samples?.push(performance.now() - start);
  };
  const read = (id: string) => app.inject({ method: 'GET', url: `/api/organizations/${id}` });
  const beacon = async (id: string, round: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/organizations/${id}/views`,
      // A new visitor each round (under the per-client limit), as traffic from many people.
      headers: {
        'user-agent': BROWSER,
        'x-forwarded-for': `10.${round >> 16}.${(round >> 8) & 255}.${round & 255}`,
      },
    });
    if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}`);
  };

  for (let round = 0; round < WARM_UP + ITERATIONS; round += 1) {
    const record = round >= WARM_UP;
    const id = ids[round % ids.length]!;
    await time(record ? timings['profile read alone'] : null, () => read(id));
    await time(record ? timings['profile read + view beacon'] : null, () =>
      Promise.all([
        read(id),
        time(record ? timings['view beacon'] : null, () => beacon(id, round)),
      ]),
    );
    if (round % 100 === 99) await time(record ? flushes : null, () => app.analytics.flush());
  }
  await time(flushes, () => app.analytics.flush());

  await app.close();
  await bench.close();
  console.log(
    `analytics recording through app.inject, PostgreSQL, ${ORGANIZATIONS.toLocaleString('en')} published organizations`,
  );
  console.table([
    ...Object.entries(timings).map(([operation, samples]) => latencyRow(operation, samples)),
    latencyRow('batched write of 100 views', flushes),
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
