import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/seed.js';

/**
 * A migrated, reference-seeded database of its own for one test file: in-memory PGlite by
 * default, or a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped again on close), so the suite proves both engines. `empty` leaves it unmigrated
 * (tests of a migration apply them themselves).
 */
export async function createTestDatabase(
  options: { demo?: boolean; empty?: boolean } = {},
): Promise<DatabaseHandle> {
  const demo = options.demo ?? false;
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    return options.empty ? openDatabase({ kind: 'pglite' }) : openPgliteCopy(demo);
  }
  const handle = await createServerDatabase(serverUrl);
  if (!options.empty) await prepare(handle, demo);
  return handle;
}

/** A new database on the server, dropped again when the handle closes. */
async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `catalyst_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function prepare(handle: DatabaseHandle, demo: boolean): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo, productName: 'Catalyst' });
}

/**
 * Starting PGlite runs initdb, which with the migrations costs over a second per database; a
 * copy of one already migrated and seeded (its data directory, kept per worker) opens in a
 * third of that. Each copy is its own database: nothing written to one reaches another.
 */
const pgliteTemplates = new Map<boolean, Promise<Blob>>();

async function openPgliteCopy(demo: boolean): Promise<DatabaseHandle> {
  let template = pgliteTemplates.get(demo);
  if (!template) {
    template = (async () => {
      const original = await openDatabase({ kind: 'pglite' });
      await prepare(original, demo);
      const client = (original.db as unknown as { $client: PGlite }).$client;
      const dataDir = await client.dumpDataDir('none');
      await original.close();
      return dataDir;
    })();
    pgliteTemplates.set(demo, template);
  }
  return openDatabase({ kind: 'pglite', copyOf: await template });
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
