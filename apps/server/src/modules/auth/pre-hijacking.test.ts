import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  startFakeGitHubApi,
  startOAuthServer,
  type FakeGitHubApi,
  type OAuthStandIn,
} from '../../../test/stand-ins/oauth-server.js';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import { accounts, users } from '../../db/schema/index.js';

/**
 * Pre-hijacking: a stranger prepares an account for someone else's address before its owner
 * arrives, hoping to share it once the owner has made it worth having. Each journey here is
 * an attack end to end, through the API, with an OpenID provider and a mail server on
 * loopback: the stranger must end with nothing.
 */

let oauth: OAuthStandIn;
let gitHubApi: FakeGitHubApi;
let smtp: SmtpCapture;
let testApp: TestApp;
let people = 0;

beforeAll(async () => {
  oauth = await startOAuthServer();
  gitHubApi = await startFakeGitHubApi();
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({
    env: { SMTP_URL: smtp.url, ...oauth.googleEnv(), ...oauth.gitHubEnv(gitHubApi.url) },
  });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await gitHubApi?.close();
  await oauth?.close();
});

function victimAddress(): string {
  people += 1;
  return `victim${people}@example.org`;
}

async function accountOf(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

/** What the person in this browser can do with an account: 200 when they are inside. */
async function profileStatus(browser: Browser): Promise<number> {
  return (await browser.get('/api/users/profile')).statusCode;
}

async function createOrganization(browser: Browser): Promise<string> {
  const created = await browser.post('/api/organizations', {
    name: `Owner's Cause ${people}`,
    description: 'Built by the owner of the address.',
    country: 'KE',
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { data: { id: string } }).data.id;
}

/** The link of the newest mail to `email` that starts with `prefix`. */
async function linkTo(email: string, prefix: string): Promise<string> {
  return findLink(await smtp.nextMailTo(email), `https://profiles.test${prefix}`);
}

describe('through a provider that does not vouch for the address', () => {
  it('makes no account, so the owner registers, verifies and builds without the stranger', async () => {
    const email = victimAddress();
    const stranger = new Browser(testApp.app);
    oauth.signInAs({ sub: `stranger-${people}`, email, email_verified: false });
    const first = await stranger.signInWith('google', '/dashboard', '/login?provider=google');
    expect(first.headers.location).toContain('error=unverified_provider_email');
    expect(await accountOf(email)).toBeUndefined();

    // The owner signs up as if the stranger had never come, and verifies.
    const owner = new Browser(testApp.app);
    expect((await owner.signUp(email, 'the owner chose this one')).statusCode).toBe(200);
    const link = new URL(await linkTo(email, '/verify-email?'));
    expect((await owner.get(`/api/auth/verify-email${link.search}`)).statusCode).toBe(200);
    const organizationId = await createOrganization(owner);

    // The stranger comes back with the same identity: still nothing.
    const again = await stranger.signInWith('google', '/dashboard', '/login?provider=google');
    expect(again.headers.location).toContain('error=unverified_provider_email');
    expect(await profileStatus(stranger)).toBe(401);
    expect((await stranger.get('/api/users/organizations')).statusCode).toBe(401);
    expect((await owner.get(`/api/organizations/${organizationId}`)).statusCode).toBe(200);
  });

  it('never makes an account from GitHub either, whatever GitHub has not verified', async () => {
    const email = victimAddress();
    gitHubApi.respondWith(
      { id: 60_000 + people, login: 'stranger', name: null, email, avatar_url: null },
      [{ email, primary: true, verified: false }],
    );
    const stranger = new Browser(testApp.app);
    expect((await stranger.signInWith('github')).headers.location).toContain(
      'error=unverified_provider_email',
    );
    expect(await accountOf(email)).toBeUndefined();
  });

  it('a reset by the owner removes an unproven identity attached before it', async () => {
    // The state an unvouched identity could leave before these rules: an account of the
    // owner's address, unverified, with the stranger's Google identity attached.
    const email = victimAddress();
    const accountId = `pre-hijacked-${people}`;
    await testApp.database.db.insert(users).values({ id: accountId, name: 'Victim', email });
    await testApp.database.db.insert(accounts).values({
      id: `link-${people}`,
      userId: accountId,
      providerId: 'google',
      accountId: `stranger-sub-${people}`,
    });

    // The owner cannot sign up (the address is taken), so resets the password.
    const owner = new Browser(testApp.app);
    expect((await owner.signUp(email, 'a first try')).statusCode).toBe(200);
    await smtp.nextMailTo(email); // 'this address already has an account'
    expect((await owner.post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const token = new URL(await linkTo(email, '/reset-password?')).searchParams.get('token');
    const reset = await owner.post('/api/auth/reset-password', {
      token,
      newPassword: 'the owner chose this one',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The reset proved the address: verified, and nothing from before it is attached.
    expect(await accountOf(email)).toMatchObject({ id: accountId, emailVerified: true });
    const linked = await testApp.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, accountId));
    expect(linked).toEqual([{ providerId: 'credential' }]);
    expect((await owner.signIn(email, 'the owner chose this one')).statusCode).toBe(200);
    await createOrganization(owner);

    // Even if the provider now vouched for the stranger's identity, it joins no account it
    // is not the address of... and while it does not vouch, it signs in nowhere.
    oauth.signInAs({ sub: `stranger-sub-${people}`, email, email_verified: false });
    const stranger = new Browser(testApp.app);
    expect((await stranger.signInWith('google')).headers.location).toContain(
      'error=unverified_provider_email',
    );
    expect(await profileStatus(stranger)).toBe(401);
  });
});

describe('through a password set before the owner arrives', () => {
  /** A stranger signs up with the owner's address and a password, and keeps the session. */
  async function strangerRegisters(email: string) {
    const stranger = new Browser(testApp.app);
    expect((await stranger.signUp(email, 'the stranger chose this')).statusCode).toBe(200);
    expect(await profileStatus(stranger)).toBe(200);
    const link = new URL(await linkTo(email, '/verify-email?'));
    return { stranger, link };
  }

  it("a mail scanner opening the owner's link verifies nothing", async () => {
    const email = victimAddress();
    const { link } = await strangerRegisters(email);
    // What a scanner does: the link, no cookies, no session.
    const scanned = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email${link.search}`,
    });
    expect(scanned.statusCode).toBe(403);
    expect(await accountOf(email)).toMatchObject({ emailVerified: false });
  });

  it('the owner signing in with Google takes the account; the stranger keeps nothing', async () => {
    const email = victimAddress();
    const { stranger } = await strangerRegisters(email);

    oauth.signInAs({ sub: `owner-${people}`, email, email_verified: true });
    const owner = new Browser(testApp.app);
    expect((await owner.signInWith('google')).headers.location).toBe('/dashboard');
    const organizationId = await createOrganization(owner);

    // The stranger's session ended and the stranger's password is gone.
    expect(await profileStatus(stranger)).toBe(401);
    expect((await stranger.get(`/api/organizations/${organizationId}/analytics`)).statusCode).toBe(
      401,
    );
    const back = new Browser(testApp.app);
    expect((await back.signIn(email, 'the stranger chose this')).statusCode).toBe(401);
    expect(await profileStatus(back)).toBe(401);
    expect(await accountOf(email)).toMatchObject({ emailVerified: true });
  });

  it('the owner following the link from their own browser chooses the password', async () => {
    const email = victimAddress();
    const { stranger, link } = await strangerRegisters(email);
    const owner = new Browser(testApp.app);
    const needsProof = await owner.get(`/api/auth/verify-email${link.search}`);
    expect(needsProof.statusCode).toBe(403);
    const verified = await owner.post('/api/auth/verify-email', {
      token: link.searchParams.get('token'),
      userId: link.searchParams.get('userId'),
      newPassword: 'the owner chose this one',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const organizationId = await createOrganization(owner);

    expect(await profileStatus(stranger)).toBe(401);
    const back = new Browser(testApp.app);
    expect((await back.signIn(email, 'the stranger chose this')).statusCode).toBe(401);
    expect((await back.get(`/api/organizations/${organizationId}/analytics`)).statusCode).toBe(401);
    // A provider identity that vouches for the address joins the owner's account now.
    oauth.signInAs({ sub: `owner-${people}`, email, email_verified: true });
    const laptop = new Browser(testApp.app);
    expect((await laptop.signInWith('google')).headers.location).toBe('/dashboard');
    expect((await laptop.get('/api/users/organizations')).json()).toMatchObject({
      data: [{ id: organizationId }],
    });
  });

  it('the owner resetting the password ends the stranger too', async () => {
    const email = victimAddress();
    const { stranger } = await strangerRegisters(email);
    const owner = new Browser(testApp.app);
    await owner.post('/api/auth/request-password-reset', { email });
    const token = new URL(await linkTo(email, '/reset-password?')).searchParams.get('token');
    expect(
      (
        await owner.post('/api/auth/reset-password', {
          token,
          newPassword: 'the owner chose this one',
        })
      ).statusCode,
    ).toBe(200);
    expect(await profileStatus(stranger)).toBe(401);
    expect(await accountOf(email)).toMatchObject({ emailVerified: true });
    expect((await owner.signIn(email, 'the stranger chose this')).statusCode).toBe(401);
    expect((await owner.signIn(email, 'the owner chose this one')).statusCode).toBe(200);
  });
});
