/**
 * `node --import tsx apps/server/bench/organization-writes.bench.ts`: the owner's writes
 * against PostgreSQL through app.inject: create, update (7 categories with details) and
 * delete, one after another so the unpublished cap never interferes, among 10,000 published
 * organizations (BENCH_ORGANIZATIONS). Prints p50/p99 per operation. BENCH_DATABASE_URL
 * names the server (default: the local one); BENCH_ITERATIONS how many rounds (300).
 */
import type { Organization } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import {
  BENCH_SECRET,
  createBenchDatabase,
  latencyRow,
  productionBenchConfig,
} from './bench-database.js';

const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 10_000);
const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 300);
const WARM_UP = 20;
// Its own database, so it can run while the read benchmark holds catalyst_bench.
const DATABASE = 'catalyst_bench_writes';

const createBody = {
  name: 'Benchmark Foundation',
  description: 'An organization created by the write benchmark.',
  country: 'DE',
  location: 'Berlin',
  foundedYear: 2010,
  websiteUrl: 'bench.example.org',
};

const sevenCategories = [
  'climate_action',
  'remote_first',
  'b_corp_certified',
  'learning_budget',
  'policy_advocacy',
  'systems_change',
  'nonprofit',
];

const updateBody = {
  ...createBody,
  name: 'Benchmark Foundation, edited',
  categoryIds: sevenCategories,
  categoriesOrder: Object.fromEntries(sevenCategories.map((id, index) => [id, 6 - index])),
  categoriesDetails: Object.fromEntries(
    sevenCategories.map((id) => [id, `What we do for ${id}. `.repeat(40)]),
  ),
};

async function main() {
  const bench = await createBenchDatabase(DATABASE, ORGANIZATIONS);
  const database = bench.handle;
  const config = productionBenchConfig(bench.url);
  const app = await buildApp({ config, db: database.db, authSecret: BENCH_SECRET });
  await app.ready();

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: config.publicUrl },
    payload: { email: 'bench@example.org', password: 'bench password 12345', name: 'Bench' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const { token, user } = signUp.json() as { token: string; user: { id: string } };
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const headers = { authorization: `Bearer ${token}` };

  const timings = { create: [] as number[], update: [] as number[], delete: [] as number[] };
  async function timed(
    operation: keyof typeof timings,
    record: boolean,
    request: InjectOptions,
    expected: number,
  ) {
    const start = performance.now();
    const response = await app.inject(request);
    const elapsed = performance.now() - start;
    if (response.statusCode !== expected) {
      throw new Error(`${operation} answered ${response.statusCode}: ${response.body}`);
    }
    if (record) timings[operation].push(elapsed);
    return response;
  }

  for (let round = 0; round < WARM_UP + ITERATIONS; round += 1) {
    const record = round >= WARM_UP;
    const created = await timed(
      'create',
      record,
      { method: 'POST', url: '/api/organizations', headers, payload: createBody },
      201,
    );
    const { id } = (created.json() as { data: Organization }).data;
    await timed(
      'update',
      record,
      { method: 'PUT', url: `/api/organizations/${id}`, headers, payload: updateBody },
      200,
    );
    await timed(
      'delete',
      record,
      { method: 'DELETE', url: `/api/organizations/${id}`, headers },
      200,
    );
  }

  await app.close();
  await bench.close();

  const rows = Object.entries(timings).map(([operation, samples]) =>
    latencyRow(operation, samples),
  );
  console.log(
    `organization writes through app.inject, PostgreSQL, ${ORGANIZATIONS.toLocaleString('en')} published organizations`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
