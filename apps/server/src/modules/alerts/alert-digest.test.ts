import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOpenRole,
  createOrganization,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { silentJobLog } from '../../../test/job-log.js';
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../../test/stand-ins/smtp-capture.js';
import {
  alertSubscriptions,
  organizationFollows,
  savedSearches,
  users,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/calendar.js';
import { createAlertDigest } from './alert-digest.js';
import { createAlertsRepository } from './alerts.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const SECRET = 'a-secret-for-the-alert-digest-tests-0123456789';
const PUBLIC_URL = 'https://profiles.test';

/**
 * The scripted week runs in the past, ending about now: roles are read as open today and the
 * directory's newest first, as they are at the real date.
 */
const today = new Date();
const T0 = new Date(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6) - 8 * DAY_MS,
);
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY_MS + hours * HOUR_MS);

let smtp: SmtpCapture;
let testApp: TestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await buildTestApp({ env: { PUBLIC_URL, SMTP_URL: smtp.url }, authSecret: SECRET });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** The digest as the job runs it, its mail sent over SMTP as the mail job sends it. */
function digestAt() {
  const transport = nodemailer.createTransport(smtp.url);
  const digest = createAlertDigest({
    repository: createAlertsRepository(db()),
    organizations: testApp.app.organizations,
    roles: testApp.app.openRoles,
    mailer: {
      send: async (message) =>
        void (await transport.sendMail({ from: 'alerts@profiles.test', ...message })),
    },
    publicUrl: PUBLIC_URL,
    productName: 'Catalyst',
    secret: SECRET,
  });
  return (now: Date) => digest(now, silentJobLog);
}

/** The mails to one address, their text with the wire's CRLF line ends read as LF. */
const mailsTo = (email: string): CapturedMail[] =>
  smtp.messages
    .filter((mail) => mail.to.includes(email))
    .map((mail) => ({ ...mail, text: mail.text.replaceAll('\r\n', '\n') }));

describe('the alert digest over a scripted week', () => {
  let reader: Member;
  let unverified: Member;
  let quiet: Member;
  let harbour: { id: string; slug: string };
  let ocean: { id: string; slug: string };
  const run = () => digestAt();

  beforeAll(async () => {
    reader = await signUpMember(testApp.app, db(), { name: 'Rhea Reader' });
    unverified = await signUpMember(testApp.app, db(), { verified: false });
    quiet = await signUpMember(testApp.app, db());

    harbour = await createOrganization(db(), { name: 'Harbour Works', publishedAt: at(-30) });
    await createOpenRole(db(), harbour.id, {
      title: 'Dock Engineer',
      createdAt: at(-3),
      salaryMin: 40_000,
      salaryMax: 48_000,
      salaryCurrency: 'EUR',
      location: 'Hamburg',
    });
    // Published an hour before the first digest, in the reader's search and in nobody's.
    ocean = await createOrganization(db(), { name: 'Ocean Trust', publishedAt: at(0, -2) });
    await createOrganization(db(), { name: 'Desert Fund', publishedAt: at(0, -1) });

    await db()
      .insert(savedSearches)
      .values([
        { userId: reader.userId, name: 'Ocean work', query: 'q=ocean', alerts: 'daily' },
        { userId: unverified.userId, name: 'Deserts', query: 'q=desert', alerts: 'daily' },
        { userId: quiet.userId, name: 'Everything', query: '', alerts: 'off' },
      ]);
    await db()
      .insert(organizationFollows)
      .values({ userId: reader.userId, organizationId: harbour.id });
  });

  it('day 0: mails what the search found in a day and the follows in a week, once', async () => {
    const result = await run()(at(0));
    expect(result).toEqual({ people: 1, mailed: 1 });
    const [mail] = mailsTo(reader.email) as [CapturedMail];
    expect(mail.subject).toBe('1 new role and 1 new organization on Catalyst Profiles');
    expect(mail.text).toContain('Hello Rhea Reader,');
    expect(mail.text).toContain('== Ocean work ==');
    expect(mail.text).toContain(`- Ocean Trust\n`);
    expect(mail.text).toContain(`${PUBLIC_URL}/organizations/${ocean.slug}`);
    expect(mail.text).toContain('== Organizations you follow ==');
    expect(mail.text).toMatch(
      /- Dock Engineer at Harbour Works\n {2}.*Hamburg · EUR 40,000–48,000/,
    );
    expect(mail.text).not.toContain('Desert Fund');
    expect(mail.text).toContain(`Manage your alerts: ${PUBLIC_URL}/dashboard/alerts`);
    expect(mail.html).toContain('Dock Engineer at Harbour Works');
    // RFC 8058: an HTTPS link to post to, and the header that says one POST is enough.
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/profiles\.test\/alerts\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Neither the unverified person nor the one whose alerts are off hears anything.
    expect(mailsTo(unverified.email)).toEqual([]);
    expect(mailsTo(quiet.email)).toEqual([]);

    // Run again an hour later (from the console, say): at most one mail a day.
    expect(await run()(at(0, 1))).toEqual({ people: 0, mailed: 0 });
    expect(mailsTo(reader.email)).toHaveLength(1);
  });

  it('day 1: nothing new, no mail', async () => {
    expect(await run()(at(1))).toEqual({ people: 1, mailed: 0 });
    expect(mailsTo(reader.email)).toHaveLength(1);
  });

  it('day 2: the search’s new organization and a role opened at one it matches', async () => {
    await createOrganization(db(), { name: 'Ocean Schools', publishedAt: at(1, 5) });
    await createOpenRole(db(), ocean.id, { title: 'Marine Biologist', createdAt: at(1, 6) });
    expect(await run()(at(2))).toEqual({ people: 1, mailed: 1 });
    const mail = mailsTo(reader.email)[1]!;
    expect(mail.subject).toBe('1 new role and 1 new organization on Catalyst Profiles');
    expect(mail.text).toContain('- Ocean Schools\n');
    expect(mail.text).toContain('- Marine Biologist at Ocean Trust\n');
    // Not yet a week: the follows say nothing, and what was told is not told again.
    expect(mail.text).not.toContain('Organizations you follow');
    expect(mail.text).not.toContain('- Ocean Trust\n');
  });

  it('day 7: the week’s new role at the followed organization, and only that', async () => {
    await createOpenRole(db(), harbour.id, { title: 'Crane Operator', createdAt: at(5) });
    for (const day of [3, 4, 5, 6]) await run()(at(day));
    expect(mailsTo(reader.email)).toHaveLength(2);
    expect(await run()(at(7))).toEqual({ people: 1, mailed: 1 });
    const mail = mailsTo(reader.email)[2]!;
    expect(mail.subject).toBe('1 new role on Catalyst Profiles');
    expect(mail.text).toContain('- Crane Operator at Harbour Works\n');
    expect(mail.text).not.toContain('Dock Engineer');
    expect(mail.text).not.toContain('Ocean work');
  });

  it('unsubscribes in one click without a session, and then mails nothing', async () => {
    const mail = mailsTo(reader.email)[2]!;
    const link = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!;
    const { pathname, search } = new URL(link);
    // As a mail provider posts it: no cookie, no Origin of ours.
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { unsubscribed: true } });
    const searches = await db()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, reader.userId));
    expect(searches.map((search) => search.alerts)).toEqual(['off']);
    const [settings] = await db()
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.userId, reader.userId));
    expect(settings?.followsAlerts).toBe('off');

    // The same link again, from the page it opens (JSON, no body): still fine.
    const again = await testApp.app.inject({ method: 'POST', url: `${pathname}${search}` });
    expect(again.statusCode).toBe(200);

    await createOrganization(db(), { name: 'Ocean Watch', publishedAt: at(7, 2) });
    await createOpenRole(db(), harbour.id, { title: 'Pilot', createdAt: at(7, 3) });
    expect(await run()(at(8))).toEqual({ people: 0, mailed: 0 });
    expect(mailsTo(reader.email)).toHaveLength(3);
  });

  it('refuses a token it did not sign, or one changed to name someone else', async () => {
    const link = /^<(.+)>$/.exec(
      mailsTo(reader.email)[0]!.headers.get('list-unsubscribe') ?? '',
    )![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const [, signature] = token.split('.');
    const otherId = Buffer.from(quiet.userId).toString('base64url');
    for (const forged of [`${otherId}.${signature}`, 'nonsense', `${token}x`, `${token}.more`]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    const missing = await testApp.app.inject({ method: 'POST', url: '/alerts/unsubscribe' });
    expect(missing.statusCode).toBe(400);
  });

  it('goes with the account', async () => {
    await db().delete(users).where(eq(users.id, reader.userId));
    expect(
      await db()
        .select()
        .from(alertSubscriptions)
        .where(eq(alertSubscriptions.userId, reader.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(savedSearches).where(eq(savedSearches.userId, reader.userId)),
    ).toEqual([]);
  });
});

describe('a digest that fails', () => {
  it('gives its windows back for the retry, and the others are mailed once', async () => {
    const unlucky = await signUpMember(testApp.app, db(), { name: 'Una Unlucky' });
    const lucky = await signUpMember(testApp.app, db(), { name: 'Lars Lucky' });
    await createOrganization(db(), { name: 'Glacier Rescue Corps', publishedAt: at(8, 1) });
    await db()
      .insert(savedSearches)
      .values([
        { userId: unlucky.userId, name: 'Glaciers', query: 'q=glacier', alerts: 'daily' },
        { userId: lucky.userId, name: 'Glaciers too', query: 'q=glacier', alerts: 'daily' },
      ]);

    // The mail queue refuses the first digest to one of them (a database failover, say).
    const transport = nodemailer.createTransport(smtp.url);
    let refusals = 1;
    const digest = createAlertDigest({
      repository: createAlertsRepository(db()),
      organizations: testApp.app.organizations,
      roles: testApp.app.openRoles,
      mailer: {
        send: async (message) => {
          if (message.to === unlucky.email && refusals-- > 0) throw new Error('queue unavailable');
          await transport.sendMail({ from: 'alerts@profiles.test', ...message });
        },
      },
      publicUrl: PUBLIC_URL,
      productName: 'Catalyst',
      secret: SECRET,
    });

    await expect(digest(at(8, 2), silentJobLog)).rejects.toThrow(
      '1 of 2 digests failed and wait for the retry (1 mailed)',
    );
    expect(mailsTo(lucky.email)).toHaveLength(1);
    expect(mailsTo(unlucky.email)).toEqual([]);

    // The job's retry, ten minutes later: the one who missed it is mailed, nobody twice.
    expect(await digest(at(8, 2.2), silentJobLog)).toEqual({ people: 1, mailed: 1 });
    expect(mailsTo(unlucky.email)).toHaveLength(1);
    expect(mailsTo(unlucky.email)[0]!.text).toContain('- Glacier Rescue Corps\n');
    expect(mailsTo(lucky.email)).toHaveLength(1);
    expect(await digest(at(8, 3), silentJobLog)).toEqual({ people: 0, mailed: 0 });
  });
});
