import { parseArgs } from 'node:util';
import { operatorReason } from '../../lib/operator-reason.js';
import { systemActor } from '../audit/index.js';
import type { GuestCodeSummary } from './guest-codes.repository.js';
import { expiryAfterDay, type GuestCodesService } from './guest-codes.service.js';

/** Who the audit log says made a code from the command line: whoever ran it on the server. */
const GUEST_CODES_COMMAND_ACTOR = systemActor('npm run guest-codes');

export const GUEST_CODES_USAGE = [
  'Usage:',
  '  npm run guest-codes -- create --max-uses N --reason TEXT [--expires YYYY-MM-DD] [--label TEXT]',
  '  npm run guest-codes -- list',
  '',
  'create  makes a code redeemable N times (once per organization), valid through the',
  '        expiry day (UTC) if given, and prints it once: it cannot be shown again. The reason',
  '        (10 to 1000 characters) is recorded in the audit log.',
  'list    shows every code with its uses, expiry and revocation (never the codes themselves).',
  'Without DATABASE_URL, add --server-stopped once the server is stopped (embedded database).',
].join('\n');

/** A mistake in the command line: its message, then the usage, is all the operator needs. */
export class GuestCodesUsageError extends Error {
  override name = 'GuestCodesUsageError';
}

type GuestCodesCommand =
  | {
      kind: 'create';
      maxUses: number;
      expiresAt: Date | null;
      label: string | null;
      reason: string;
    }
  | { kind: 'list' };

const MAX_USES_LIMIT = 1_000_000;
const LABEL_MAX = 200;

/** The moment a code stops working: the end (UTC) of the day it is said to expire. */
function parseExpiry(text: string, now: Date): Date {
  const end = expiryAfterDay(text);
  if (!end) {
    throw new GuestCodesUsageError(`--expires must be a date like 2026-12-31, not "${text}".`);
  }
  if (end <= now) throw new GuestCodesUsageError(`--expires ${text} is already past.`);
  return end;
}

/** Reads the command line (without node and the script); throws GuestCodesUsageError. */
export function parseGuestCodesCommand(argv: string[], now: Date = new Date()): GuestCodesCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'max-uses': { type: 'string' },
        expires: { type: 'string' },
        label: { type: 'string' },
        reason: { type: 'string' },
        'server-stopped': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new GuestCodesUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new GuestCodesUsageError(`Unexpected "${extra.join(' ')}".`);

  if (command === 'list') {
    if (
      values['max-uses'] !== undefined ||
      values.expires !== undefined ||
      values.label ||
      values.reason !== undefined
    ) {
      throw new GuestCodesUsageError('list takes no options.');
    }
    return { kind: 'list' };
  }
  if (command !== 'create') {
    throw new GuestCodesUsageError(
      command ? `Unknown command "${command}".` : 'Say create or list.',
    );
  }

  const maxUsesText = values['max-uses'];
  if (maxUsesText === undefined) throw new GuestCodesUsageError('create needs --max-uses N.');
  const maxUses = /^\d+$/.test(maxUsesText) ? Number(maxUsesText) : Number.NaN;
  if (!Number.isSafeInteger(maxUses) || maxUses < 1 || maxUses > MAX_USES_LIMIT) {
    throw new GuestCodesUsageError(
      `--max-uses must be a whole number from 1 to ${MAX_USES_LIMIT}, not "${maxUsesText}".`,
    );
  }
  const label = values.label?.trim() || null;
  if (label && label.length > LABEL_MAX) {
    throw new GuestCodesUsageError(`--label must be at most ${LABEL_MAX} characters.`);
  }
  const expiresAt = values.expires === undefined ? null : parseExpiry(values.expires, now);
  const reason = operatorReason(
    values.reason,
    'create',
    (message) => new GuestCodesUsageError(message),
  );
  return { kind: 'create', maxUses, expiresAt, label, reason };
}

/** The last day a code works, as the operator gave it. */
function formatExpiry(expiresAt: Date | null): string {
  if (!expiresAt) return 'never';
  return new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);
}

const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

function formatRow(code: GuestCodeSummary): string[] {
  return [
    code.id,
    code.label ?? '-',
    `${code.uses}/${code.maxUses}`,
    formatExpiry(code.expiresAt),
    minute(code.createdAt),
    code.revokedAt ? minute(code.revokedAt) : '-',
  ];
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

/** Runs a parsed command, printing line by line. */
export async function runGuestCodesCommand(
  command: GuestCodesCommand,
  service: Pick<GuestCodesService, 'create' | 'list'>,
  print: (line: string) => void,
): Promise<void> {
  if (command.kind === 'create') {
    const created = await service.create(command, GUEST_CODES_COMMAND_ACTOR);
    print(`Guest code: ${created.code}`);
    print(
      `Redeemable ${created.maxUses} time(s), once per organization; ` +
        (created.expiresAt
          ? `valid through ${formatExpiry(created.expiresAt)} (UTC).`
          : 'no expiry.'),
    );
    if (created.label) print(`Label: ${created.label}`);
    print('Copy it now: only its hash is stored, so it cannot be shown again.');
    return;
  }
  const codes = await service.list();
  if (codes.length === 0) {
    print('No guest codes yet.');
    return;
  }
  for (const line of table([
    ['ID', 'LABEL', 'USES', 'EXPIRES', 'CREATED (UTC)', 'REVOKED (UTC)'],
    ...codes.map(formatRow),
  ])) {
    print(line);
  }
}
