import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `copyOf` starts it from a data
   * directory another PGlite dumped, instead of an empty one.
   */
  | { kind: 'pglite'; dataDir?: string; copyOf?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (a restart, a failover) is reported here; pg
    // discards it and the next query connects afresh. Unheard, the event would end the process.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost while idle: ${error.message}`);
    });
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(join(target.dataDir, 'pglite'), { loadDataDir: target.copyOf });
  } else {
    client = new PGlite({ loadDataDir: target.copyOf });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
