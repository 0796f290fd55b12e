import { authMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signInGuestWithDraft } from '../../../test/factories.js';
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

  it("refuses the product's name and the person's own name and address at every door", async () => {
    const signUpJane = await new Browser(testApp.app).signUp(
      'janedoe@example.org',
      'janedoe-example',
      'Jane Doe',
    );
    expect(signUpJane.statusCode).toBe(400);
    expect(signUpJane.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });
    const productName = await new Browser(testApp.app).signUp(nextEmail(), 'CatalystProfiles1!');
    expect(productName.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });

    // At reset, the account is the link's: its address and name count though the body has neither.
    const email = 'grace.hopper@example.org';
    const { browser } = await signUp(email);
    await testApp.database.db
      .update(users)
      .set({ name: 'Grace Hopper' })
      .where(eq(users.email, email));
    await requestReset(email);
    const token = new URL(findLink(await smtp.nextMailTo(email), RESET_LINK)).searchParams.get(
      'token',
    );
    const reset = await new Browser(testApp.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'Grace-Hopper-1906',
    });
    expect(reset.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });
    const change = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'grace.hopper.example',
    });
    expect(change.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });
    const change2 = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Catalyst-Profiles-2026',
    });
    expect(change2.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', ...weak });
  });

  it('refuses a picture at sign-up, and stores none', async () => {
    const email = nextEmail();
    for (const image of ['javascript:alert(1)', 'https://images.example.org/me.png']) {
      const response = await new Browser(testApp.app).post('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: 'Pictured',
        image,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });
});

describe('errors as the web receives them', () => {
  it('answers a sign-up with a registered address as a new one, and tells only the owner', async () => {
    const { email } = member;
    const fresh = await new Browser(testApp.app).signUpOnly(nextEmail(), PASSWORD);
    const duplicate = await new Browser(testApp.app).signUpOnly(email, 'someone else 1 2 3');
    for (const response of [fresh, duplicate]) {
      expect(response.statusCode).toBe(200);
      // Neither signs in: a session for one alone would tell them apart.
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const shape = (body: unknown) =>
      JSON.stringify(body, (key, value: unknown) =>
        key === '' || typeof value === 'object' ? value : typeof value,
      );
    expect(shape(duplicate.json())).toBe(shape(fresh.json()));
    expect(duplicate.json()).toMatchObject({
      token: null,
      user: { email, emailVerified: false, role: 'member', isAnonymous: false },
    });
    expect((duplicate.json() as { user: { id: string } }).user.id).not.toBe(member.userId);

    const notice = await smtp.nextMailTo(email);
    expect(notice.subject).toBe('Your Catalyst Profiles account');
    expect(notice.text).toContain('which already has one');
    expect(notice.text).toContain('https://profiles.test/login');
    // The account is as it was: its own password still signs in, the other does not.
    expect((await new Browser(testApp.app).signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await new Browser(testApp.app).signIn(email, 'someone else 1 2 3')).statusCode).toBe(
      401,
    );
  });

  it('documents the codes of sign-in and sign-up failures', async () => {
    const { email } = member;
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
  it('never refuses a reset request per address: past the allowance it mails nothing more', async () => {
    const known = await signUp();
    for (const email of [known.email, 'limit-unknown@example.org']) {
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await requestReset(email);
        answers.push({ status: response.statusCode, body: response.json() as unknown });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size, email).toBe(1);
      expect(answers[0]?.status).toBe(200);
    }
    for (let mail = 0; mail < 3; mail += 1) await smtp.nextMailTo(known.email);
    await expect(smtp.nextMailTo(known.email, 1_000)).rejects.toThrow();
  });

  it("gives Better Auth's per-IP 429 the product message too", async () => {
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
    const { browser, guestId, organization } = await signInGuestWithDraft(
      testApp.app,
      testApp.database.db,
    );

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
    const { browser, guestId, organization } = await signInGuestWithDraft(
      testApp.app,
      testApp.database.db,
    );

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

  it('a guest signing up with a registered address stays a guest, and only the owner is told', async () => {
    const owner = member;
    const browser = new Browser(testApp.app);
    const guestId = ((await browser.signInAsGuest()).json() as { user: { id: string } }).user.id;
    const response = await browser.signUp(owner.email, 'some other passphrase');
    expect(response.statusCode).toBe(200);
    expect(await userRow(guestId)).toMatchObject({ isAnonymous: true });
    const session = await browser.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { id: guestId } });
    expect((await smtp.nextMailTo(owner.email)).subject).toBe('Your Catalyst Profiles account');
  });
});
