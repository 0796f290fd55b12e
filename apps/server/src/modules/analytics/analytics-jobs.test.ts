import { routePath, utcDay } from '@catalyst/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import {
  analyticsBeaconBudgets,
  analyticsSalts,
  organizationMembers,
  organizations,
  profileDailyCountedEvents,
  profileDailyStats,
  profileDailyVisitors,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/calendar.js';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.js';
import { analyticsForgetJob } from './analytics-maintenance.js';
import { createAnalyticsRecorder } from './analytics-recorder.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { createStaleProfileReminder } from './stale-profile-reminder.js';

let testApp: TestApp;
let owner: Member;
let coOwner: Member;
let editor: Member;
const db = () => testApp.database.db;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: async (message) => {
    sent.push(message);
  },
};

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

beforeAll(async () => {
  testApp = await buildTestApp();
  [owner, coOwner, editor] = await Promise.all([
    signUpMember(testApp.app, db()),
    signUpMember(testApp.app, db()),
    signUpMember(testApp.app, db()),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the stale profile reminder', () => {
  it('mails the owners once per stretch of 180 days without an update', async () => {
    const remind = createStaleProfileReminder({
      repository: createAnalyticsRepository(db()),
      mailer,
      publicUrl: 'https://profiles.test',
      productName: 'Catalyst',
    });
    const now = new Date();
    const stale = await createOrganization(db(), { createdBy: owner.userId, name: 'Old Leaf' });
    const fresh = await createOrganization(db(), { createdBy: owner.userId });
    const pending = await createOrganization(db(), { createdBy: owner.userId, status: 'pending' });
    await db()
      .insert(organizationMembers)
      .values([
        { organizationId: stale.id, userId: coOwner.userId, role: 'owner' },
        { organizationId: stale.id, userId: editor.userId, role: 'editor' },
      ]);
    await db()
      .update(organizations)
      .set({ updatedAt: daysBefore(now, 181) })
      .where(inArray(organizations.id, [stale.id, pending.id]));
    await db()
      .update(organizations)
      .set({ updatedAt: daysBefore(now, 179) })
      .where(eq(organizations.id, fresh.id));

    sent.length = 0;
    const first = await remind(now);
    const mine = sent.filter((mail) => mail.text.includes('Old Leaf'));
    expect(first.organizations).toBeGreaterThanOrEqual(1);
    expect(mine.map((mail) => mail.to).sort()).toEqual([owner.email, coOwner.email].sort());
    expect(mine[0]?.subject).toBe('Is Old Leaf’s profile still up to date?');
    expect(mine[0]?.text).toContain(
      `https://profiles.test${routePath('organizationEdit', { orgId: stale.id })}`,
    );
    expect(sent.some((mail) => mail.to === editor.email)).toBe(false);

    // The next days, nothing new: the stretch was told.
    sent.length = 0;
    await remind(new Date(now.getTime() + DAY_MS));
    expect(sent.filter((mail) => mail.text.includes('Old Leaf'))).toEqual([]);
    const [row] = await db()
      .select({ remindedAt: organizations.staleRemindedAt, updatedAt: organizations.updatedAt })
      .from(organizations)
      .where(eq(organizations.id, stale.id));
    expect(row?.remindedAt?.getTime()).toBe(now.getTime());
    expect(row?.updatedAt.getTime()).toBe(daysBefore(now, 181).getTime());

    // An update starts a new stretch: 180 days after it, the owners hear again.
    const edited = new Date(now.getTime() + 10 * DAY_MS);
    await db()
      .update(organizations)
      .set({ updatedAt: edited })
      .where(eq(organizations.id, stale.id));
    sent.length = 0;
    await remind(new Date(edited.getTime() + 100 * DAY_MS));
    expect(sent.filter((mail) => mail.text.includes('Old Leaf'))).toEqual([]);
    await remind(new Date(edited.getTime() + 181 * DAY_MS));
    expect(sent.filter((mail) => mail.text.includes('Old Leaf'))).toHaveLength(2);
  });
});

describe('forgetting visitors', () => {
  it('deletes the hashes and salts of the days before yesterday', async () => {
    const now = new Date();
    const day = (days: number) => utcDay(daysBefore(now, days));
    await db()
      .insert(profileDailyVisitors)
      .values([0, 1, 2, 30].map((days) => ({ day: day(days), visitorHash: `hash-${days}` })));
    await db()
      .insert(profileDailyCountedEvents)
      .values([0, 2, 3].map((days) => ({ day: day(days), eventHash: `event-${days}` })));
    await db()
      .insert(analyticsSalts)
      .values([1, 2, 30].map((days) => ({ day: day(days), salt: `salt-${days}` })))
      .onConflictDoNothing();

    const job = analyticsForgetJob(createAnalyticsRepository(db()), () => now);
    expect(job.schedule).toBeDefined();
    const result = await job.run({}, { log: testApp.app.log as never });
    expect(result).toEqual({ hashes: 4, salts: 2 });
    const hashes = await db().select({ day: profileDailyVisitors.day }).from(profileDailyVisitors);
    expect(hashes.map((row) => row.day).sort()).toEqual([day(1), day(0)]);
    const events = await db()
      .select({ day: profileDailyCountedEvents.day })
      .from(profileDailyCountedEvents);
    expect(events.map((row) => row.day)).toEqual([day(0)]);
    const salts = await db().select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual([day(1)]);
  });

  it('deletes the beacon budgets of ended windows, once a minute', async () => {
    let now = new Date();
    const recorder = createAnalyticsRecorder({
      repository: createAnalyticsRepository(db()),
      log: testApp.app.log,
      now: () => now,
    });
    const budget = (clientKey: string, endsInMs: number) => ({
      clientKey,
      beacons: 3,
      windowEndsAt: new Date(now.getTime() + endsInMs),
    });
    const keys = async () =>
      (await db().select({ key: analyticsBeaconBudgets.clientKey }).from(analyticsBeaconBudgets))
        .map((row) => row.key)
        .sort();
    await db()
      .insert(analyticsBeaconBudgets)
      .values([budget('ended', -1), budget('open', 30_000)]);

    await recorder.flush();
    expect(await keys()).toEqual(['open']);

    now = new Date(now.getTime() + 40_000);
    await recorder.flush();
    expect(await keys()).toEqual(['open']);
    now = new Date(now.getTime() + 20_000);
    await recorder.flush();
    expect(await keys()).toEqual([]);
  });
});

describe('shutting down', () => {
  it('writes the counts held in memory before the database closes', async () => {
    const closing = await buildTestApp();
    const organization = await createOrganization(closing.database.db);
    const response = await closing.app.inject({
      method: 'POST',
      url: `/api/organizations/${organization.id}/views`,
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'x-forwarded-for': '192.0.2.44',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(closing.app.analytics.pendingEvents()).toBe(1);

    await closing.app.close();
    const [row] = await closing.database.db
      .select({ views: profileDailyStats.views })
      .from(profileDailyStats)
      .where(eq(profileDailyStats.organizationId, organization.id));
    await closing.database.close();
    expect(row?.views).toBe(1);
  });
});
