import { authMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import { organizations, users } from '../../db/schema/index.js';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a whole new passphrase';
const RESET_LINK = 'https://profiles.test/reset-password?';

let smtp: SmtpCapture;
let testApp: TestApp;
let people = 0;
/** A member whose password never changes, for tests that only sign in (scrypt is slow). */
let member: { browser: Browser; email: string; userId: string };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  member = await signUp();
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

function nextEmail(): string {
  people += 1;
  return `member${people}@example.org`;
}

async function signUp(email = nextEmail(), password = PASSWORD) {
  const browser = new Browser(testApp.app);
  const response = await browser.signUp(email, password);
  expect(response.statusCode, response.body).toBe(200);
  // The verification mail is not under test here; take it out of the way.
  await smtp.nextMailTo(email);
  return { browser, email, userId: (response.json() as { user: { id: string } }).user.id };
}

async function requestReset(email: string, browser = new Browser(testApp.app)) {
  return browser.post('/api/auth/request-password-reset', { email });
}

async function userRow(id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const { email, browser: signedIn } = await signUp();
    expect((await signedIn.get('/api/users/profile')).statusCode).toBe(200);
    const request = await requestReset(email);
    expect(request.statusCode).toBe(200);

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Reset your Catalyst Profiles password');
    const token = new URL(findLink(mail, RESET_LINK)).searchParams.get('token');
    expect(token).toBeTruthy();

    const browser = new Browser(testApp.app);
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Every session ends with the reset.
    expect((await signedIn.get('/api/users/profile')).statusCode).toBe(401);

    const old = await new Browser(testApp.app).signIn(email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    const fresh = await new Browser(testApp.app).signIn(email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);

    const reused = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: 'yet another passphrase',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const { email } = member;
    const known = await requestReset(email);
    await smtp.nextMailTo(email);
    const before = smtp.messages.length;
    const unknown = await requestReset('nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
  });
});

describe('password rules', () => {
  const weak = { message: authMessages.weakPassword };

  it.each(['password123', 'Qwerty123', 'iloveyou', 'PASSWORD', 'letmein1'])(
    'refuses the common password %s at sign-up',
    async (password) => {
      const email = nextEmail();
      const response = await new Browser(testApp.app).signUp(email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });
      const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    },
  );

  it('refuses a password under 6 characters with the weak-password message', async () => {
    const response = await new Browser(testApp.app).signUp(nextEmail(), 'x7#q');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'PASSWORD_TOO_SHORT', ...weak });
  });

  it('costs no sign-up attempt for a refused password', async () => {
    const email = nextEmail();
    const browser = new Browser(testApp.app);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await browser.signUp(email, 'monkey')).statusCode).toBe(400);
    }
    expect((await browser.signUp(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password at reset and at change', async () => {
    const { browser, email } = await signUp();
    await requestReset(email);
    const token = new URL(findLink(await smtp.nextMailTo(email), RESET_LINK)).searchParams.get(
      'token',
    );
    const reset = await new Browser(testApp.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'sunshine',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });

    const change = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'football',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });

    const accepted = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('errors as the web receives them', () => {
  it('documents the codes of sign-up and sign-in failures', async () => {
    const { email } = member;
    const duplicate = await new Browser(testApp.app).signUp(email, PASSWORD);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });

    const wrong = await new Browser(testApp.app).signIn(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });

    const unknown = await new Browser(testApp.app).signIn('unknown@example.org', PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });

    const invalidEmail = await new Browser(testApp.app).signUp('not-an-email', PASSWORD);
    expect(invalidEmail.statusCode).toBe(400);
    // Better Auth's body schema speaks first: a VALIDATION_ERROR naming the field.
    expect(invalidEmail.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: '[body.email] Invalid email address',
    });

    const tooLong = await new Browser(testApp.app).signUp(nextEmail(), 'x'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
  });
});

describe('rate limits', () => {
  it('limits reset requests per address, known or not, with the same answer', async () => {
    const known = await signUp();
    for (const email of [known.email, 'limit-unknown@example.org']) {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        answers.push((await requestReset(email)).statusCode);
      }
      expect(answers, email).toEqual([200, 200, 200, 429]);
    }
  });

  it("gives Better Auth's per-IP 429 the spec message too", async () => {
    const browser = new Browser(testApp.app);
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await requestReset(`ip-limit-${attempt}@example.org`, browser);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: authMessages.tooManyRequests,
    });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('guests', () => {
  it('a guest who signs up keeps their organizations and the guest account is gone', async () => {
    const browser = new Browser(testApp.app);
    const guest = await browser.signInAsGuest();
    const guestId = (guest.json() as { user: { id: string } }).user.id;
    const organization = await createOrganization(testApp.database.db, {
      createdBy: guestId,
      status: 'pending',
    });

    const email = nextEmail();
    const signedUp = await browser.signUp(email, PASSWORD);
    expect(signedUp.statusCode).toBe(200);
    const userId = (signedUp.json() as { user: { id: string } }).user.id;
    expect(userId).not.toBe(guestId);

    const [moved] = await testApp.database.db
      .select({ createdBy: organizations.createdBy })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(moved?.createdBy).toBe(userId);
    expect(await userRow(guestId)).toBeUndefined();
    const profile = await browser.get('/api/users/profile');
    expect(profile.json()).toMatchObject({ data: { uid: userId, isAnonymous: false } });
  });

  it("a guest who signs in with an existing account's credentials becomes that account", async () => {
    const owner = member;
    const browser = new Browser(testApp.app);
    const guestId = ((await browser.signInAsGuest()).json() as { user: { id: string } }).user.id;
    const organization = await createOrganization(testApp.database.db, {
      createdBy: guestId,
      status: 'pending',
    });

    const signedIn = await browser.signIn(owner.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const profile = await browser.get('/api/users/profile');
    expect(profile.json()).toMatchObject({ data: { uid: owner.userId, email: owner.email } });
    const [moved] = await testApp.database.db
      .select({ createdBy: organizations.createdBy })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(moved?.createdBy).toBe(owner.userId);
    expect(await userRow(guestId)).toBeUndefined();
  });

  it('a guest signing up with a registered address stays a guest and learns it is taken', async () => {
    const owner = member;
    const browser = new Browser(testApp.app);
    const guestId = ((await browser.signInAsGuest()).json() as { user: { id: string } }).user.id;
    const response = await browser.signUp(owner.email, 'some other passphrase');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
    expect(await userRow(guestId)).toMatchObject({ isAnonymous: true });
  });
});
