import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiError, UserProfile } from '@catalyst/shared';
import { authMessages, sessionMessages } from '@catalyst/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app.js';
import { createOrganization } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import {
  accounts,
  newsletterSubscribers,
  organizationFollows,
  organizationCategories,
  organizations,
  savedSearches,
  sessions,
  users,
} from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import {
  GUEST_MESSAGE,
  requireAccess,
  SIGNED_OUT_MESSAGE,
  UNVERIFIED_MESSAGE,
  type AccessLevel,
  type RequestSession,
} from '../../plugins/session.js';
import { createBackoffStore } from '../auth/attempt-backoff.js';
import { createPasswordAttempts, passwordAttemptRules } from '../auth/password-attempts.js';
import { REQUIRES_RECENT_LOGIN_MESSAGE } from './users.service.js';

const PASSWORD = 'correct horse battery staple';

let app: FastifyInstance;
let database: DatabaseHandle;
const mail: MailMessage[] = [];
let people = 0;
/** An unverified member that tests only read, shared because scrypt is slow. */
let reader: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    authSecret: randomBytes(32).toString('base64url'),
    mailer: { send: async (message) => void mail.push(message) },
  });
  // A probe of the guard alone on a real request, apart from any product endpoint's rules.
  app.get('/api/test/verified-only', async (request) => {
    const session = await requireAccess(request, 'verified');
    return { data: { uid: session.user.id } };
  });
  await app.ready();
  reader = await signUp('Ada Lovelace');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function errorOf(response: { json(): unknown }): ApiError['error'] {
  return (response.json() as ApiError).error;
}

async function signUp(name = 'Test Person') {
  people += 1;
  const email = `user${people}@example.org`;
  const browser = new Browser(app);
  const response = await browser.signUpOnly(email, PASSWORD, name);
  expect(response.statusCode, response.body).toBe(200);
  // Sign-up signs no one in; the sign-in that follows answers the bearer token.
  const signedIn = await browser.signIn(email, PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const body = signedIn.json() as { token: string; user: { id: string } };
  return { browser, email, userId: body.user.id, token: body.token };
}

async function guest() {
  const browser = new Browser(app);
  const response = await browser.signInAsGuest();
  expect(response.statusCode).toBe(200);
  return { browser, userId: (response.json() as { user: { id: string } }).user.id };
}

async function markVerified(userId: string) {
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

describe('requireAccess: guard order of docs/product/accounts.md', () => {
  const fakeRequest = (session: RequestSession | null) =>
    ({ session: async () => session }) as unknown as FastifyRequest;
  const person = (overrides: Partial<RequestSession['user']>): RequestSession => ({
    sessionId: 'session-1',
    user: {
      id: 'user-1',
      email: 'someone@example.org',
      name: 'Someone',
      image: null,
      emailVerified: false,
      isAnonymous: false,
      role: 'member',
      createdAt: new Date(),
      ...overrides,
    },
  });
  const nobody = null;
  const aGuest = person({ isAnonymous: true, email: 'temp@guest.invalid' });
  const unverified = person({});
  const verified = person({ emailVerified: true });

  async function outcome(session: RequestSession | null, level: AccessLevel) {
    try {
      await requireAccess(fakeRequest(session), level);
      return 'allowed';
    } catch (error) {
      const { code, statusCode, message } = error as {
        code: string;
        statusCode: number;
        message: string;
      };
      return `${statusCode} ${code}: ${message}`;
    }
  }

  const signedOut = `401 UNAUTHENTICATED: ${SIGNED_OUT_MESSAGE}`;
  const notPermanent = `401 UNAUTHENTICATED: ${GUEST_MESSAGE}`;
  const notVerified = `403 EMAIL_NOT_VERIFIED: ${UNVERIFIED_MESSAGE}`;

  it.each([
    ['nobody', nobody, 'signed-in', signedOut],
    ['nobody', nobody, 'permanent', signedOut],
    ['nobody', nobody, 'verified', signedOut],
    ['a guest', aGuest, 'signed-in', 'allowed'],
    ['a guest', aGuest, 'permanent', notPermanent],
    ['a guest', aGuest, 'verified', notPermanent],
    ['an unverified user', unverified, 'signed-in', 'allowed'],
    ['an unverified user', unverified, 'permanent', 'allowed'],
    ['an unverified user', unverified, 'verified', notVerified],
    ['a verified user', verified, 'verified', 'allowed'],
  ] as const)('%s at level %s: %s', async (_who, session, level, expected) => {
    expect(await outcome(session, level)).toBe(expected);
  });

  it('uses the product texts', () => {
    expect(SIGNED_OUT_MESSAGE).toBe('You need to be logged in to perform this action.');
    expect(GUEST_MESSAGE).toBe('Please sign in with a permanent account to access this feature');
  });

  it('holds on a real request: nobody, guest, unverified, then verified', async () => {
    const url = '/api/test/verified-only';
    const none = await new Browser(app).get(url);
    expect([none.statusCode, errorOf(none)]).toEqual([
      401,
      { code: 'UNAUTHENTICATED', message: SIGNED_OUT_MESSAGE },
    ]);
    const { browser: guestBrowser } = await guest();
    const asGuest = await guestBrowser.get(url);
    expect([asGuest.statusCode, errorOf(asGuest)]).toEqual([
      401,
      { code: 'UNAUTHENTICATED', message: GUEST_MESSAGE },
    ]);
    const { browser, userId } = await signUp();
    const asUnverified = await browser.get(url);
    expect([asUnverified.statusCode, errorOf(asUnverified)]).toEqual([
      403,
      { code: 'EMAIL_NOT_VERIFIED', message: UNVERIFIED_MESSAGE },
    ]);
    await markVerified(userId);
    const asVerified = await browser.get(url);
    expect(asVerified.statusCode).toBe(200);
    expect(asVerified.json()).toEqual({ data: { uid: userId } });
  });
});

describe('GET /api/users/profile', () => {
  it('refuses nobody, then a guest, with the product messages', async () => {
    const none = await new Browser(app).get('/api/users/profile');
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).message).toBe(sessionMessages.notAuthenticated);
    const { browser } = await guest();
    const asGuest = await browser.get('/api/users/profile');
    expect(asGuest.statusCode).toBe(401);
    expect(errorOf(asGuest).message).toBe(authMessages.guard.permanentAccount);
  });

  it('answers an unverified user their profile, emailVerified false', async () => {
    const { browser, email, userId } = reader;
    const response = await browser.get('/api/users/profile');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: UserProfile };
    expect(data).toEqual({
      uid: userId,
      email,
      displayName: 'Ada Lovelace',
      photoURL: null,
      isAnonymous: false,
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      providers: ['password'],
      role: 'member',
    });
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000);
  });

  it('accepts a bearer session token instead of the cookie', async () => {
    const { token, userId } = reader;
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: UserProfile }).data.uid).toBe(userId);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${randomBytes(24).toString('base64url')}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sync-user', () => {
  it('refuses nobody and never syncs a guest', async () => {
    const none = await new Browser(app).post('/api/auth/sync-user');
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).message).toBe(sessionMessages.notAuthenticated);
    const { browser } = await guest();
    const asGuest = await browser.post('/api/auth/sync-user');
    expect(asGuest.statusCode).toBe(401);
    expect(errorOf(asGuest).message).toBe(GUEST_MESSAGE);
  });

  it('answers the stored profile, the same however often it is called', async () => {
    const { browser, userId } = reader;
    const first = await browser.post('/api/auth/sync-user');
    const second = await browser.post('/api/auth/sync-user');
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((first.json() as { data: UserProfile }).data).toMatchObject({
      uid: userId,
      displayName: 'Ada Lovelace',
      providers: ['password'],
    });
    const [{ count } = { count: -1 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.id, userId));
    expect(count).toBe(1);
  });
});

/** Every row of every table of ours whose text mentions one of `needles`, by table. */
async function rowsMentioning(...needles: string[]): Promise<Record<string, number>> {
  const query = async <Row>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const tables = await query<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const mentions = sql.join(
      needles.map((needle) => sql`strpos(lower(row_to_json(t)::text), lower(${needle})) > 0`),
      sql` or `,
    );
    const [row] = await query<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)} t where ${mentions}`,
    );
    const count = row?.count ?? 0;
    if (count > 0) found[table] = count;
  }
  return found;
}

describe('DELETE /api/users/me', () => {
  it('checks who is asking before the body: nobody 401, a guest 401', async () => {
    const none = await new Browser(app).delete('/api/users/me', { confirmation: 'nope' });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).message).toBe(sessionMessages.notAuthenticated);
    const { browser, userId } = await guest();
    const asGuest = await browser.delete('/api/users/me', { confirmation: 'DELETE' });
    expect(asGuest.statusCode).toBe(401);
    expect(errorOf(asGuest).message).toBe(GUEST_MESSAGE);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toBeDefined();
  });

  it('needs DELETE typed, and the current password of a password account', async () => {
    const { browser, userId } = reader;
    const untyped = await browser.delete('/api/users/me', {
      confirmation: 'delete',
      password: PASSWORD,
    });
    expect(untyped.statusCode).toBe(400);
    expect(errorOf(untyped)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: authMessages.typeDelete,
    });
    const noPassword = await browser.delete('/api/users/me', { confirmation: 'DELETE' });
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword)).toEqual({
      code: 'VALIDATION_ERROR',
      message: authMessages.passwordRequired,
    });
    const wrong = await browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toEqual({
      code: 'FORBIDDEN',
      message: authMessages.deleteWrongPassword,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toBeDefined();
  });

  it('deletes an unverified user and everything of theirs, leaving no row behind', async () => {
    const { browser, email, userId } = await signUp();
    const other = reader;
    // Rows that mention the user across the tables: a second session, organizations with
    // category links, a reset token, per-account counters, a newsletter subscription.
    const secondDevice = new Browser(app);
    expect((await secondDevice.signIn(email, PASSWORD)).statusCode).toBe(200);
    const owned = await createOrganization(database.db, {
      createdBy: userId,
      categories: ['clean_energy', 'cooperative'],
    });
    const othersOrganization = await createOrganization(database.db, { createdBy: other.userId });
    expect((await browser.post('/api/auth/request-password-reset', { email })).statusCode).toBe(
      200,
    );
    expect((await new Browser(app).signIn(email, 'a wrong guess')).statusCode).toBe(401);
    expect((await browser.post('/api/auth/resend-verification')).statusCode).toBe(200);
    await database.db.insert(newsletterSubscribers).values({ email });
    // Follows and saved searches are private: they go with the account (written straight in:
    // this account is unverified).
    await database.db
      .insert(organizationFollows)
      .values({ userId, organizationId: othersOrganization.id });
    await database.db
      .insert(savedSearches)
      .values({ userId, name: 'Ocean', query: 'q=ocean', alerts: 'daily' });

    const before = await rowsMentioning(userId, email);
    expect(Object.keys(before).sort()).toEqual(
      [
        'accounts',
        'newsletter_subscribers',
        // The trigger of migration 0009 made them their organization's owner.
        'organization_follows',
        'organization_members',
        'organizations',
        'rate_limits',
        'saved_searches',
        'sessions',
        'users',
        'verifications',
      ].sort(),
    );

    const response = await browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });
    const cleared = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(cleared?.maxAge).toBe(0);

    expect(await rowsMentioning(userId, email)).toEqual({});
    const categoryLinks = await database.db
      .select()
      .from(organizationCategories)
      .where(eq(organizationCategories.organizationId, owned.id));
    expect(categoryLinks).toEqual([]);

    // Both devices are signed out; the other user keeps everything.
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/users/profile')).statusCode).toBe(401);
    expect((await other.browser.get('/api/users/profile')).statusCode).toBe(200);
    const [kept] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, othersOrganization.id));
    expect(kept).toBeDefined();
    expect((await new Browser(app).signIn(email, PASSWORD)).statusCode).toBe(401);
  });

  it('slows password guesses through deletion like every other password check', async () => {
    const { browser, email } = await signUp();
    const wrong = await browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: 'first guess',
    });
    expect(wrong.statusCode).toBe(403);
    // The rest of the client's free failures, counted straight into the shared back-off
    // (each real guess costs a scrypt hash).
    const attempts = createPasswordAttempts(createBackoffStore(database.db));
    for (let guess = 2; guess <= passwordAttemptRules.source.freeFailures; guess += 1) {
      expect((await attempts.begin({ email, clientIp: browser.ip })).allowed).toBe(true);
    }
    const blocked = await browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(errorOf(blocked)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: authMessages.tooManyRequests,
    });
    expect((await browser.get('/api/users/profile')).statusCode).toBe(200);
  });

  it('deletes a Google account on a recent sign-in, without a password', async () => {
    const userId = randomUUID();
    const email = `social-${userId}@example.org`;
    await database.db
      .insert(users)
      .values({ id: userId, name: 'Social Person', email, emailVerified: true });
    await database.db.insert(accounts).values({
      id: randomUUID(),
      userId,
      providerId: 'google',
      accountId: `google-${userId}`,
    });
    const oldToken = randomBytes(24).toString('base64url');
    const freshToken = randomBytes(24).toString('base64url');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await database.db.insert(sessions).values([
      {
        id: randomUUID(),
        userId,
        token: oldToken,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: twoDaysAgo,
        updatedAt: new Date(),
      },
      {
        id: randomUUID(),
        userId,
        token: freshToken,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const remove = (token: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { confirmation: 'DELETE' },
      });

    const stale = await remove(oldToken);
    expect(stale.statusCode).toBe(403);
    expect(errorOf(stale)).toEqual({
      code: 'FORBIDDEN',
      message: REQUIRES_RECENT_LOGIN_MESSAGE,
      details: { reason: 'REQUIRES_RECENT_LOGIN' },
    });

    const fresh = await remove(freshToken);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await rowsMentioning(userId, email)).toEqual({});
  });
});
