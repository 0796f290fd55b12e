import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client.js';

/**
 * Runs one SQL text with positional parameters: what the job queue needs of a database. A
 * statement run on every request may be given a `name`: PostgreSQL then parses and plans it
 * once per connection (PGlite, in one process, has nothing to save and ignores it).
 */
export type SqlExecutor = (
  text: string,
  values?: unknown[],
  name?: string,
) => Promise<{ rows: unknown[] }>;

/**
 * The app's own connection, shared with the job queue so it needs no pool of its own:
 * PostgreSQL's pool, or the one embedded PGlite (which allows a single client, so the queue
 * could not open another). A text without parameters may hold several statements (the queue's
 * schema changes do); PGlite runs those through `exec` and answers with the last result.
 */
export function sqlExecutorOf(db: Database): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    };
  }
  return (text, values = [], name) =>
    name ? client.query({ name, text, values }) : client.query(text, values);
}
