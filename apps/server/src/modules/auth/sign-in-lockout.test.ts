import { authMessages, stepUpMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { freezeTime, nextMailWhileFrozen } from '../../../test/frozen-clock.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import { buildApp } from '../../app.js';
import { rateLimits } from '../../db/schema/index.js';
import { createBackoffStore } from './attempt-backoff.js';
import {
  accountAttemptsKey,
  createPasswordAttempts,
  passwordAttemptRules,
} from './password-attempts.js';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a whole new passphrase';
const tooMany = { code: 'TOO_MANY_REQUESTS', message: authMessages.tooManyRequests };
const stepUp = { code: 'STEP_UP_REQUIRED', message: stepUpMessages.required };

let smtp: SmtpCapture;
let testApp: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let secondProcess: FastifyInstance;
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  secondProcess = await buildApp({
    config: testConfig({ SMTP_URL: smtp.url }),
    db: testApp.database.db,
    authSecret: 'another-process-shares-only-the-database-0123',
  });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await secondProcess?.close();
  await testApp?.close();
  await smtp?.close();
});

async function owner() {
  people += 1;
  const email = `owner${people}@example.org`;
  const browser = new Browser(testApp.app);
  const signUp = await browser.signUp(email, PASSWORD);
  expect(signUp.statusCode, signUp.body).toBe(200);
  await nextMailWhileFrozen(smtp, email);
  return { email, browser };
}

const attempts = () => createPasswordAttempts(createBackoffStore(testApp.database.db));

/** Failures from `count` different clients, straight into the shared back-off (no scrypt). */
async function failuresFromManyClients(email: string, count: number) {
  for (let client = 0; client < count; client += 1) {
    const decision = await attempts().begin({ email, clientIp: `203.0.113.${client + 1}` });
    expect(decision.allowed).toBe(true);
  }
}

async function accountFailures(email: string): Promise<number | undefined> {
  const [row] = await testApp.database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, accountAttemptsKey(email)));
  return row?.count;
}

describe('wrong passwords never lock the owner out', () => {
  it('slows the guessing client first, and the owner elsewhere signs in at once', async () => {
    freezeTime();
    const { email } = await owner();
    const attacker = new Browser(testApp.app);
    const free = passwordAttemptRules.source.freeFailures;
    for (let guess = 1; guess <= free; guess += 1) {
      expect((await attacker.signIn(email, `guess number ${guess}`)).statusCode).toBe(401);
    }
    const slowed = await attacker.signIn(email, 'one guess too many');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(tooMany);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Every server process shares the client's back-off.
    const elsewhere = await secondProcess.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': attacker.ip },
      payload: { email, password: 'from the other process' },
    });
    expect(elsewhere.statusCode).toBe(429);
    // The slowed guesses never reached the account's own count.
    expect(await accountFailures(email)).toBe(free);

    const signedIn = await new Browser(testApp.app).signIn(email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await accountFailures(email)).toBeUndefined();
  });

  it('lets a burst of parallel guesses reach the password check no more than the free number', async () => {
    freezeTime();
    const { email } = await owner();
    const attacker = new Browser(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, guess) => attacker.signIn(email, `parallel ${guess}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      passwordAttemptRules.source.freeFailures,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      25 - passwordAttemptRules.source.freeFailures,
    );
  });

  it('holds the account back only briefly, and a new browser is stepped up, not made to wait', async () => {
    const clock = freezeTime();
    const { email } = await owner();
    await failuresFromManyClients(email, passwordAttemptRules.account.freeFailures);
    const late = await new Browser(testApp.app).signIn(email, PASSWORD);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual(stepUp);

    // However long the siege, the account's own wait never grows past its ceiling...
    await testApp.database.db
      .update(rateLimits)
      .set({ count: 5_000 })
      .where(eq(rateLimits.key, accountAttemptsKey(email)));
    const waiting = await attempts().begin({ email, clientIp: '198.18.0.1' });
    expect(waiting).toMatchObject({ allowed: false, refusedBy: 'account' });
    expect(waiting.retryAfter).toBeLessThanOrEqual(passwordAttemptRules.account.maxDelay);

    // ...and once it has passed, the right password goes straight in and clears the count.
    clock.advance(waiting.retryAfter);
    const signedIn = await new Browser(testApp.app).signIn(email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await accountFailures(email)).toBeUndefined();
  });

  it("lets the owner's trusted device in at once, however many guesses come from elsewhere", async () => {
    freezeTime();
    const { email } = await owner();
    const laptop = new Browser(testApp.app);
    expect((await laptop.signIn(email, PASSWORD)).statusCode).toBe(200);

    await failuresFromManyClients(email, passwordAttemptRules.account.freeFailures);
    expect((await new Browser(testApp.app).signIn(email, PASSWORD)).json()).toEqual(stepUp);
    expect((await laptop.signIn(email, PASSWORD)).statusCode).toBe(200);
    // The device is trusted for this account only.
    const { email: otherEmail } = await owner();
    await failuresFromManyClients(otherEmail, passwordAttemptRules.account.freeFailures);
    expect((await laptop.signIn(otherEmail, PASSWORD)).json()).toEqual(stepUp);
  });

  it('lifts the account back-off when the owner completes a password reset', async () => {
    freezeTime();
    const { email } = await owner();
    await failuresFromManyClients(email, passwordAttemptRules.account.freeFailures);
    const browser = new Browser(testApp.app);
    expect((await browser.signIn(email, 'a stranger guessing')).json()).toEqual(stepUp);

    expect((await browser.post('/api/auth/request-password-reset', { email })).statusCode).toBe(
      200,
    );
    const link = findLink(
      await nextMailWhileFrozen(smtp, email),
      'https://profiles.test/reset-password?',
    );
    const token = new URL(link).searchParams.get('token');
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // No step-up: the account's count was forgotten with the reset.
    expect((await new Browser(testApp.app).signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('every door that checks a password is slowed the same way', () => {
  it('changing the password: guesses at the current one from a session in hand', async () => {
    const clock = freezeTime();
    const { email, browser } = await owner();
    const free = passwordAttemptRules.source.freeFailures;
    for (let guess = 1; guess <= free; guess += 1) {
      // Past Better Auth's own flood limit of this endpoint (3 within 10 s of each other).
      clock.advance(11);
      const wrong = await browser.post('/api/auth/change-password', {
        currentPassword: `guess number ${guess}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode, `guess ${guess}`).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    }
    const slowed = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(tooMany);
    // They count against the account like sign-in guesses do.
    expect(await accountFailures(email)).toBe(free);
  });
});
