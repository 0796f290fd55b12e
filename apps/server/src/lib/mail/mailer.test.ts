import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentJobLog } from '../../../test/job-log.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/stand-ins/smtp-capture.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { sqlExecutorOf } from '../jobs/sql-executor.js';
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
let database: DatabaseHandle;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  await database.close();
});

/** A process's mailer: its own job queue on the shared database, started. */
async function smtpMailer(smtpUrl: string) {
  const jobs = createJobQueue({ sql: sqlExecutorOf(database.db), log: silentJobLog });
  queues.push(jobs);
  const { log } = recordingLog();
  const mailer = createMailer({
    delivery: 'smtp',
    smtpUrl,
    from: 'a@b.org',
    log,
    jobs,
    retryDelaySeconds: 1,
  });
  await jobs.start();
  return { mailer, jobs };
}

describe('the SMTP mailer', () => {
  it('answers before the relay has taken the message, which still arrives', async () => {
    smtp = await startSmtpCapture({ acceptDelayMs: 1000 });
    const { mailer } = await smtpMailer(smtp.url);
    const started = performance.now();
    await mailer.send(message);
    // Well under the relay's second: the answer did not wait for it.
    expect(performance.now() - started).toBeLessThan(500);
    expect((await smtp.nextMailTo(message.to, 5000)).subject).toBe(message.subject);
  });

  it('tries a refused message again, and sends it once', async () => {
    smtp = await startSmtpCapture({ refuseFirst: 1 });
    const { mailer, jobs } = await smtpMailer(smtp.url);
    await mailer.send(message);
    expect((await smtp.nextMailTo(message.to, 20_000)).subject).toBe(message.subject);
    await jobs.idle();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([message.subject]);
  }, 30_000);

  it('keeps a message through a restart until the relay takes it', async () => {
    // The relay is down while the first process tries, and that process then stops.
    const down = await startSmtpCapture();
    const relayUrl = down.url;
    await down.close();
    const first = await smtpMailer(relayUrl);
    await first.mailer.send(message);
    await first.jobs.stop();

    smtp = await startSmtpCapture({ port: Number(new URL(relayUrl).port) });
    const second = await smtpMailer(relayUrl);
    expect((await smtp.nextMailTo(message.to, 20_000)).subject).toBe(message.subject);
    await second.jobs.idle();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([message.subject]);
  }, 30_000);
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
