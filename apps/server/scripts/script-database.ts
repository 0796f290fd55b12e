import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, loadDotEnvFile, type AppConfig } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

/** An argument as typed again into a shell: quoted when a shell would split or expand it. */
export function shellWord(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replaceAll("'", "'\\''")}'`;
}

/**
 * An operator command works on the product's data, and never makes up an empty database of its
 * own (docs/decisions/0030-operator-commands-share-the-data-folder.md): only the server creates
 * one, at its first start. PGlite writes PG_VERSION into every database it initialises.
 */
function refuseMissingEmbeddedDatabase(dataDir: string): void {
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return;
  console.error(
    [
      `No database found in ${dataDir} (looked for the embedded database in ${join(dataDir, 'pglite')}).`,
      'Start the product once (npm start) to create it, or point this command at the data:',
      '  DATA_DIR=/path/to/data (relative paths start at the repository root), or',
      '  DATABASE_URL=postgres://… for PostgreSQL.',
    ].join('\n'),
  );
  process.exit(1);
}

/**
 * The configured database for an operator command (.env read as the server reads it). The
 * embedded PGlite database belongs to one process at a time, so with it the command runs only
 * when told the server is stopped; PostgreSQL is safe beside running servers.
 */
export async function openScriptDatabase(usage: {
  /** The command line to run again, without --server-stopped. */
  rerun: string;
  /** Whether a running server does the same by itself, and when. */
  note?: string;
}): Promise<{ config: AppConfig; database: DatabaseHandle }> {
  loadDotEnvFile();
  const config = loadConfig();
  if (!config.databaseUrl) refuseMissingEmbeddedDatabase(config.dataDir);
  if (!config.databaseUrl && !process.argv.includes('--server-stopped')) {
    console.error(
      [
        'The embedded database (no DATABASE_URL) can only be opened by one process. Stop the server, then run:',
        `  ${usage.rerun} --server-stopped`,
        ...(usage.note ? [usage.note] : []),
      ].join('\n'),
    );
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  // A database this version has not started on yet gets its tables first (a no-op otherwise).
  await migrateDatabase(database);
  return { config, database };
}
