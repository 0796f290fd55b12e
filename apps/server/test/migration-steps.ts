import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';

const migrations = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/** Every migration's tag, in the order they apply. */
const migrationTags: string[] = (
  JSON.parse(readFileSync(`${migrations}meta/_journal.json`, 'utf8')) as {
    entries: Array<{ tag: string }>;
  }
).entries.map((entry) => entry.tag);

/** The tags before `tag`: a database as it stood before that migration. */
export function migrationsBefore(tag: string): string[] {
  const at = migrationTags.indexOf(tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  return migrationTags.slice(0, at);
}

/**
 * Runs these migrations' SQL as written, statement by statement, for tests of what one
 * migration does to the rows it finds (the app's migrator applies them all at once).
 */
export async function applyMigrations(handle: DatabaseHandle, tags: string[]): Promise<void> {
  for (const tag of tags) {
    const text = readFileSync(`${migrations}${tag}.sql`, 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim() !== '') await handle.db.execute(sql.raw(statement));
    }
  }
}
