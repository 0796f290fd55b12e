import { createHash } from 'node:crypto';
import { moderationMessages } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { auditLog, guestCodes } from '../../db/schema/index.js';
import { createRateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import {
  GuestCodesUsageError,
  parseGuestCodesCommand,
  runGuestCodesCommand,
} from './guest-codes.command.js';
import { createGuestCodesRepository } from './guest-codes.repository.js';
import {
  createGuestCodesService,
  generateGuestCode,
  hashGuestCode,
  normalizeGuestCode,
} from './guest-codes.service.js';

const CODE_PATTERN = /^CAT(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
const NOW = new Date('2026-05-10T12:00:00Z');

let database: DatabaseHandle;
let service: ReturnType<typeof createGuestCodesService>;

beforeAll(async () => {
  database = await createTestDatabase();
  service = createGuestCodesService({
    repository: createGuestCodesRepository(database.db),
    rateLimits: createRateLimitStore(database.db),
  });
});

afterAll(async () => {
  await database?.close();
});

const REASON = 'Promised to the spring partners.';
/** Every code made here says why, as the command requires. */
const because = ['--reason', REASON];

async function run(argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runGuestCodesCommand(parseGuestCodesCommand(argv), service, (line) => lines.push(line));
  return lines;
}

describe('guest codes', () => {
  it('are CAT and four groups of Crockford base32, 80 random bits, never repeating', () => {
    const codes = Array.from({ length: 2000 }, generateGuestCode);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // The whole alphabet is in use, not some subset of it.
    const characters = new Set(codes.flatMap((code) => [...code.slice(4).replaceAll('-', '')]));
    expect(characters.size).toBe(32);
  });

  it('normalize however they are typed, and refuse what cannot be one', () => {
    const code = 'CAT-7K3M-Q9ZD-X201-4RTB';
    const canonical = '7K3MQ9ZDX2014RTB';
    for (const typed of [
      code,
      code.toLowerCase(),
      ' cat 7k3m q9zd x201 4rtb ',
      '7K3M-Q9ZD-X201-4RTB',
      'CAT-7K3M-Q9ZD-X2OI-4RTB',
      'CAT-7K3M-Q9ZD-X2Ol-4RTB',
    ]) {
      expect(normalizeGuestCode(typed), typed).toBe(canonical);
    }
    for (const typed of ['', 'CAT', 'CAT-7K3M-Q9ZD-X201', 'CAT-7K3M-Q9ZD-X201-4RTU', `${code}-A`]) {
      expect(normalizeGuestCode(typed), typed).toBeUndefined();
    }
  });
});

describe('npm run guest-codes -- create', () => {
  it('prints the code once and stores only the hash of its normalized form', async () => {
    const lines = await run([
      'create',
      '--max-uses',
      '3',
      '--label',
      'Spring partners',
      ...because,
    ]);
    const code = /^Guest code: (\S+)$/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(code).toMatch(CODE_PATTERN);
    expect(lines.slice(1)).toEqual([
      'Redeemable 3 time(s), once per organization; no expiry.',
      'Label: Spring partners',
      'Copy it now: only its hash is stored, so it cannot be shown again.',
    ]);

    const rows = await database.db.select().from(guestCodes);
    const row = rows.find((candidate) => candidate.label === 'Spring partners');
    expect(row).toMatchObject({ maxUses: 3, uses: 0, expiresAt: null });
    const expected = createHash('sha256').update(code.slice(4).replaceAll('-', '')).digest('hex');
    expect(row?.codeHash).toBe(expected);
    expect(row?.codeHash).toBe(hashGuestCode(normalizeGuestCode(code) ?? ''));
    expect(JSON.stringify(rows)).not.toContain(code.slice(4));

    // Recorded as the operator command made it, why, and what it allows: never the code.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id ?? ''));
    expect(entry).toMatchObject({
      actorKind: 'system',
      actorId: null,
      actorLabel: 'npm run guest-codes',
      action: 'guest_code.created',
      targetType: 'guest_code',
      targetLabel: 'Spring partners',
      reason: REASON,
      details: { maxUses: 3, expiresAt: null },
    });
    expect(JSON.stringify(entry)).not.toContain(code.slice(4));
  });

  it('makes a code expire at the end (UTC) of the given day', async () => {
    const lines = await run([
      'create',
      '--max-uses',
      '1',
      '--expires',
      '2099-02-28',
      '--label',
      'dated',
      ...because,
    ]);
    expect(lines[1]).toBe(
      'Redeemable 1 time(s), once per organization; valid through 2099-02-28 (UTC).',
    );
    const rows = await database.db.select().from(guestCodes);
    expect(rows.find((row) => row.label === 'dated')?.expiresAt).toEqual(
      new Date('2099-03-01T00:00:00Z'),
    );
  });
});

describe('npm run guest-codes -- list', () => {
  it('shows id, label, uses, expiry, creation and revocation, never a code or a hash', async () => {
    await run(['create', '--max-uses', '7', '--label', 'listed', ...because]);
    const revoked = await service.create({
      maxUses: 2,
      expiresAt: null,
      label: 'withdrawn',
      reason: REASON,
    });
    await database.db
      .update(guestCodes)
      .set({ revokedAt: new Date('2026-05-01T10:30:00Z') })
      .where(eq(guestCodes.id, revoked.id));
    const lines = await run(['list']);
    expect(lines[0]).toMatch(/^ID\s+LABEL\s+USES\s+EXPIRES\s+CREATED \(UTC\)\s+REVOKED \(UTC\)$/);
    const rows = await database.db.select().from(guestCodes);
    for (const row of rows) {
      const line = lines.find((candidate) => candidate.startsWith(row.id));
      expect(line).toContain(`${row.uses}/${row.maxUses}`);
      expect(line).toContain(row.label ?? '-');
      expect(lines.join('\n')).not.toContain(row.codeHash);
    }
    expect(lines.find((line) => line.includes('dated'))).toContain('2099-02-28');
    expect(lines.find((line) => line.includes('listed'))).toMatch(/never .* -$/);
    expect(lines.find((line) => line.includes('withdrawn'))).toMatch(/2026-05-01 10:30$/);
    expect(lines.join('\n')).not.toMatch(/CAT-/);
  });
});

describe('command line mistakes', () => {
  it.each([
    [[], 'Say create or list.'],
    [['delete'], 'Unknown command "delete".'],
    [['create'], 'create needs --max-uses N.'],
    [['create', '--max-uses', '2'], 'create needs --reason TEXT: why, for the audit log.'],
    [
      ['create', '--max-uses', '2', '--reason', '  '],
      'create needs --reason TEXT: why, for the audit log.',
    ],
    [
      ['create', '--max-uses', '2', '--reason', 'Partners'],
      `--reason: ${moderationMessages.reasonTooShort}`,
    ],
    [['list', '--reason', REASON], 'list takes no options.'],
    [
      ['create', '--max-uses', '0'],
      '--max-uses must be a whole number from 1 to 1000000, not "0".',
    ],
    [
      ['create', '--max-uses', '2.5'],
      '--max-uses must be a whole number from 1 to 1000000, not "2.5".',
    ],
    [
      ['create', '--max-uses', 'ten'],
      '--max-uses must be a whole number from 1 to 1000000, not "ten".',
    ],
    [
      ['create', '--max-uses', '2', '--expires', '2026-02-30'],
      '--expires must be a date like 2026-12-31, not "2026-02-30".',
    ],
    [
      ['create', '--max-uses', '2', '--expires', '31/12/2026'],
      '--expires must be a date like 2026-12-31, not "31/12/2026".',
    ],
    [
      ['create', '--max-uses', '2', '--expires', '2026-05-09'],
      '--expires 2026-05-09 is already past.',
    ],
    [['list', '--max-uses', '2'], 'list takes no options.'],
    [['list', 'extra'], 'Unexpected "extra".'],
  ])('%j → %s', (argv, message) => {
    expect(() => parseGuestCodesCommand(argv, NOW)).toThrow(new GuestCodesUsageError(message));
  });

  it('names an unknown option', () => {
    expect(() => parseGuestCodesCommand(['create', '--max-use', '2'], NOW)).toThrow(/--max-use/);
  });

  it('accepts today as the last valid day', () => {
    expect(
      parseGuestCodesCommand(
        ['create', '--max-uses', '2', '--expires', '2026-05-10', ...because],
        NOW,
      ),
    ).toEqual({
      kind: 'create',
      maxUses: 2,
      expiresAt: new Date('2026-05-11T00:00:00Z'),
      label: null,
      reason: REASON,
    });
  });
});
