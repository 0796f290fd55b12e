import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle } from './client.js';

// Beside this module in the sources; the build copies the folder beside the bundle too.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

const STARTUP_LOCK = `SELECT pg_advisory_lock(hashtext('catalyst:start-up'))`;
const STARTUP_UNLOCK = `SELECT pg_advisory_unlock(hashtext('catalyst:start-up'))`;

/**
 * Runs `work` (migrating and seeding) while no other instance does: instances started together
 * take turns, and the later ones find the work done. The lock is held by a connection of its
 * own, so the work may use any of the pool's. The embedded database has one process only.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query(STARTUP_LOCK);
    return await work();
  } finally {
    await lockHolder.query(STARTUP_UNLOCK).catch(() => undefined);
    lockHolder.release();
  }
}

/** When the newest migration this build knows was made (drizzle-kit's journal). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database holds every migration of this build: drizzle records each applied
 * migration with its journal time, so the newest recorded must be the newest known. False too
 * when nothing was ever applied; a failing query (the database down) throws.
 */
export async function isFullyMigrated(db: Database): Promise<boolean> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [table] = await rowsOf<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table?.present) return false;
  const [newest] = await rowsOf<{ applied: string | null }>(
    sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`,
  );
  return newest?.applied != null && Number(newest.applied) >= newestMigrationMillis();
}
