// npm run guests:cleanup -w @catalyst/server: deletes guests inactive for 30 days, now, on the
// configured database. The server also does this daily; on PostgreSQL this is safe beside
// running servers. Embedded PGlite belongs to one process at a time: stop the server first.
import { loadConfig, loadDotEnvFile } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { cleanupStaleGuests, STALE_GUEST_DAYS } from '../src/modules/auth/guest-cleanup.js';

loadDotEnvFile();
const config = loadConfig();
if (!config.databaseUrl && !process.argv.includes('--server-stopped')) {
  console.error(
    'The embedded database (no DATABASE_URL) can only be opened by one process. Stop the server, then run:\n' +
      '  npm run guests:cleanup -w @catalyst/server -- --server-stopped\n' +
      '(A running server deletes stale guests itself, at start-up and daily.)',
  );
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const deleted = await cleanupStaleGuests(database.db);
  console.log(
    `Deleted ${deleted} guest account(s) inactive for more than ${STALE_GUEST_DAYS} days.`,
  );
} finally {
  await database.close();
}
