import type { UserProfile } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signInGuestWithDraft } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  startFakeGitHubApi,
  startOAuthServer,
  type FakeGitHubApi,
  type OAuthStandIn,
} from '../../../test/stand-ins/oauth-server.js';
import { accounts, organizations, users } from '../../db/schema/index.js';

let oauth: OAuthStandIn;
let gitHubApi: FakeGitHubApi;
let testApp: TestApp;

beforeAll(async () => {
  oauth = await startOAuthServer();
  gitHubApi = await startFakeGitHubApi();
  // The production provider code, pointed at the local OAuth server and fake GitHub API.
  testApp = await buildTestApp({
    env: { ...oauth.googleEnv(), ...oauth.gitHubEnv(gitHubApi.url) },
  });
});

afterAll(async () => {
  await testApp?.close();
  await gitHubApi?.close();
  await oauth?.close();
});

async function profileOf(browser: Browser): Promise<UserProfile> {
  const response = await browser.get('/api/users/profile');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: UserProfile }).data;
}

/** Someone who signed up with a password and verified the address, by their user id. */
async function verifiedPasswordAccount(email: string, password: string): Promise<string> {
  const signUp = await new Browser(testApp.app).signUp(email, password);
  const userId = (signUp.json() as { user: { id: string } }).user.id;
  await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return userId;
}

async function userByEmail(email: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('Google (OpenID Connect)', () => {
  it('signs a new person in, verified by Google, and returns to the callback URL', async () => {
    oauth.signInAs({
      sub: 'google-sub-ada',
      email: 'ada@example.org',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://images.example.org/ada.png',
    });
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('google', '/dashboard');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');

    const profile = await profileOf(browser);
    expect(profile).toMatchObject({
      email: 'ada@example.org',
      displayName: 'Ada Lovelace',
      photoURL: 'https://images.example.org/ada.png',
      emailVerified: true,
      isAnonymous: false,
      providers: ['google'],
    });
    const [account] = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, profile.uid));
    expect(account).toMatchObject({ providerId: 'google', accountId: 'google-sub-ada' });

    // Signing in again finds the same account.
    const again = new Browser(testApp.app);
    expect((await again.signInWith('google')).statusCode).toBe(302);
    expect((await profileOf(again)).uid).toBe(profile.uid);
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    oauth.signInAs({ sub: 'google-sub-eve', email: 'eve@example.org', email_verified: true });
    const browser = new Browser(testApp.app);
    const start = await browser.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    const authorization = await fetch((start.json() as { url: string }).url, {
      redirect: 'manual',
    });
    const back = new URL(authorization.headers.get('location') ?? '');
    const stranger = new Browser(testApp.app);
    const callback = await stranger.get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('error=');
    expect(await userByEmail('eve@example.org')).toBeUndefined();
  });

  it('joins a verified password account of the same address and signs that account in', async () => {
    const ownerId = await verifiedPasswordAccount('grace@example.org', 'compiler pioneer 1952');

    oauth.signInAs({ sub: 'google-sub-grace', email: 'grace@example.org', email_verified: true });
    const browser = new Browser(testApp.app);
    expect((await browser.signInWith('google')).statusCode).toBe(302);
    const profile = await profileOf(browser);
    expect(profile.uid).toBe(ownerId);
    expect(profile.providers.sort()).toEqual(['google', 'password']);
  });

  it("makes Google's proof of the address win over a password nobody proved", async () => {
    const squatter = new Browser(testApp.app);
    const signUp = await squatter.signUp('barbara@example.org', 'not really barbara 1');
    const accountId = (signUp.json() as { user: { id: string } }).user.id;
    expect((await squatter.get('/api/users/profile')).statusCode).toBe(200);

    oauth.signInAs({
      sub: 'google-sub-barbara',
      email: 'barbara@example.org',
      email_verified: true,
    });
    const barbara = new Browser(testApp.app);
    const callback = await barbara.signInWith('google');
    expect(callback.headers.location).toBe('/dashboard');
    expect(await profileOf(barbara)).toMatchObject({
      uid: accountId,
      emailVerified: true,
      providers: ['google'],
    });
    // The squatter's password and session are gone with the proof.
    expect((await squatter.get('/api/users/profile')).statusCode).toBe(401);
    const again = await new Browser(testApp.app).signIn(
      'barbara@example.org',
      'not really barbara 1',
    );
    expect(again.statusCode).toBe(401);
  });

  it('never signs in to an existing account when Google has not verified the address', async () => {
    const ownerId = await verifiedPasswordAccount('hedy@example.org', 'frequency hopping 1942');

    oauth.signInAs({
      sub: 'google-sub-not-hedy',
      email: 'hedy@example.org',
      email_verified: false,
    });
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('google', '/dashboard', '/login?provider=google');
    expect(callback.statusCode).toBe(302);
    // Back on the web's sign-in page, which says why (authMessages.providerEmailUnverified).
    expect(callback.headers.location).toBe(
      'https://profiles.test/login?provider=google&error=unverified_provider_email',
    );
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
    const linked = await testApp.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, ownerId));
    expect(linked).toEqual([{ providerId: 'credential' }]);
  });

  it('makes no account for an address Google has not verified', async () => {
    oauth.signInAs({ sub: 'google-sub-new', email: 'fresh@example.org', email_verified: false });
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('google', '/dashboard', '/signup?provider=google');
    expect(callback.headers.location).toBe(
      'https://profiles.test/signup?provider=google&error=unverified_provider_email',
    );
    expect(await userByEmail('fresh@example.org')).toBeUndefined();
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('no longer signs in an identity linked before it stopped vouching for the address', async () => {
    const ownerId = await verifiedPasswordAccount('mary@example.org', 'calculating engine 1842');
    await testApp.database.db.insert(accounts).values({
      id: 'account-linked-earlier',
      userId: ownerId,
      providerId: 'google',
      accountId: 'google-sub-once-linked',
    });
    oauth.signInAs({
      sub: 'google-sub-once-linked',
      email: 'mary@example.org',
      email_verified: false,
    });
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('google');
    expect(callback.headers.location).toContain('error=unverified_provider_email');
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('upgrades a guest: their organizations move over and the guest is gone', async () => {
    const { browser, guestId, organization } = await signInGuestWithDraft(
      testApp.app,
      testApp.database.db,
    );

    oauth.signInAs({ sub: 'google-sub-alan', email: 'alan@example.org', email_verified: true });
    expect((await browser.signInWith('google')).statusCode).toBe(302);
    const profile = await profileOf(browser);
    expect(profile).toMatchObject({ email: 'alan@example.org', isAnonymous: false });

    const [moved] = await testApp.database.db
      .select({ createdBy: organizations.createdBy })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(moved?.createdBy).toBe(profile.uid);
    const [guestRow] = await testApp.database.db.select().from(users).where(eq(users.id, guestId));
    expect(guestRow).toBeUndefined();
  });
});

describe('GitHub (OAuth 2.0 and its REST API)', () => {
  it('takes the verified primary address from /user/emails when /user shows none', async () => {
    gitHubApi.respondWith(
      {
        id: 4242,
        login: 'octo-linus',
        name: null,
        email: null,
        avatar_url: 'https://avatars.example.org/4242',
      },
      [
        { email: 'old@example.org', primary: false, verified: true },
        { email: 'unverified@example.org', primary: false, verified: false },
        { email: 'linus@example.org', primary: true, verified: true },
      ],
    );
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('github', '/dashboard');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');

    const profile = await profileOf(browser);
    expect(profile).toMatchObject({
      email: 'linus@example.org',
      displayName: 'octo-linus',
      photoURL: 'https://avatars.example.org/4242',
      emailVerified: true,
      providers: ['github'],
    });
    const paths = gitHubApi.requests.map((request) => request.path);
    expect(paths).toEqual(expect.arrayContaining(['/user', '/user/emails']));
    expect(
      gitHubApi.requests.every((request) => request.authorization?.startsWith('Bearer ')),
    ).toBe(true);
    const [account] = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, profile.uid));
    expect(account).toMatchObject({ providerId: 'github', accountId: '4242' });
  });

  it('refuses a GitHub account with no verified address', async () => {
    gitHubApi.respondWith(
      { id: 777, login: 'no-mail', name: 'No Mail', email: null, avatar_url: null },
      [{ email: 'nomail@example.org', primary: true, verified: false }],
    );
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('github');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('error=unverified_provider_email');
    expect(await userByEmail('nomail@example.org')).toBeUndefined();
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('never lets a verified secondary address stand in for an unverified primary one', async () => {
    const ownerId = await verifiedPasswordAccount('margaret@example.org', 'apollo guidance 1969');

    gitHubApi.respondWith(
      { id: 9001, login: 'not-margaret', name: null, email: null, avatar_url: null },
      [
        { email: 'someone@example.org', primary: true, verified: false },
        { email: 'margaret@example.org', primary: false, verified: true },
      ],
    );
    const browser = new Browser(testApp.app);
    const callback = await browser.signInWith('github');
    expect(callback.headers.location).toContain('error=unverified_provider_email');
    expect((await browser.get('/api/users/profile')).statusCode).toBe(401);
    const linked = await testApp.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, ownerId));
    expect(linked).toEqual([{ providerId: 'credential' }]);
  });
});
