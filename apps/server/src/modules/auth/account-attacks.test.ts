import { stepUpMessages } from '@catalyst/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { freezeTime, nextMailWhileFrozen } from '../../../test/frozen-clock.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  findLink,
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import { accountMailLimits } from './account-mail-pacing.js';
import { createBackoffStore } from './attempt-backoff.js';
import { createPasswordAttempts, passwordAttemptRules } from './password-attempts.js';
import { STEP_UP_MAX_ATTEMPTS } from './step-up-challenges.js';

/**
 * Strangers turning the product's own limits against an owner: scripted attacks from many
 * client addresses, and what the owner, obeying every answer, can still do meanwhile.
 */

const PASSWORD = 'correct horse battery staple';
const stepUp = { code: 'STEP_UP_REQUIRED', message: stepUpMessages.required };

let smtp: SmtpCapture;
let testApp: TestApp;
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** Time moves only when the script says, so waits do not depend on how fast scrypt runs. */
async function owner() {
  people += 1;
  const email = `owner${people}@example.org`;
  const laptop = new Browser(testApp.app);
  expect((await laptop.signUp(email, PASSWORD)).statusCode).toBe(200);
  await nextMailWhileFrozen(smtp, email); // the verification link
  return { email, laptop };
}

/** Strangers each at an address of their own: IPv4 addresses and IPv6 /64s, in turn. */
function strangers(count: number): Browser[] {
  return Array.from(
    { length: count },
    (_, index) =>
      new Browser(
        testApp.app,
        index % 2 === 0 ? `203.0.113.${index + 1}` : `2001:db8:${index.toString(16)}::1`,
      ),
  );
}

describe('password reset requests for an owner’s address', () => {
  it('never refuse the owner, and a working link reaches them while strangers ask', async () => {
    const { email } = await owner();
    const answers = new Set<string>();
    // One client three times (what used to make the owner's own request answer 429 for a
    // quarter of an hour), then ten more, three times each.
    for (const stranger of strangers(11)) {
      for (let request = 0; request < 3; request += 1) {
        const response = await stranger.post('/api/auth/request-password-reset', { email });
        answers.add(`${response.statusCode} ${response.body}`);
      }
    }
    const mine = await new Browser(testApp.app).post('/api/auth/request-password-reset', {
      email,
    });
    answers.add(`${mine.statusCode} ${mine.body}`);
    // Every answer, the owner's included, is the same 200.
    expect([...answers]).toHaveLength(1);
    expect(mine.statusCode).toBe(200);

    // The inbox got the window's allowance, not 34 mails; the newest link works.
    const mails: CapturedMail[] = [];
    for (let mail = 0; mail < accountMailLimits['password-reset'].max; mail += 1) {
      mails.push(await nextMailWhileFrozen(smtp, email));
    }
    await expect(nextMailWhileFrozen(smtp, email, 1_000)).rejects.toThrow();
    const link = findLink(mails.at(-1)!, 'https://profiles.test/reset-password?');
    const reset = await new Browser(testApp.app).post('/api/auth/reset-password', {
      token: new URL(link).searchParams.get('token'),
      newPassword: 'the owner chose this one',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(
      (await new Browser(testApp.app).signIn(email, 'the owner chose this one')).statusCode,
    ).toBe(200);
  });
});

/**
 * The first part of an attack: wrong guesses every 2 seconds from rotating addresses, enough
 * to put the account in its back-off, recorded straight into the shared back-off (each real
 * guess costs a scrypt hash, and the live part of each attack below makes real ones).
 */
async function attackBegins(email: string, clock: { advance(seconds: number): void }) {
  const attempts = createPasswordAttempts(createBackoffStore(testApp.database.db));
  for (let guess = 0; guess < passwordAttemptRules.account.freeFailures; guess += 1) {
    clock.advance(2);
    const decision = await attempts.begin({ email, clientIp: `198.51.100.${guess + 1}` });
    expect(decision.allowed).toBe(true);
  }
}

describe('signing in from a new device while strangers guess the password', () => {
  it(
    'lets the owner in by a mailed code at once, and gives the guessers nothing',
    { timeout: 90_000 },
    async () => {
      const clock = freezeTime();
      const { email } = await owner();
      await attackBegins(email, clock);
      const guessers = strangers(15);
      let guesses = 0;
      /** One guess every 2 seconds, from the next address in turn. */
      async function guess(password = `guess number ${guesses}`) {
        clock.advance(2);
        const guesser = guessers[guesses % guessers.length]!;
        guesses += 1;
        return guesser.signIn(email, password);
      }
      for (let round = 0; round < 4; round += 1) await guess();

      // The owner, on a phone the account has never seen, with the right password.
      const phone = new Browser(testApp.app, '192.0.2.77');
      const asked = await phone.signIn(email, PASSWORD);
      // A guess held back like the owner meets the very same answer: nothing tells a right
      // password from a wrong one. (Now and then the account's wait has run out and a guess
      // is checked as usual: 401.)
      let guessed = await guess();
      while (guessed.statusCode === 401) guessed = await guess();
      for (const answer of [asked, guessed]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual(stepUp);
        expect((answer.cookies as Array<{ name: string }>).map((cookie) => cookie.name)).toEqual([
          '__Secure-catalyst.step_up',
        ]);
      }
      const mail = await nextMailWhileFrozen(smtp, email);
      expect(mail.subject).toMatch(/^Your Catalyst Profiles sign-in code: \d{6}$/);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

      // The attack goes on while the owner types the code.
      for (let round = 0; round < 3; round += 1) {
        expect([401, 403]).toContain((await guess()).statusCode);
      }
      const signedIn = await phone.post('/api/auth/sign-in/step-up', { code });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect((await phone.get('/api/users/profile')).json()).toMatchObject({ data: { email } });
      // Only the right password sent mail: the wrong guesses sent none.
      await expect(nextMailWhileFrozen(smtp, email, 500)).rejects.toThrow();

      // From now on the phone is trusted by the account: straight in, attack or not.
      await guess();
      expect((await phone.post('/api/auth/sign-out')).statusCode).toBe(200);
      expect((await phone.signIn(email, PASSWORD)).statusCode).toBe(200);
    },
  );

  it(
    "a guesser's challenge holds no code, and a stolen code signs no other browser in",
    { timeout: 90_000 },
    async () => {
      const clock = freezeTime();
      const { email } = await owner();
      await attackBegins(email, clock);
      // An address no guess above came from: each of theirs may still be in its back-off.
      const guesser = new Browser(testApp.app, '203.0.113.250');
      const refused = await guesser.signIn(email, 'one more guess');
      expect(refused.json()).toEqual(stepUp);
      const answers = [];
      for (let attempt = 0; attempt < STEP_UP_MAX_ATTEMPTS; attempt += 1) {
        const code = String(100_000 + attempt);
        answers.push((await guesser.post('/api/auth/sign-in/step-up', { code })).json());
      }
      expect(answers.slice(0, -1)).toEqual(
        Array(STEP_UP_MAX_ATTEMPTS - 1).fill({
          code: 'INVALID_STEP_UP_CODE',
          message: stepUpMessages.wrongCode,
        }),
      );
      expect(answers.at(-1)).toEqual({ code: 'STEP_UP_EXPIRED', message: stepUpMessages.expired });

      // Even the right password from the guesser only mails the owner a code...
      const knowing = new Browser(testApp.app, '198.18.7.7');
      expect((await knowing.signIn(email, PASSWORD)).json()).toEqual(stepUp);
      const code = /\b(\d{6})\b/.exec((await nextMailWhileFrozen(smtp, email)).text)?.[1] ?? '';
      // ...which works only in the browser that asked for it.
      const elsewhere = await guesser.post('/api/auth/sign-in/step-up', { code });
      expect(elsewhere.statusCode).toBe(400);
      const none = await new Browser(testApp.app).post('/api/auth/sign-in/step-up', { code });
      expect(none.json()).toEqual({ code: 'STEP_UP_EXPIRED', message: stepUpMessages.expired });
      expect((await knowing.post('/api/auth/sign-in/step-up', { code })).statusCode).toBe(200);
    },
  );
});
