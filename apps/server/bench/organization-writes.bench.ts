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
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { users } from '../src/db/schema/index.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { generateOrganizations } from './generate-organizations.js';

const serverUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 10_000);
const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 300);
const WARM_UP = 20;
// Its own database, so it can run while the read benchmark holds catalyst_bench.
const DATABASE = 'catalyst_bench_writes';
const BENCH_SECRET = 'bench-only-secret-that-signs-nothing-real';

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

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

async function main() {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);

  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, productName: 'Catalyst' });
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  await generateOrganizations(loader, ORGANIZATIONS);
  await loader.end();

  const config = loadConfig({
    AUTH_SECRET: BENCH_SECRET,
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
  });
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
  await database.close();
  if (!process.argv.includes('--keep'))
    await admin(`drop database if exists ${DATABASE} with (force)`);

  const rows = Object.entries(timings).map(([operation, samples]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      operation,
      iterations: sorted.length,
      'p50 ms': percentile(sorted, 50),
      'p99 ms': percentile(sorted, 99),
      'max ms': percentile(sorted, 100),
    };
  });
  console.log(
    `organization writes through app.inject, PostgreSQL, ${ORGANIZATIONS.toLocaleString('en')} published organizations`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
