import { randomUUID } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  moderationMessages,
  REPORT_DETAILS_MAX,
  REPORT_GROUP_SAMPLE,
  REPORTS_PER_CLIENT_PER_HOUR,
  type ReportGroup,
} from '@catalyst/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { auditLog, organizationReports, organizations } from '../../db/schema/index.js';
import { publicWriteBudgets } from '../challenge/public-write-limit.js';

const HOUR = 60 * 60;

let testApp: TestApp;
let admin: Member;

beforeAll(async () => {
  testApp = await buildTestApp({
    // A small overall budget, so one test can reach it; each client's share is the real one.
    publicWriteBudgets: {
      ...publicWriteBudgets,
      report: { ...publicWriteBudgets.report, overall: { window: HOUR, max: 60 } },
    },
  });
  admin = await signUpAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

let clients = 0;
/** A visitor without a session, from an address of its own. */
function visitor(ip = `203.0.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`) {
  return new Browser(testApp.app, ip);
}

function report(browser: Browser, organizationId: string, payload: unknown = { reason: 'spam' }) {
  return browser.post(`/api/organizations/${organizationId}/reports`, payload);
}

async function reportsOf(organizationId: string) {
  return db()
    .select()
    .from(organizationReports)
    .where(eq(organizationReports.organizationId, organizationId));
}

async function queue(page = 1) {
  const response = await admin.browser.get(`/api/admin/reports?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: { items: ReportGroup[]; total: number; page: number; pageSize: number };
    }
  ).data;
}

describe('POST /api/organizations/{id}/reports', () => {
  it('takes a report from a visitor, a guest and a member, keeping no address', async () => {
    const organization = await createOrganization(db());
    const stranger = visitor('203.0.200.7');
    const guest = await signInGuest(testApp.app);
    const member = await signUpMember(testApp.app, db());

    for (const browser of [stranger, guest.browser, member.browser]) {
      const response = await report(browser, organization.id, {
        reason: 'misleading',
        details: '  The founding year is wrong.  ',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ data: { received: true } });
    }

    const rows = await reportsOf(organization.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        reason: 'misleading',
        details: 'The founding year is wrong.',
        resolvedAt: null,
      });
      expect(row.reporterKey).not.toContain('203.0');
    }
    // Only a member is known by their id; a guest is a visitor like any other.
    expect(rows.map((row) => row.reporterUserId).sort()).toEqual(
      [null, null, member.userId].sort(),
    );
    expect(new Set(rows.map((row) => row.reporterKey)).size).toBe(3);
    expect(JSON.stringify(rows)).not.toContain('203.0.200.7');
  });

  it('takes one report per client per profile a day: the second is 409', async () => {
    const [first, second] = [await createOrganization(db()), await createOrganization(db())];
    const browser = visitor();
    expect((await report(browser, first.id)).statusCode).toBe(201);

    const again = await report(browser, first.id, { reason: 'harmful' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.reportAlreadySent },
    });
    expect(await reportsOf(first.id)).toHaveLength(1);

    // Another profile, or another client, is another report.
    expect((await report(browser, second.id)).statusCode).toBe(201);
    expect((await report(visitor(), first.id)).statusCode).toBe(201);

    // A day later the same client may report it again.
    await db()
      .update(organizationReports)
      .set({ createdAt: sql`${organizationReports.createdAt} - interval '25 hours'` })
      .where(eq(organizationReports.organizationId, first.id));
    expect((await report(browser, first.id)).statusCode).toBe(201);
  });

  it('knows a member by their account from any address, and an IPv6 client by its /64', async () => {
    const organization = await createOrganization(db());
    const member = await signUpMember(testApp.app, db());
    expect((await report(member.browser, organization.id)).statusCode).toBe(201);
    const elsewhere = new Browser(testApp.app, '203.0.201.9');
    await elsewhere.signIn(member.email, member.password);
    expect((await report(elsewhere, organization.id)).statusCode).toBe(409);

    expect((await report(visitor('2001:db8:7:1::1'), organization.id)).statusCode).toBe(201);
    expect((await report(visitor('2001:db8:7:1:ffff::2'), organization.id)).statusCode).toBe(409);
    expect((await report(visitor('2001:db8:7:2::1'), organization.id)).statusCode).toBe(201);
  });

  it(`takes ${REPORTS_PER_CLIENT_PER_HOUR} reports an hour from a client across profiles, then 429`, async () => {
    const profiles = [];
    for (let index = 0; index <= REPORTS_PER_CLIENT_PER_HOUR; index += 1) {
      profiles.push(await createOrganization(db()));
    }
    const browser = visitor();
    for (const profile of profiles.slice(0, REPORTS_PER_CLIENT_PER_HOUR)) {
      expect((await report(browser, profile.id)).statusCode).toBe(201);
    }
    const refused = await report(browser, profiles.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: moderationMessages.reportTooMany },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR);
    expect(await reportsOf(profiles.at(-1)!.id)).toEqual([]);

    // Another client has its own share.
    expect((await report(visitor(), profiles.at(-1)!.id)).statusCode).toBe(201);
  });

  it('refuses a report without a reason, with long details, or with fields of its own', async () => {
    const organization = await createOrganization(db());
    const browser = visitor();
    const cases: Array<[unknown, string]> = [
      [{}, moderationMessages.reportReasonRequired],
      [{ reason: 'boring' }, moderationMessages.reportReasonRequired],
      [
        { reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
        moderationMessages.reportDetailsTooLong,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await report(browser, organization.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
    }
    const extra = await report(browser, organization.id, { reason: 'spam', reporter: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await reportsOf(organization.id)).toEqual([]);

    const longest = await report(browser, organization.id, {
      reason: 'other',
      details: 'x'.repeat(REPORT_DETAILS_MAX),
    });
    expect(longest.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or unlisted profile and 410 for a hidden one', async () => {
    const pending = await createOrganization(db(), { status: 'pending' });
    const lapsed = await createOrganization(db(), { status: 'lapsed' });
    const hidden = await createOrganization(db());
    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Impersonates another charity.' })
      .where(eq(organizations.id, hidden.id));
    const browser = visitor();

    for (const id of [randomUUID(), pending.id, lapsed.id]) {
      const response = await report(browser, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const gone = await report(browser, hidden.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: moderationMessages.unavailableTitle },
    });
    expect((await report(browser, 'not-an-id')).statusCode).toBe(400);
    for (const id of [pending.id, lapsed.id, hidden.id]) expect(await reportsOf(id)).toEqual([]);
  });

  it('asks for a proof of work past the overall threshold, however many addresses a flood comes from', async () => {
    const organization = await createOrganization(db());
    const [row] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(organizationReports);
    // Every report of this file so far drew on the overall budget of 60.
    const left = 60 - (row?.count ?? 0);
    expect(left).toBeGreaterThan(0);
    for (let index = 0; index < left; index += 1) {
      expect((await report(visitor(), organization.id)).statusCode).toBe(201);
    }
    const refused = await report(visitor(), organization.id);
    expect(refused.statusCode).toBe(428);
    expect(refused.json()).toMatchObject({ error: { code: 'CHALLENGE_REQUIRED' } });
    // Nothing else of this file needs the budget: the queue tests below read what is stored.
    await testApp.database.db.execute(
      sql`delete from rate_limits where key like 'public-write:report:%'`,
    );
  });
});

describe('the moderation queue', () => {
  it('groups open reports by profile, the most recently reported first, with reasons', async () => {
    await db().delete(organizationReports);
    const older = await createOrganization(db(), { name: 'Older Reported' });
    const newer = await createOrganization(db(), { name: 'Newer Reported' });
    const reasons = ['spam', 'spam', 'impersonation', 'other', 'spam', 'harmful', 'misleading'];
    for (const reason of reasons) {
      const response = await report(visitor(), older.id, { reason, details: `About ${reason}` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const member = await signUpMember(testApp.app, db());
    expect((await report(member.browser, newer.id, { reason: 'harmful' })).statusCode).toBe(201);

    const { items, total, page, pageSize } = await queue();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(items.map((item) => item.organization.name)).toEqual([
      'Newer Reported',
      'Older Reported',
    ]);
    const [first, second] = items as [ReportGroup, ReportGroup];
    expect(first).toMatchObject({
      organization: {
        id: newer.id,
        slug: newer.slug,
        publicationStatus: 'published',
        hidden: false,
        ownerEmail: null,
      },
      openReports: 1,
      reasons: { harmful: 1 },
      reports: [{ reason: 'harmful', details: null, reporter: 'member' }],
    });
    expect(second.openReports).toBe(reasons.length);
    expect(second.reasons).toEqual({
      spam: 3,
      impersonation: 1,
      other: 1,
      harmful: 1,
      misleading: 1,
    });
    // The newest few, newest first; the count says how many there are.
    expect(second.reports).toHaveLength(REPORT_GROUP_SAMPLE);
    expect(second.reports.map((entry) => entry.details)).toEqual(
      reasons
        .slice(-REPORT_GROUP_SAMPLE)
        .reverse()
        .map((reason) => `About ${reason}`),
    );
    expect(second.reports.every((entry) => entry.reporter === 'visitor')).toBe(true);
    expect(second.latestAt).toBe(second.reports[0]?.createdAt);
    expect((await queue(2)).items).toEqual([]);
  });

  it('dismisses a profile’s open reports, in the audit log, and forgets them', async () => {
    const organization = await createOrganization(db(), { name: 'Wrongly Reported' });
    for (let index = 0; index < 3; index += 1) {
      expect((await report(visitor(), organization.id)).statusCode).toBe(201);
    }
    const reason = 'The profile says what its website says.';
    const dismiss = (id = organization.id) =>
      admin.browser.post(`/api/admin/organizations/${id}/dismiss-reports`, { reason });
    const response = await dismiss();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { dismissed: 3 } });

    const rows = await reportsOf(organization.id);
    expect(rows.every((row) => row.resolution === 'dismissed' && row.resolvedAt)).toBe(true);
    expect(rows.every((row) => row.resolvedBy === admin.userId)).toBe(true);
    expect((await queue()).items.map((item) => item.organization.id)).not.toContain(
      organization.id,
    );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, organization.id), eq(auditLog.action, 'reports.dismissed')));
    expect(entries).toMatchObject([
      {
        actorKind: 'admin',
        actorId: admin.userId,
        actorLabel: admin.email,
        targetType: 'organization',
        targetLabel: 'Wrongly Reported',
        reason,
        details: { dismissed: 3 },
      },
    ]);

    // Nothing left to dismiss: nothing done, nothing recorded.
    expect((await dismiss()).json()).toEqual({ data: { dismissed: 0 } });
    const after = await db().select().from(auditLog).where(eq(auditLog.targetId, organization.id));
    expect(after).toHaveLength(1);
    const unknown = await dismiss(randomUUID());
    expect(unknown.statusCode).toBe(404);
  });
});
