import { parseArgs } from 'node:util';
import { z } from 'zod';
import { systemActor } from '../audit/index.js';
import type { AdminRolesService } from './admin-roles.service.js';
import { operatorReason } from '../../lib/operator-reason.js';

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- grant EMAIL --reason TEXT',
  '  npm run admin -- revoke EMAIL --reason TEXT',
  '  npm run admin -- list',
  '',
  'grant   makes the account of EMAIL an administrator (it must verify its address before',
  '        the admin console opens to it).',
  'revoke  makes it a member again.',
  'list    shows every administrator.',
  'Each change is recorded in the audit log with its reason (10 to 1000 characters).',
  'Without DATABASE_URL, add --server-stopped once the server is stopped (embedded database).',
].join('\n');

/** Who the audit log says changed a role from the command line: whoever ran it on the server. */
const ADMIN_COMMAND_ACTOR = systemActor('npm run admin');

/** A mistake in the command line: its message, then the usage. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

/** The command was understood but cannot be done (no such account): its message alone. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

type AdminCommand =
  | { kind: 'grant'; email: string; reason: string }
  | { kind: 'revoke'; email: string; reason: string }
  | { kind: 'list' };

/** Reads the command line (without node and the script); throws AdminUsageError. */
export function parseAdminCommand(argv: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { reason: { type: 'string' }, 'server-stopped': { type: 'boolean' } },
    });
  } catch (error) {
    throw new AdminUsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (command === 'list') {
    if (rest.length > 0) throw new AdminUsageError(`Unexpected "${rest.join(' ')}".`);
    if (parsed.values.reason !== undefined) throw new AdminUsageError('list takes no reason.');
    return { kind: 'list' };
  }
  if (command !== 'grant' && command !== 'revoke') {
    throw new AdminUsageError(
      command ? `Unknown command "${command}".` : 'Say grant, revoke or list.',
    );
  }
  const [email, ...extra] = rest;
  if (email === undefined) throw new AdminUsageError(`${command} needs the account's EMAIL.`);
  if (extra.length > 0) throw new AdminUsageError(`Unexpected "${extra.join(' ')}".`);
  const normalized = email.trim().toLowerCase();
  if (!z.email().safeParse(normalized).success) {
    throw new AdminUsageError(`"${email}" is not an email address.`);
  }
  const reason = operatorReason(
    parsed.values.reason,
    command,
    (message) => new AdminUsageError(message),
  );
  return { kind: command, email: normalized, reason };
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** Runs a parsed command, printing line by line; throws AdminCommandError when it cannot. */
export async function runAdminCommand(
  command: AdminCommand,
  service: Pick<AdminRolesService, 'grantAdmin' | 'revokeAdmin' | 'listAdmins'>,
  print: (line: string) => void,
): Promise<void> {
  if (command.kind === 'list') {
    const admins = await service.listAdmins();
    if (admins.length === 0) {
      print('No administrators yet. Make one with: npm run admin -- grant EMAIL');
      return;
    }
    for (const line of table([
      ['EMAIL', 'NAME', 'VERIFIED', 'DISABLED'],
      ...admins.map((admin) => [
        admin.email,
        admin.name || '-',
        admin.emailVerified ? 'yes' : 'no',
        admin.disabled ? 'yes' : 'no',
      ]),
    ])) {
      print(line);
    }
    return;
  }
  const granting = command.kind === 'grant';
  const { outcome, user } = granting
    ? await service.grantAdmin(command.email, ADMIN_COMMAND_ACTOR, command.reason)
    : await service.revokeAdmin(command.email, ADMIN_COMMAND_ACTOR, command.reason);
  if (outcome === 'gone' || !user) {
    throw new AdminCommandError(
      `No account has the address ${command.email} (guests cannot be administrators).`,
    );
  }
  if (outcome === 'unchanged') {
    print(
      granting
        ? `${user.email} is already an administrator.`
        : `${user.email} is not an administrator.`,
    );
    return;
  }
  print(
    granting
      ? `${user.email} is now an administrator.`
      : `${user.email} is no longer an administrator.`,
  );
  if (granting && !user.emailVerified) {
    print('Its address is not verified yet: the admin console opens once it is.');
  }
}
