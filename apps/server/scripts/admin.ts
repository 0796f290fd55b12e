// npm run admin -- grant EMAIL --reason TEXT | revoke EMAIL --reason TEXT | list: who
// administers the product, on the configured database. On PostgreSQL this is safe beside
// running servers (a role takes effect on the account's next request). Embedded PGlite belongs
// to one process: stop the server first.
import { createAdminUsersRepository } from '../src/modules/admin/admin-users.repository.js';
import { createAdminRolesService } from '../src/modules/admin/admin-roles.service.js';
import {
  ADMIN_USAGE,
  AdminCommandError,
  AdminUsageError,
  parseAdminCommand,
  runAdminCommand,
} from '../src/modules/admin/admin.command.js';
import { openScriptDatabase, shellWord } from './script-database.js';

const argv = process.argv.slice(2);
let command;
try {
  command = parseAdminCommand(argv);
} catch (error) {
  if (!(error instanceof AdminUsageError)) throw error;
  console.error(`${error.message}\n\n${ADMIN_USAGE}`);
  process.exit(2);
}

const { database } = await openScriptDatabase({
  rerun: `npm run admin -- ${argv.map(shellWord).join(' ')}`,
});
try {
  const service = createAdminRolesService({
    repository: createAdminUsersRepository(database.db),
  });
  await runAdminCommand(command, service, (line) => console.log(line));
} catch (error) {
  if (!(error instanceof AdminCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
