// npm run guest-codes -- create --max-uses N --reason TEXT [--expires YYYY-MM-DD]
// [--label TEXT] | list: the operator's guest codes, on the configured database. On PostgreSQL
// this is safe beside running servers. Embedded PGlite belongs to one process at a time: stop
// the server first.
import { createRateLimitStore } from '../src/lib/rate-limit/rate-limit-store.js';
import {
  GUEST_CODES_USAGE,
  GuestCodesUsageError,
  parseGuestCodesCommand,
  runGuestCodesCommand,
} from '../src/modules/payments/guest-codes.command.js';
import { createGuestCodesRepository } from '../src/modules/payments/guest-codes.repository.js';
import { createGuestCodesService } from '../src/modules/payments/guest-codes.service.js';
import { openScriptDatabase, shellWord } from './script-database.js';

const argv = process.argv.slice(2);
let command;
try {
  command = parseGuestCodesCommand(argv);
} catch (error) {
  if (!(error instanceof GuestCodesUsageError)) throw error;
  console.error(`${error.message}\n\n${GUEST_CODES_USAGE}`);
  process.exit(2);
}

const { database } = await openScriptDatabase({
  rerun: `npm run guest-codes -- ${argv.map(shellWord).join(' ')}`,
});
try {
  const service = createGuestCodesService({
    repository: createGuestCodesRepository(database.db),
    rateLimits: createRateLimitStore(database.db),
  });
  await runGuestCodesCommand(command, service, (line) => console.log(line));
} finally {
  await database.close();
}
