import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/stand-ins/smtp-capture.js';
import { users } from '../../db/schema/index.js';

/** A slow mail relay: what a request that waited for it would reveal. */
const SMTP_DELAY_MS = 1500;
const ROUNDS = 8;

let smtp: SmtpCapture;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture({ acceptDelayMs: SMTP_DELAY_MS });
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timedResetRequest(email: string): Promise<number> {
  const started = performance.now();
  // A browser (and client address) each: only the timing is under test, not the limits.
  const response = await new Browser(testApp.app).post('/api/auth/request-password-reset', {
    email,
  });
  const elapsed = performance.now() - started;
  expect(response.statusCode, response.body).toBe(200);
  return elapsed;
}

describe('the password-reset request is no registration oracle', () => {
  it('answers as fast for a registered address as for an unknown one, over real SMTP', async () => {
    const registered = Array.from({ length: ROUNDS }, (_, i) => `registered${i}@example.org`);
    await testApp.database.db
      .insert(users)
      .values(registered.map((email) => ({ id: randomUUID(), name: 'Member', email })));

    // Warm both paths once (first queries, first SMTP connection).
    await timedResetRequest('warm-up-unknown@example.org');
    await timedResetRequest(registered[0] ?? '');
    await smtp.nextMailTo(registered[0] ?? '', SMTP_DELAY_MS * 3);

    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 1; round < ROUNDS; round += 1) {
      known.push(await timedResetRequest(registered[round] ?? ''));
      unknown.push(await timedResetRequest(`nobody${round}@example.org`));
    }
    // No response waited for the mail server...
    expect(Math.max(...known)).toBeLessThan(SMTP_DELAY_MS / 3);
    // ...so the two cannot be told apart by time: waiting for the relay would show as 1.5 s,
    // while the token a registered address gets is a few milliseconds of writes, which a CI
    // machine running other test files beside this one stretches to tens.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(SMTP_DELAY_MS / 10);

    // The mail still goes out, after the answers.
    for (const email of registered.slice(1)) {
      const mail = await smtp.nextMailTo(email, SMTP_DELAY_MS * ROUNDS);
      expect(mail.text).toContain('https://profiles.test/reset-password?token=');
    }
    expect(smtp.messages.some((mail) => mail.to.some((to) => to.startsWith('nobody')))).toBe(false);
  });
});
