import { loadConfig, type AppConfig } from '../src/config/env.js';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { generateOrganizations } from './generate-organizations.js';

/**
 * The database `npm run bench` measures (BENCH_DATABASE_URL). The other benchmarks make
 * databases of their own on the same PostgreSQL server.
 */
export const BENCH_DATABASE_URL =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/catalyst_bench';
export const BENCH_SECRET = 'bench-only-secret-that-signs-nothing-real';

/** Another database on the server `url` points at. */
export function siblingDatabaseUrl(url: string, name: string): string {
  const sibling = new URL(url);
  sibling.pathname = `/${encodeURIComponent(name)}`;
  return sibling.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Runs `sql` on the server's maintenance database, where databases are created and dropped. */
async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: siblingDatabaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database `url` names unless it exists; answers whether it had to. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const existing = await admin(
    url,
    `select 1 from pg_database where datname = ${pg.escapeLiteral(name)}`,
  );
  if (existing.rowCount) return false;
  await admin(url, `create database ${pg.escapeIdentifier(name)}`);
  return true;
}

async function dropDatabase(url: string) {
  await admin(
    url,
    `drop database if exists ${pg.escapeIdentifier(databaseNameOf(url))} with (force)`,
  );
}

/** Brings the schema and reference data up to date with the app's own migrations and seed. */
export async function migrateAndSeed(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: false, productName: 'Catalyst' });
  } finally {
    await handle.close();
  }
}

export interface BenchDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Seconds the published organizations took to load. */
  loadSeconds: number;
  /** Closes it and drops the database, unless the command line says --keep. */
  close(): Promise<void>;
}

/**
 * A fresh database `name` on the benchmark server (dropped first if a run left it), migrated,
 * reference-seeded and loaded with `organizations` published organizations.
 */
export async function createBenchDatabase(
  name: string,
  organizations: number,
): Promise<BenchDatabase> {
  const url = siblingDatabaseUrl(BENCH_DATABASE_URL, name);
  await dropDatabase(url);
  await ensureDatabase(url);
  const drop = async () => {
    if (!process.argv.includes('--keep')) await dropDatabase(url);
  };
  let handle: DatabaseHandle | undefined;
  try {
    await migrateAndSeed(url);
    const loader = new pg.Client({ connectionString: url });
    await loader.connect();
    const loadStart = Date.now();
    try {
      await generateOrganizations(loader, organizations);
    } finally {
      await loader.end();
    }
    const loadSeconds = (Date.now() - loadStart) / 1000;
    handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
    const opened = handle;
    return {
      url,
      handle: opened,
      loadSeconds,
      close: async () => {
        await opened.close();
        await drop();
      },
    };
  } catch (error) {
    await handle?.close();
    await drop();
    throw error;
  }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** One table row of latencies in milliseconds. */
export function latencyRow(operation: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    operation,
    n: sorted.length,
    'p50 ms': percentile(sorted, 50),
    'p99 ms': percentile(sorted, 99),
    'max ms': percentile(sorted, 100),
  };
}

/**
 * The product's production configuration on the bench database. Production requires Stripe
 * keys and mail; the organization benchmarks never reach Stripe (no subscriptions exist) and
 * send no mail, so inert values stand in.
 */
export function productionBenchConfig(databaseUrl: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: BENCH_SECRET,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
    STRIPE_PRICE_MONTHLY: 'price_bench_monthly',
    STRIPE_PRICE_ANNUAL: 'price_bench_annual',
    ALLOW_NO_SMTP: 'true',
  });
}
