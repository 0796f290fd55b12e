import { randomBytes } from 'node:crypto';
import type { ApiError, UserProfile, VerificationResult } from '@catalyst/shared';
import { addressProofMessages, authMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import { users } from '../../db/schema/index.js';
import { GUEST_MESSAGE } from '../../plugins/session.js';
import { verificationMessages } from './account.service.js';
import { createAuth } from './auth.js';

const PASSWORD = 'correct horse battery staple';
const VERIFY_LINK = 'https://profiles.test/verify-email?';

let smtp: SmtpCapture;
let testApp: TestApp;
/** Two people who stay unverified throughout: every test that refuses a link uses them. */
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // SMTP_URL set: mail goes through Nodemailer to a real SMTP server, as in production.
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  alice = await signUp();
  bob = await signUp();
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

interface SignedUp {
  browser: Browser;
  userId: string;
  email: string;
  /** The query of the verification link mailed at sign-up: ?token=...&userId=... */
  linkQuery: string;
}

let people = 0;

/** Signs a new person up and reads the verification link out of the mail they receive. */
async function signUp(): Promise<SignedUp> {
  people += 1;
  const email = `person${people}@example.org`;
  const browser = new Browser(testApp.app);
  const response = await browser.signUp(email, PASSWORD);
  expect(response.statusCode).toBe(200);
  const userId = (response.json() as { user: { id: string } }).user.id;
  const mail = await smtp.nextMailTo(email);
  return { browser, userId, email, linkQuery: new URL(findLink(mail, VERIFY_LINK)).search };
}

async function isVerified(userId: string): Promise<boolean> {
  const [row] = await testApp.database.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.emailVerified ?? false;
}

function verify(browser: Browser, query: string) {
  return browser.get(`/api/auth/verify-email${query}`);
}

function errorOf(response: { json(): unknown }): ApiError['error'] {
  return (response.json() as ApiError).error;
}

describe('sign-up', () => {
  it('mails a verification link over SMTP and leaves the person signed in, unverified', async () => {
    const { browser, userId, email, linkQuery } = alice;
    const mail = smtp.messages.find((message) => message.to.includes(email));
    expect(mail?.subject).toBe('Verify your email for Catalyst Profiles');
    expect(mail?.from).toBe('no-reply@catalyst.example');
    expect(mail?.html).toContain('https://profiles.test/verify-email?token=');
    const link = new URLSearchParams(linkQuery);
    expect(link.get('userId')).toBe(userId);
    expect(link.get('token')?.split('.')).toHaveLength(3);

    const profile = await browser.get('/api/users/profile');
    expect(profile.statusCode).toBe(200);
    expect((profile.json() as { data: UserProfile }).data).toMatchObject({
      uid: userId,
      email,
      emailVerified: false,
      providers: ['password'],
    });
  });
});

describe('GET /api/auth/verify-email', () => {
  it.each([
    ['no parameters', ''],
    ['no userId', '?token=abc'],
    ['no token', '?userId=abc'],
    ['empty values', '?token=&userId='],
  ])('answers 400 with the product message for %s', async (_case, query) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_ERROR',
      message: authMessages.missingVerificationInfo,
    });
  });

  it('verifies the address once; the same link then fails; the session sees it at once', async () => {
    const { browser, userId, linkQuery } = await signUp();

    const first = await verify(browser, linkQuery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: {
        success: true,
        message: 'Your email has been verified.',
      } satisfies VerificationResult,
    });
    expect(await isVerified(userId)).toBe(true);

    // Same cookie, no re-sign-in: no cached copy of the user says otherwise.
    const profile = await browser.get('/api/users/profile');
    expect((profile.json() as { data: UserProfile }).data.emailVerified).toBe(true);
    const session = await browser.get('/api/auth/get-session');
    expect((session.json() as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);

    const second = await verify(browser, linkQuery);
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).message).toBe('This verification link has already been used.');
    // From another browser, signed out, too.
    const elsewhere = await verify(new Browser(testApp.app), linkQuery);
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toBe(verificationMessages.alreadyUsed);
  });

  it('ends every other session of the account, and keeps the one that followed the link', async () => {
    const { browser, userId, email, linkQuery } = await signUp();
    const elsewhere = new Browser(testApp.app);
    expect((await elsewhere.signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await verify(browser, linkQuery)).statusCode).toBe(200);
    expect(await isVerified(userId)).toBe(true);
    expect((await browser.get('/api/users/profile')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/users/profile')).statusCode).toBe(401);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { browser, userId, linkQuery } = alice;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const response = await verify(browser, linkQuery);
    vi.useRealTimers();
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'BAD_REQUEST',
      message: verificationMessages.expired,
      details: { reason: 'TOKEN_EXPIRED' },
    });
    expect(await isVerified(userId)).toBe(false);
  });

  it("refuses a link whose userId is not the token's user", async () => {
    const [a, b] = [alice, bob];
    const token = new URLSearchParams(a.linkQuery).get('token') ?? '';
    const crossed = `?token=${encodeURIComponent(token)}&userId=${b.userId}`;
    const response = await verify(b.browser, crossed);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: verificationMessages.invalid });
    expect(await isVerified(a.userId)).toBe(false);
    expect(await isVerified(b.userId)).toBe(false);
  });

  it('refuses a token whose signature does not hold', async () => {
    const { browser, userId, linkQuery } = alice;
    const token = new URLSearchParams(linkQuery).get('token') ?? '';
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    const response = await verify(browser, `?token=${forged}&userId=${userId}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(verificationMessages.invalid);

    const garbage = await verify(browser, `?token=not-a-token&userId=${userId}`);
    expect(garbage.statusCode).toBe(400);
    expect(errorOf(garbage).message).toBe(verificationMessages.invalid);
    expect(await isVerified(userId)).toBe(false);
  });

  it("leaves Better Auth's own verify-email handler unreachable", async () => {
    const { browser, userId, linkQuery } = alice;
    const token = new URLSearchParams(linkQuery).get('token') ?? '';
    // Spellings that miss our route and fall to the /api/auth/* bridge.
    for (const path of [
      '/api/auth/verify-email/',
      '/api/auth//verify-email',
      '/api/auth/VERIFY-EMAIL',
      '/api/auth/verify-email/.',
    ]) {
      const response = await browser.get(`${path}?token=${token}&callbackURL=/`);
      expect(response.statusCode, path).not.toBe(200);
      expect(response.statusCode, path).not.toBe(302);
    }
    // The POST is ours too, and wants a proof.
    const post = await browser.post(`/api/auth/verify-email?token=${token}`, {});
    expect(post.statusCode).toBe(400);
    expect(await isVerified(userId)).toBe(false);

    // Better Auth's router itself refuses the path (disabledPaths), whatever reaches it.
    const auth = createAuth({
      config: testApp.config,
      db: testApp.database.db,
      mailer: { send: async () => undefined },
      secret: randomBytes(32).toString('base64url'),
      handOverGuest: async () => undefined,
    });
    const direct = await auth.handler(
      new Request(`https://profiles.test/api/auth/verify-email?token=${token}`),
    );
    expect(direct.status).toBe(404);
    expect(await isVerified(userId)).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: 'UNAUTHENTICATED',
      message: authMessages.resendNeedsLogin,
    });
  });

  it('refuses a guest with the permanent-account message', async () => {
    const guest = new Browser(testApp.app);
    expect((await guest.signInAsGuest()).statusCode).toBe(200);
    const response = await guest.post('/api/auth/resend-verification');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(GUEST_MESSAGE);
  });

  it('mails a new link to an unverified user, which verifies them', async () => {
    const { browser, userId, email } = await signUp();
    const response = await browser.post('/api/auth/resend-verification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { success: true, message: authMessages.verificationSent },
    });
    const mail = await smtp.nextMailTo(email);
    const query = new URL(findLink(mail, VERIFY_LINK)).search;
    expect((await verify(browser, query)).statusCode).toBe(200);
    expect(await isVerified(userId)).toBe(true);

    const again = await browser.post('/api/auth/resend-verification');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      data: { success: false, message: 'Your email address is already verified.' },
    });
  });

  it('carries the page to return to onto the new link, and only a path of this site', async () => {
    const { browser, email } = await signUp();
    const returnTo = '/organizations/sea-trust?follow=0b8a2c44-6f6e-4a7c-9d0c-9c1f1d5f7e21';
    const response = await browser.post('/api/auth/resend-verification', { callbackURL: returnTo });
    expect(response.json()).toEqual({
      data: { success: true, message: authMessages.verificationSent },
    });
    const link = new URL(findLink(await smtp.nextMailTo(email), VERIFY_LINK));
    expect(link.searchParams.get('callbackURL')).toBe(returnTo);
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const refused = await browser.post('/api/auth/resend-verification', {
        callbackURL: elsewhere,
      });
      expect(refused.statusCode, elsewhere).toBe(400);
    }
  });

  it('mails at most 3 links in 15 minutes, then says the last one still works', async () => {
    const { browser, email } = bob;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await browser.post('/api/auth/resend-verification');
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      await smtp.nextMailTo(email);
    }
    const paced = await browser.post('/api/auth/resend-verification');
    expect(paced.statusCode).toBe(200);
    expect(paced.json()).toEqual({
      data: { success: false, message: addressProofMessages.recentlySent },
    });
    await expect(smtp.nextMailTo(email, 1_000)).rejects.toThrow();
    // Better Auth's own endpoint, which would mail anyone's address, is closed.
    const publicEndpoint = await new Browser(testApp.app).post(
      '/api/auth/send-verification-email',
      { email },
    );
    expect(publicEndpoint.statusCode).toBe(404);
  });
});

describe('a link followed in a browser not signed in to the account', () => {
  const proofRequired = (email: string) => ({
    code: 'FORBIDDEN',
    message: addressProofMessages.required,
    details: { reason: 'PROOF_REQUIRED', email, hasPassword: true },
  });

  it('changes nothing on its own: a mail scanner, a guest or another account opening it', async () => {
    const { userId, email, linkQuery } = await signUp();
    const scanner = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email${linkQuery}`,
    });
    expect(scanner.statusCode).toBe(403);
    expect(errorOf(scanner)).toEqual(proofRequired(email));
    const guest = new Browser(testApp.app);
    await guest.signInAsGuest();
    expect((await verify(guest, linkQuery)).statusCode).toBe(403);
    expect((await verify(alice.browser, linkQuery)).statusCode).toBe(403);
    expect(await isVerified(userId)).toBe(false);
  });

  it("verifies with the account's password, signs this browser in and ends the others", async () => {
    const { browser: signUpBrowser, userId, email, linkQuery } = await signUp();
    const phone = new Browser(testApp.app);
    const { token } = Object.fromEntries(new URLSearchParams(linkQuery));
    const wrong = await phone.post('/api/auth/verify-email', {
      token,
      userId,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).message).toBe(authMessages.wrongPassword);
    expect(await isVerified(userId)).toBe(false);

    const right = await phone.post('/api/auth/verify-email', { token, userId, password: PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(await isVerified(userId)).toBe(true);
    expect((await phone.get('/api/users/profile')).json()).toMatchObject({
      data: { uid: userId, email, emailVerified: true },
    });
    expect((await signUpBrowser.get('/api/users/profile')).statusCode).toBe(401);
    expect((await new Browser(testApp.app).signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('verifies with a new password that replaces the one set at sign-up', async () => {
    const { browser: signUpBrowser, userId, email, linkQuery } = await signUp();
    const { token } = Object.fromEntries(new URLSearchParams(linkQuery));
    const owner = new Browser(testApp.app);
    const weak = await owner.post('/api/auth/verify-email', {
      token,
      userId,
      newPassword: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).message).toBe(authMessages.weakPassword);
    expect(await isVerified(userId)).toBe(false);

    const chosen = await owner.post('/api/auth/verify-email', {
      token,
      userId,
      newPassword: 'a passphrase of my own',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await isVerified(userId)).toBe(true);
    expect((await owner.get('/api/users/profile')).statusCode).toBe(200);
    expect((await signUpBrowser.get('/api/users/profile')).statusCode).toBe(401);
    expect((await new Browser(testApp.app).signIn(email, PASSWORD)).statusCode).toBe(401);
    expect(
      (await new Browser(testApp.app).signIn(email, 'a passphrase of my own')).statusCode,
    ).toBe(200);
    // The link is spent, proof or not.
    const again = await new Browser(testApp.app).post('/api/auth/verify-email', {
      token,
      userId,
      newPassword: 'yet another passphrase',
    });
    expect(errorOf(again).message).toBe(verificationMessages.alreadyUsed);
  });

  it('refuses a body with both proofs, or neither', async () => {
    const { userId, linkQuery } = alice;
    const { token } = Object.fromEntries(new URLSearchParams(linkQuery));
    const browser = new Browser(testApp.app);
    for (const body of [
      { token, userId },
      { token, userId, password: PASSWORD, newPassword: 'a passphrase of my own' },
    ]) {
      expect((await browser.post('/api/auth/verify-email', body)).statusCode).toBe(400);
    }
    expect(await isVerified(userId)).toBe(false);
  });
});
