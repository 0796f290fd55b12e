import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/stand-ins/smtp-capture.js';
import { createMailer, type MailLog } from './mailer.js';

const message = {
  to: 'reader@example.org',
  subject: 'Reset your password',
  text: 'https://profiles.test/reset-password?token=secret',
  html: '<p>reset</p>',
};

function recordingLog() {
  const lines: string[] = [];
  const log: MailLog = {
    info: (line) => lines.push(`info ${line}`),
    warn: (line) => lines.push(`warn ${line}`),
    error: (_error, line) => lines.push(`error ${line}`),
  };
  return { lines, log };
}

let smtp: SmtpCapture | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('the SMTP mailer', () => {
  it('answers before the relay has taken the message, which still arrives', async () => {
    smtp = await startSmtpCapture({ acceptDelayMs: 1000 });
    const { log } = recordingLog();
    const mailer = createMailer({ delivery: 'smtp', smtpUrl: smtp.url, from: 'a@b.org', log });
    const started = performance.now();
    await mailer.send(message);
    expect(performance.now() - started).toBeLessThan(200);
    expect((await smtp.nextMailTo(message.to, 5000)).subject).toBe(message.subject);
  });

  it('tries a refused message again, and flush waits for it', async () => {
    smtp = await startSmtpCapture({ refuseFirst: 1 });
    const { lines, log } = recordingLog();
    const mailer = createMailer({ delivery: 'smtp', smtpUrl: smtp.url, from: 'a@b.org', log });
    await mailer.send(message);
    await mailer.flush?.();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([message.subject]);
    expect(lines).toEqual([]);
  }, 20_000);
});

describe('without SMTP', () => {
  it('in production (when allowed), logs who and what, never the content', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ delivery: 'discard', smtpUrl: undefined, from: 'a', log });
    await mailer.send(message);
    expect(mailer.outbox).toBeUndefined();
    expect(lines).toEqual([
      'warn mail to reader@example.org not sent (no SMTP_URL): Reset your password',
    ]);
  });

  it('in development, keeps the mail for /dev/outbox and prints its links', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ delivery: 'dev-outbox', smtpUrl: undefined, from: 'a', log });
    await mailer.send(message);
    expect(mailer.outbox?.[0]).toMatchObject({ to: message.to, text: message.text });
    expect(lines[0]).toContain('token=secret');
  });
});
