// npm run guests:cleanup -w @catalyst/server: deletes guests inactive for 30 days, now, on the
// configured database. The server also does this daily; on PostgreSQL this is safe beside
// running servers. Embedded PGlite belongs to one process at a time: stop the server first.
import { cleanupStaleGuests, STALE_GUEST_DAYS } from '../src/modules/users/guest-cleanup.js';
import { openScriptDatabase } from './script-database.js';

const { database } = await openScriptDatabase({
  rerun: 'npm run guests:cleanup -w @catalyst/server --',
  note: '(A running server deletes stale guests itself, at start-up and daily.)',
});
try {
  const deleted = await cleanupStaleGuests(database.db);
  console.log(
    `Deleted ${deleted} guest account(s) inactive for more than ${STALE_GUEST_DAYS} days.`,
  );
} finally {
  await database.close();
}
