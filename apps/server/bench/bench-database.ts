import { loadConfig, type AppConfig } from '../src/config/env.js';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { generateOrganizations } from './generate-organizations.js';

/** The PostgreSQL server the benchmarks use; each makes a database of its own on it. */
export const BENCH_SERVER_URL =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_SECRET = 'bench-only-secret-that-signs-nothing-real';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
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
 * A fresh database `name` (dropped first if a run left it), migrated, reference-seeded and
 * loaded with `organizations` published organizations.
 */
export async function createBenchDatabase(
  name: string,
  organizations: number,
): Promise<BenchDatabase> {
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const drop = async () => {
    if (!process.argv.includes('--keep'))
      await admin(`drop database if exists ${name} with (force)`);
  };
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: false, productName: 'Catalyst' });
    const loader = new pg.Client({ connectionString: url.toString() });
    await loader.connect();
    const loadStart = Date.now();
    try {
      await generateOrganizations(loader, organizations);
    } finally {
      await loader.end();
    }
    const opened = handle;
    return {
      url: url.toString(),
      handle: opened,
      loadSeconds: (Date.now() - loadStart) / 1000,
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
 * keys; the organization benchmarks never reach Stripe (no subscriptions exist), so inert
 * values stand in.
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
  });
}
