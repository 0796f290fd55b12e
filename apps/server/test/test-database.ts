import { randomBytes } from 'node:crypto';
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
  const serverUrl = process.env['TEST_DATABASE_URL'];
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `catalyst_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await withAdminClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  if (options.empty) return handle;
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: options.demo ?? false, productName: 'Catalyst' });
  return handle;
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
