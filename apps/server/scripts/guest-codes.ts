// npm run guest-codes -- create --max-uses N [--expires YYYY-MM-DD] [--label TEXT] | list:
// the operator's guest codes, on the configured database. On PostgreSQL this is safe beside
// running servers. Embedded PGlite belongs to one process at a time: stop the server first.
import { loadConfig, loadDotEnvFile } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { createRateLimitStore } from '../src/modules/auth/account-rate-limit.js';
import {
  GUEST_CODES_USAGE,
  GuestCodesUsageError,
  parseGuestCodesCommand,
  runGuestCodesCommand,
} from '../src/modules/payments/guest-codes.command.js';
import { createGuestCodesRepository } from '../src/modules/payments/guest-codes.repository.js';
import { createGuestCodesService } from '../src/modules/payments/guest-codes.service.js';

const argv = process.argv.slice(2);
let command;
try {
  command = parseGuestCodesCommand(argv);
} catch (error) {
  if (!(error instanceof GuestCodesUsageError)) throw error;
  console.error(`${error.message}\n\n${GUEST_CODES_USAGE}`);
  process.exit(2);
}

loadDotEnvFile();
const config = loadConfig();
if (!config.databaseUrl && !argv.includes('--server-stopped')) {
  console.error(
    'The embedded database (no DATABASE_URL) can only be opened by one process. Stop the server, then run:\n' +
      `  npm run guest-codes -- ${argv.join(' ')} --server-stopped`,
  );
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const service = createGuestCodesService({
    repository: createGuestCodesRepository(database.db),
    rateLimits: createRateLimitStore(database.db),
  });
  await runGuestCodesCommand(command, service, (line) => console.log(line));
} finally {
  await database.close();
}
