import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app.js';
import { signInGuest, signUpMember } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** ADMIN_EMAILS names the first administrators: at each start-up, their verified accounts. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** A server process starting on the database with this ADMIN_EMAILS, and what it logged. */
async function start(adminEmails: string) {
  const logged: string[] = [];
  const app = await buildApp({
    config: testConfig({ ADMIN_EMAILS: adminEmails }),
    db: database.db,
    authSecret: randomBytes(32).toString('base64url'),
    logger: {
      level: 'info',
      stream: { write: (line: string) => logged.push(JSON.parse(line).msg as string) },
    },
  });
  await app.ready();
  return { app, logged };
}

async function roleOf(id: string) {
  const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

const grants = (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.admin_granted')));

describe('ADMIN_EMAILS', () => {
  it('makes administrators of the verified accounts it names, once, as the system', async () => {
    const setup = await start('');
    const first = await signUpMember(setup.app, database.db);
    const unverified = await signUpMember(setup.app, database.db, { verified: false });
    const bystander = await signUpMember(setup.app, database.db);
    const guest = await signInGuest(setup.app);
    const [guestRow] = await database.db.select().from(users).where(eq(users.id, guest.userId));
    await setup.app.close();

    const names = [
      first.email.toUpperCase(),
      unverified.email,
      guestRow!.email,
      'not-signed-up@example.org',
    ].join(' , ');
    const { app, logged } = await start(names);
    expect(await roleOf(first.userId)).toBe('admin');
    expect(await roleOf(unverified.userId)).toBe('member');
    expect(await roleOf(guest.userId)).toBe('member');
    expect(await roleOf(bystander.userId)).toBe('member');
    expect(await grants(first.userId)).toMatchObject([
      {
        actorKind: 'system',
        actorId: null,
        actorLabel: 'ADMIN_EMAILS',
        targetType: 'user',
        targetLabel: first.email,
        reason: 'Named in ADMIN_EMAILS.',
      },
    ]);
    expect(logged).toContain(`ADMIN_EMAILS: ${first.email} is now an administrator`);
    expect(
      logged.find((line) => line.startsWith('ADMIN_EMAILS: no verified account yet')),
    ).toContain(unverified.email);
    // The console is theirs at once.
    const browser = new Browser(app);
    expect((await browser.signIn(first.email, first.password)).statusCode).toBe(200);
    expect((await browser.get('/api/admin/reports')).statusCode).toBe(200);
    await app.close();

    // A restart finds them so already: nothing more is recorded.
    const again = await start(names);
    expect(await grants(first.userId)).toHaveLength(1);
    await again.app.close();
  });
});
