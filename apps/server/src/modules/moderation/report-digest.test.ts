import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpAdmin, signUpMember } from '../../../test/factories.js';
import { silentJobLog } from '../../../test/job-log.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/stand-ins/smtp-capture.js';
import { organizationReports, users } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { createRateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { createProofOfWork } from '../challenge/proof-of-work.js';
import { createPublicWriteLimiter } from '../challenge/public-write-limit.js';
import { createReportDigest, REPORT_DIGEST_JOB, reportDigestJob } from './report-digest.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

const NOW = new Date('2026-07-01T07:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

let smtp: SmtpCapture;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const db = () => testApp.database.db;

async function insertReport(organizationId: string, reason: 'spam' | 'harmful', at: Date) {
  await db()
    .insert(organizationReports)
    .values({ organizationId, reason, reporterKey: randomUUID(), createdAt: at });
}

function digestWith(recipients: string[]) {
  const sent: MailMessage[] = [];
  const secret = 'a-secret-for-this-test-only-0123456789';
  const store = createRateLimitStore(db());
  const proofOfWork = createProofOfWork({ authSecret: secret, store });
  const reports = createReportsService({
    repository: createReportsRepository(db()),
    publicWrites: createPublicWriteLimiter({ store, proofOfWork }),
    secret,
  });
  const digest = createReportDigest({
    reports,
    recipients: async () => recipients,
    mailer: { send: async (message) => void sent.push(message) },
    publicUrl: 'https://profiles.test',
    productName: 'Catalyst',
  });
  return { sent, job: reportDigestJob(digest, () => NOW) };
}

describe('the daily digest of reports', () => {
  it('mails each administrator the last 24 hours of reports, profile by profile', async () => {
    const busy = await createOrganization(db(), { name: 'Busy Harbour' });
    const quiet = await createOrganization(db(), { name: 'Quiet Meadow' });
    await insertReport(busy.id, 'spam', hoursAgo(1));
    await insertReport(busy.id, 'spam', hoursAgo(5));
    await insertReport(busy.id, 'harmful', hoursAgo(23));
    await insertReport(quiet.id, 'harmful', hoursAgo(2));
    // Outside the window: the day before, and after the run.
    await insertReport(quiet.id, 'spam', hoursAgo(25));
    await insertReport(quiet.id, 'spam', new Date(NOW.getTime() + 1000));
    await db()
      .update(organizationReports)
      .set({ resolvedAt: hoursAgo(1), resolution: 'dismissed', resolvedBy: 'admin' })
      .where(eq(organizationReports.organizationId, quiet.id));

    const { sent, job } = digestWith(['one@example.org', 'two@example.org']);
    expect(job.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(await job.run({}, { log: silentJobLog })).toEqual({
      reports: 4,
      profiles: 2,
      mailed: 2,
    });
    expect(sent.map((mail) => mail.to)).toEqual(['one@example.org', 'two@example.org']);
    const [mail] = sent;
    expect(mail?.subject).toBe('4 new reports on Catalyst Profiles');
    expect(mail?.text).toContain(
      'In the last 24 hours visitors sent 4 new reports about 2 profiles:',
    );
    expect(mail?.text).toContain(
      'Busy Harbour: 3 (Spam: 2, Harmful or illegal content: 1); 3 still open.',
    );
    expect(mail?.text).toContain('Quiet Meadow: 1 (Harmful or illegal content: 1); 0 still open.');
    expect(mail?.text.indexOf('Busy Harbour')).toBeLessThan(
      mail?.text.indexOf('Quiet Meadow') ?? 0,
    );
    expect(mail?.text).toContain('Open the moderation queue: https://profiles.test/admin');
    expect(mail?.html).toContain('Busy Harbour: 3');
  });

  it('sends nothing on a day without reports', async () => {
    await db().delete(organizationReports);
    const { sent, job } = digestWith(['one@example.org']);
    expect(await job.run({}, { log: silentJobLog })).toEqual({
      reports: 0,
      profiles: 0,
      mailed: 0,
    });
    expect(sent).toEqual([]);
  });

  it('runs on the job queue and reaches only administrators who can act', async () => {
    const admin = await signUpAdmin(testApp.app, db());
    const unverifiedAdmin = await signUpMember(testApp.app, db(), { verified: false });
    const disabledAdmin = await signUpAdmin(testApp.app, db());
    const member = await signUpMember(testApp.app, db());
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, unverifiedAdmin.userId));
    await db()
      .update(users)
      .set({ disabledAt: new Date(), disabledReason: 'Left the team.' })
      .where(eq(users.id, disabledAdmin.userId));
    const organization = await createOrganization(db(), { name: 'Reported Today' });
    const sentReport = await new Browser(testApp.app).post(
      `/api/organizations/${organization.id}/reports`,
      { reason: 'spam' },
    );
    expect(sentReport.statusCode).toBe(201);

    await testApp.app.jobs.send(REPORT_DIGEST_JOB, {});
    await testApp.app.jobs.idle();
    const digests = smtp.messages.filter(
      (mail) => mail.subject === '1 new report on Catalyst Profiles',
    );
    expect(digests.map((mail) => mail.to)).toEqual([[admin.email.toLowerCase()]]);
    expect(digests[0]?.text).toContain('Reported Today: 1 (Spam: 1); 1 still open.');
    for (const person of [unverifiedAdmin, disabledAdmin, member]) {
      expect(digests.some((mail) => mail.to.includes(person.email.toLowerCase()))).toBe(false);
    }
  });
});
