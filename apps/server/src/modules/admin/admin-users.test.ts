import { randomUUID } from 'node:crypto';
import {
  moderationMessages,
  type AdminUser,
  type AdminUserDetail,
  type UserProfile,
} from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  startFakeGitHubApi,
  startOAuthServer,
  type FakeGitHubApi,
  type OAuthStandIn,
} from '../../../test/stand-ins/oauth-server.js';
import { auditLog, sessions, users } from '../../db/schema/index.js';
import { ACCOUNT_DISABLED_CODE } from '../auth/auth.js';

const REASON = 'Sent the same spam report about forty profiles.';

let oauth: OAuthStandIn;
let gitHubApi: FakeGitHubApi;
let testApp: TestApp;
let admin: Member;

beforeAll(async () => {
  oauth = await startOAuthServer();
  gitHubApi = await startFakeGitHubApi();
  testApp = await buildTestApp({
    env: { ...oauth.googleEnv(), ...oauth.gitHubEnv(gitHubApi.url) },
  });
  admin = await signUpAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
  await gitHubApi?.close();
  await oauth?.close();
});

const db = () => testApp.database.db;

const disable = (userId: string, reason: unknown = REASON, by = admin.browser) =>
  by.post(`/api/admin/users/${userId}/disable`, { reason });
const enable = (userId: string, by = admin.browser) =>
  by.post(`/api/admin/users/${userId}/enable`, { reason: 'Spoke with them; it was a mistake.' });

async function sessionCount(userId: string) {
  return (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function isSignedIn(browser: Browser) {
  const profile = await browser.get('/api/users/profile');
  const session = await browser.get('/api/auth/get-session');
  // The API and the client's view of the session agree.
  expect(session.json() === null).toBe(profile.statusCode === 401);
  return profile.statusCode === 200;
}

const accountDisabled = {
  code: ACCOUNT_DISABLED_CODE,
  message: moderationMessages.accountDisabled,
};

async function entriesFor(userId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
}

describe('disabling an account', () => {
  it('ends every session at once and refuses the password sign-in, until enabled', async () => {
    const person = await signUpMember(testApp.app, db());
    const laptop = new Browser(testApp.app);
    const signedIn = await laptop.signIn(person.email, person.password);
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { token: string }).token;
    const withToken = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await withToken()).statusCode).toBe(200);
    expect(await sessionCount(person.userId)).toBe(2);

    const response = await disable(person.userId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: AdminUser };
    expect(data).toMatchObject({
      id: person.userId,
      email: person.email,
      role: 'member',
      disabled: { at: expect.any(String), reason: REASON },
    });

    expect(await sessionCount(person.userId)).toBe(0);
    expect(await isSignedIn(person.browser)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect((await withToken()).statusCode).toBe(401);

    const again = new Browser(testApp.app);
    const refused = await again.signIn(person.email, person.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(accountDisabled);
    expect(await isSignedIn(again)).toBe(false);
    expect(await sessionCount(person.userId)).toBe(0);

    expect(await entriesFor(person.userId, 'user.disabled')).toMatchObject([
      {
        actorKind: 'admin',
        actorId: admin.userId,
        actorLabel: admin.email,
        targetType: 'user',
        targetLabel: person.email,
        reason: REASON,
        details: { endedSessions: 2 },
      },
    ]);
    expect((await disable(person.userId)).json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.alreadyDisabled },
    });

    const enabled = await enable(person.userId);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((enabled.json() as { data: AdminUser }).data.disabled).toBeNull();
    const back = new Browser(testApp.app);
    expect((await back.signIn(person.email, person.password)).statusCode).toBe(200);
    expect(await isSignedIn(back)).toBe(true);
    expect(await entriesFor(person.userId, 'user.enabled')).toMatchObject([
      { actorId: admin.userId, details: { disabledReason: REASON } },
    ]);
    expect((await enable(person.userId)).json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.notDisabled },
    });
  });

  it('refuses Google and GitHub sign-ins too, back to the error page', async () => {
    oauth.signInAs({ sub: 'google-disabled', email: 'gale@example.org', email_verified: true });
    const viaGoogle = new Browser(testApp.app);
    expect((await viaGoogle.signInWith('google')).statusCode).toBe(302);
    gitHubApi.respondWith(
      {
        id: 9001,
        login: 'hub-person',
        name: 'Hub Person',
        email: 'hub@example.org',
        avatar_url: null,
      },
      [{ email: 'hub@example.org', primary: true, verified: true }],
    );
    const viaGitHub = new Browser(testApp.app);
    expect((await viaGitHub.signInWith('github')).statusCode).toBe(302);

    for (const [provider, browser] of [
      ['google', viaGoogle],
      ['github', viaGitHub],
    ] as const) {
      const profile = (await browser.get('/api/users/profile')).json() as { data: UserProfile };
      expect((await disable(profile.data.uid)).statusCode).toBe(200);
      expect(await isSignedIn(browser)).toBe(false);

      const again = new Browser(testApp.app);
      const callback = await again.signInWith(provider, '/dashboard', '/login');
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toContain(`error=${ACCOUNT_DISABLED_CODE}`);
      expect(await isSignedIn(again)).toBe(false);
      expect(await sessionCount(profile.data.uid)).toBe(0);

      expect((await enable(profile.data.uid)).statusCode).toBe(200);
      const returning = new Browser(testApp.app);
      expect((await returning.signInWith(provider, '/dashboard')).headers.location).toBe(
        '/dashboard',
      );
      expect(await isSignedIn(returning)).toBe(true);
    }
  });

  it('treats a session that slipped past the disabling as none', async () => {
    const person = await signUpMember(testApp.app, db());
    // As if a sign-in had committed its session just after the disabling.
    await db()
      .update(users)
      .set({ disabledAt: new Date(), disabledReason: REASON })
      .where(eq(users.id, person.userId));
    expect(await sessionCount(person.userId)).toBe(1);
    expect(await isSignedIn(person.browser)).toBe(false);
    expect((await person.browser.get('/api/users/organizations')).statusCode).toBe(401);
  });

  it('is refused on the administrator’s own account, which stays signed in', async () => {
    const response = await disable(admin.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.cannotDisableYourself },
    });
    expect(await isSignedIn(admin.browser)).toBe(true);
    expect(await entriesFor(admin.userId, 'user.disabled')).toEqual([]);
  });

  it('closes the console to a disabled administrator', async () => {
    const other = await signUpAdmin(testApp.app, db());
    expect((await disable(other.userId)).statusCode).toBe(200);
    expect((await other.browser.get('/api/admin/users')).statusCode).toBe(401);
    expect((await enable(other.userId)).statusCode).toBe(200);
  });

  it('wants a reason, and an account that exists', async () => {
    const person = await signUpMember(testApp.app, db());
    const noReason = await disable(person.userId, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      error: { message: moderationMessages.disableReasonRequired },
    });
    expect((await disable(randomUUID())).statusCode).toBe(404);
    const guest = await signInGuest(testApp.app);
    expect((await disable(guest.userId)).statusCode).toBe(404);
    expect((await enable(randomUUID())).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by address or name, never guests, with their organizations', async () => {
    const person = await signUpMember(testApp.app, db(), { name: 'Wilhelmina Quartz' });
    await createOrganization(db(), { createdBy: person.userId, name: 'Quartz Fund' });
    await createOrganization(db(), { createdBy: person.userId, status: 'pending' });
    const guest = await signInGuest(testApp.app);

    const find = async (query: string) => {
      const response = await admin.browser.get(`/api/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { items: AdminUser[]; total: number } }).data;
    };
    expect((await find('q=wilhelmina')).items).toMatchObject([
      { id: person.userId, name: 'Wilhelmina Quartz', role: 'member', organizationCount: 2 },
    ]);
    expect((await find(`q=${encodeURIComponent(person.email.toUpperCase())}`)).total).toBe(1);
    const everyone = await find('page=1');
    expect(everyone.items.map((item) => item.id)).not.toContain(guest.userId);
    expect(everyone.items.every((item) => !item.email.endsWith('guest.invalid'))).toBe(true);

    const detail = await admin.browser.get(`/api/admin/users/${person.userId}`);
    const { data } = detail.json() as { data: AdminUserDetail };
    expect(data.organizations.map((entry) => entry.ownerId)).toEqual([
      person.userId,
      person.userId,
    ]);
    expect(data.organizations.map((entry) => entry.name)).toContain('Quartz Fund');
    expect((await admin.browser.get(`/api/admin/users/${guest.userId}`)).statusCode).toBe(404);
  });
});
