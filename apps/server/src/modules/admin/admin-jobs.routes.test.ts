import { and, eq } from 'drizzle-orm';
import type { AdminJob } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/stand-ins/smtp-capture.js';
import { auditLog, savedSearches } from '../../db/schema/index.js';
import { ALERT_DIGEST_JOB } from '../alerts/index.js';

let smtp: SmtpCapture;
let testApp: TestApp;
let admin: Member;
let member: Member;
const db = () => testApp.database.db;
const runJob = (browser: Member['browser'], name: string, payload: unknown) =>
  browser.post(`/api/admin/jobs/${encodeURIComponent(name)}/run`, payload);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await signUpAdmin(testApp.app, db());
  member = await signUpMember(testApp.app, db(), { name: 'Kai Keeper' });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

describe('the console’s scheduled jobs', () => {
  it('lists every recurring job with its schedule and what it does', async () => {
    const response = await admin.browser.get('/api/admin/jobs');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = (response.json() as { data: { items: AdminJob[] } }).data;
    expect(items.map((job) => job.name)).toEqual([...items.map((job) => job.name)].sort());
    expect(items).toContainEqual({
      name: ALERT_DIGEST_JOB,
      schedule: '0 6 * * *',
      description: expect.stringContaining('saved searches and followed organizations'),
      lastRunAt: null,
    });
    // Only recurring jobs: mail delivery is sent, not scheduled.
    expect(items.map((job) => job.name)).not.toContain('mail.deliver');
    for (const job of items) expect(job.description, job.name).not.toBe('');
  });

  it('are the administrators’ alone', async () => {
    for (const request of [
      () => member.browser.get('/api/admin/jobs'),
      () => runJob(member.browser, ALERT_DIGEST_JOB, { reason: 'Checking the digest' }),
    ]) {
      expect((await request()).statusCode).toBe(403);
    }
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'job.run'));
    expect(audited).toEqual([]);
  });

  it('refuses a run without a reason, or of a job that is not scheduled', async () => {
    expect((await runJob(admin.browser, ALERT_DIGEST_JOB, {})).statusCode).toBe(400);
    expect((await runJob(admin.browser, ALERT_DIGEST_JOB, { reason: '  ' })).statusCode).toBe(400);
    const unknown = await runJob(admin.browser, 'mail.deliver', { reason: 'Resend everything' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'There is no scheduled job of this name.' },
    });
    expect((await runJob(admin.browser, 'not a name', { reason: 'Why not' })).statusCode).toBe(400);
  });

  it('runs the alert digest now, audited, and it still mails a person once a day', async () => {
    await createOrganization(db(), {
      name: 'Kelp Forest Trust',
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    await db()
      .insert(savedSearches)
      .values({ userId: member.userId, name: 'Kelp', query: 'q=kelp', alerts: 'daily' });

    const response = await runJob(admin.browser, ALERT_DIGEST_JOB, {
      reason: 'Checking the new digest',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { name: ALERT_DIGEST_JOB, queued: true } });
    const mail = await smtp.nextMailTo(member.email);
    expect(mail.subject).toBe('1 new organization on Catalyst Profiles');
    expect(mail.text).toContain('Kelp Forest Trust');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.run'), eq(auditLog.targetId, ALERT_DIGEST_JOB)));
    expect(entry).toMatchObject({
      actorKind: 'admin',
      actorId: admin.userId,
      targetType: 'job',
      reason: 'Checking the new digest',
    });

    // Run again at once: queued and run, and nobody hears twice in a day.
    expect(
      (await runJob(admin.browser, ALERT_DIGEST_JOB, { reason: 'Checking it sends nothing twice' }))
        .statusCode,
    ).toBe(202);
    await testApp.app.jobs.idle();
    expect(smtp.messages.filter((message) => message.to.includes(member.email))).toHaveLength(1);

    const listed = await admin.browser.get('/api/admin/jobs');
    const digest = (listed.json() as { data: { items: AdminJob[] } }).data.items.find(
      (job) => job.name === ALERT_DIGEST_JOB,
    );
    expect(digest?.lastRunAt).not.toBeNull();
  });
});
