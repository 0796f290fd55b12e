import { randomUUID } from 'node:crypto';
import { moderationMessages } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { createAdminRolesService } from './admin-roles.service.js';
import { createAdminUsersRepository } from './admin-users.repository.js';
import {
  AdminCommandError,
  AdminUsageError,
  parseAdminCommand,
  runAdminCommand,
} from './admin.command.js';

let database: DatabaseHandle;
let service: ReturnType<typeof createAdminRolesService>;

beforeAll(async () => {
  database = await createTestDatabase();
  service = createAdminRolesService({ repository: createAdminUsersRepository(database.db) });
});

afterAll(async () => {
  await database?.close();
});

const REASON = 'Joins the moderation rota this month.';
/** Every role change here says why, as the command requires. */
const because = ['--reason', REASON];

async function run(argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runAdminCommand(parseAdminCommand(argv), service, (line) => lines.push(line));
  return lines;
}

async function insertUser(
  email: string,
  options: { verified?: boolean; anonymous?: boolean; name?: string } = {},
) {
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    email,
    name: options.name ?? 'Person',
    emailVerified: options.verified ?? true,
    isAnonymous: options.anonymous ?? false,
  });
  return id;
}

async function roleOf(id: string) {
  const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

const entriesFor = (id: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.at);

describe('npm run admin', () => {
  it('grants the role, once, recorded as the command did it, with the reason given', async () => {
    const id = await insertUser('ada@example.org', { name: 'Ada' });
    expect(await run(['grant', 'Ada@Example.org', ...because])).toEqual([
      'ada@example.org is now an administrator.',
    ]);
    expect(await roleOf(id)).toBe('admin');
    expect(await run(['grant', 'ada@example.org', ...because])).toEqual([
      'ada@example.org is already an administrator.',
    ]);
    expect(await entriesFor(id)).toMatchObject([
      {
        actorKind: 'system',
        actorId: null,
        actorLabel: 'npm run admin',
        action: 'user.admin_granted',
        targetType: 'user',
        targetLabel: 'ada@example.org',
        reason: REASON,
      },
    ]);
  });

  it('revokes it, once, recorded too', async () => {
    const id = await insertUser('brendan@example.org');
    await run(['grant', 'brendan@example.org', ...because]);
    const leaving = 'Left the moderation rota.';
    expect(await run(['revoke', 'brendan@example.org', '--reason', leaving])).toEqual([
      'brendan@example.org is no longer an administrator.',
    ]);
    expect(await roleOf(id)).toBe('member');
    expect(await run(['revoke', 'brendan@example.org', '--reason', leaving])).toEqual([
      'brendan@example.org is not an administrator.',
    ]);
    expect((await entriesFor(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['user.admin_granted', REASON],
      ['user.admin_revoked', leaving],
    ]);
  });

  it('says when the address is not verified yet, and refuses guests and unknown addresses', async () => {
    await insertUser('cleo@example.org', { verified: false });
    expect(await run(['grant', 'cleo@example.org', ...because])).toEqual([
      'cleo@example.org is now an administrator.',
      'Its address is not verified yet: the admin console opens once it is.',
    ]);
    const guest = await insertUser(`temp-${randomUUID()}@guest.invalid`, { anonymous: true });
    const [guestRow] = await database.db.select().from(users).where(eq(users.id, guest));
    for (const email of ['nobody@example.org', guestRow!.email]) {
      await expect(run(['grant', email, ...because])).rejects.toThrow(
        new AdminCommandError(
          `No account has the address ${email} (guests cannot be administrators).`,
        ),
      );
    }
    expect(await roleOf(guest)).toBe('member');
    const recorded = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, guest)));
    expect(recorded).toEqual([]);
  });

  it('lists the administrators', async () => {
    const lines = await run(['list']);
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+VERIFIED\s+DISABLED$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ada@example\.org\s+Ada\s+yes\s+no$/),
      expect.stringMatching(/^cleo@example\.org\s+Person\s+no\s+no$/),
    ]);
  });

  it('says so when there are none', async () => {
    await database.db.update(users).set({ role: 'member' });
    expect(await run(['list'])).toEqual([
      'No administrators yet. Make one with: npm run admin -- grant EMAIL',
    ]);
  });
});

describe('command line mistakes', () => {
  it.each([
    [[], 'Say grant, revoke or list.'],
    [['promote', 'a@b.org'], 'Unknown command "promote".'],
    [['grant'], "grant needs the account's EMAIL."],
    [['revoke', 'not-an-address'], '"not-an-address" is not an email address.'],
    [['grant', 'a@b.org', 'c@d.org'], 'Unexpected "c@d.org".'],
    [['list', 'extra'], 'Unexpected "extra".'],
    [['grant', 'a@b.org'], 'grant needs --reason TEXT: why, for the audit log.'],
    [['revoke', 'a@b.org', '--reason', ' '], 'revoke needs --reason TEXT: why, for the audit log.'],
    [['grant', 'a@b.org', '--reason', 'Trusted'], `--reason: ${moderationMessages.reasonTooShort}`],
    [
      ['grant', 'a@b.org', '--reason', 'x'.repeat(1001)],
      `--reason: ${moderationMessages.reasonTooLong}`,
    ],
    [['list', '--reason', REASON], 'list takes no reason.'],
  ])('%j → %s', (argv, message) => {
    expect(() => parseAdminCommand(argv)).toThrow(new AdminUsageError(message));
  });

  it('names an unknown option, and takes --server-stopped', () => {
    expect(() => parseAdminCommand(['list', '--force'])).toThrow(/--force/);
    expect(parseAdminCommand(['grant', 'a@b.org', '--server-stopped', ...because])).toEqual({
      kind: 'grant',
      email: 'a@b.org',
      reason: REASON,
    });
  });
});
