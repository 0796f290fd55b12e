import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE,
  analyticsBeaconMessages,
  type ApiError,
  apiMessages,
  authMessages,
  organizationFormMessages,
  organizationMessages,
  type ProfileAnalytics,
  sessionMessages,
  utcDay,
} from '@catalyst/shared';
import { eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  openRoleRow,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { buildApp } from '../../app.js';
import {
  analyticsBeaconBudgets,
  openRoles,
  organizationFollows,
  organizationMembers,
  profileDailyClicks,
  profileDailyCountedEvents,
  profileDailyStats,
  profileDailyVisitors,
} from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/calendar.js';

/** Real browsers' user agents. */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** Real crawlers', previewers' and scripts' user agents. */
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
  'python-requests/2.32.3',
];

let testApp: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let secondProcess: FastifyInstance;
let owner: Member;
let editor: Member;
let stranger: Member;
let publishedId: string;
let pendingId: string;

const db = () => testApp.database.db;
/** Writes what both processes hold, as their timers would within seconds. */
const flushBoth = () =>
  Promise.all([testApp.app.analytics.flush(), secondProcess.analytics.flush()]);
const today = () => utcDay();
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));

function view(browser: Browser, organizationId: string, userAgent: string | null) {
  return browser.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/views`,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
  });
}

function click(browser: Browser, organizationId: string, payload: unknown, userAgent = CHROME) {
  return browser.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/link-clicks`,
    payload,
    headers: { 'user-agent': userAgent },
  });
}

function referredView(
  browser: Browser,
  organizationId: string,
  payload: unknown,
  userAgent: string | null = CHROME,
) {
  return browser.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/referred-views`,
    payload,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
  });
}

async function statsOf(organizationId: string) {
  const [row] = await db()
    .select()
    .from(profileDailyStats)
    .where(eq(profileDailyStats.organizationId, organizationId));
  return row ?? { views: 0, visitors: 0, appearances: 0, embedViews: 0, feedViews: 0 };
}

async function readAnalytics(browser: Browser, organizationId: string, days = 7) {
  return browser.get(`/api/organizations/${organizationId}/analytics?days=${days}`);
}

const errorOf = (response: { json(): unknown }) => (response.json() as ApiError).error;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app } = testApp;
  [owner, editor, stranger] = await Promise.all([
    signUpMember(app, db()),
    signUpMember(app, db()),
    signUpMember(app, db()),
  ]);
  pendingId = (await createOrganization(db(), { createdBy: owner.userId, status: 'pending' })).id;
  secondProcess = await buildApp({
    config: testConfig(),
    db: db(),
    authSecret: 'another-process-shares-only-the-database-0123',
  });
});

// Each test counts on a fresh published profile, so counts never carry over.
beforeEach(async () => {
  publishedId = (await createOrganization(db(), { createdBy: owner.userId })).id;
  await db()
    .insert(organizationMembers)
    .values({ organizationId: publishedId, userId: editor.userId, role: 'editor' });
});

afterAll(async () => {
  await secondProcess?.close();
  await testApp?.close();
});

describe('counting profile views', () => {
  it('counts nothing while answering: the view waits in memory for the next batch', async () => {
    const visitor = new Browser(testApp.app);
    const response = await view(visitor, publishedId, CHROME);
    expect(response.statusCode).toBe(204);
    expect(testApp.app.analytics.pendingEvents()).toBe(1);
    const [held] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(profileDailyVisitors);
    expect(held?.count).toBe(0);
    expect(await statsOf(publishedId)).toMatchObject({ views: 0 });

    await testApp.app.analytics.flush();
    expect(testApp.app.analytics.pendingEvents()).toBe(0);
    expect(await statsOf(publishedId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('counts a visitor once a day, within a batch and across batches', async () => {
    const visitor = new Browser(testApp.app);
    await view(visitor, publishedId, CHROME);
    await view(visitor, publishedId, CHROME);
    await testApp.app.analytics.flush();
    await view(visitor, publishedId, CHROME);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('counts a client once a day whatever user agent it sends', async () => {
    const address = '203.0.113.40';
    for (let agent = 0; agent < 40; agent += 1) {
      const userAgent = `${CHROME} Build/${agent}`;
      const response = await view(new Browser(testApp.app, address), publishedId, userAgent);
      expect(response.statusCode).toBe(204);
      if (agent === 20) await testApp.app.analytics.flush();
    }
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('tells visitors apart by address (an IPv6 /64 is one), and keeps no address', async () => {
    const sharedAddress = '203.0.113.7';
    await view(new Browser(testApp.app, sharedAddress), publishedId, CHROME);
    await view(new Browser(testApp.app, sharedAddress), publishedId, FIREFOX);
    await view(new Browser(testApp.app), publishedId, CHROME);
    // One subscriber's /64, and another network's.
    await view(new Browser(testApp.app, '2001:db8:7:1::a'), publishedId, CHROME);
    await view(new Browser(testApp.app, '2001:db8:7:1:ffff::b'), publishedId, SAFARI_IPHONE);
    await view(new Browser(testApp.app, '2001:db8:7:2::a'), publishedId, CHROME);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ views: 4, visitors: 4 });

    const hashes = await db().select().from(profileDailyVisitors);
    expect(hashes.length).toBeGreaterThan(0);
    for (const row of hashes) {
      expect(row.visitorHash).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(row)).not.toContain(sharedAddress);
    }
  });

  it('counts a visitor once across server processes', async () => {
    const address = '203.0.113.41';
    await view(new Browser(testApp.app, address), publishedId, CHROME);
    await view(new Browser(secondProcess, address), publishedId, FIREFOX);
    await flushBoth();
    expect(await statsOf(publishedId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it('leaves out bots and requests without a user agent', async () => {
    for (const bot of BOTS) await view(new Browser(testApp.app), publishedId, bot);
    await view(new Browser(testApp.app), publishedId, null);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ views: 0 });
  });

  it('leaves out the organization’s own people, but counts guests and other members', async () => {
    await view(owner.browser, publishedId, CHROME);
    await view(editor.browser, publishedId, FIREFOX);
    await view((await signInGuest(testApp.app)).browser, publishedId, SAFARI_IPHONE);
    await view(stranger.browser, publishedId, CHROME);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ views: 2 });
  });

  it('ignores profiles visitors cannot see, and refuses malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await view(new Browser(testApp.app), pendingId, CHROME);
    await view(new Browser(testApp.app), unknown, CHROME);
    await testApp.app.analytics.flush();
    expect(await statsOf(pendingId)).toMatchObject({ views: 0 });
    expect((await view(new Browser(testApp.app), 'not-an-id', CHROME)).statusCode).toBe(400);
  });

  it('limits how many beacons one client sends a minute', async () => {
    const flooder = new Browser(testApp.app);
    for (let sent = 0; sent < ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE; sent += 1) {
      expect((await view(flooder, publishedId, CHROME)).statusCode).toBe(204);
    }
    const over = await view(flooder, publishedId, CHROME);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toBe(apiMessages.tooManyRequests);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Refused again without another write: a flood costs the database one write per process.
    for (let more = 0; more < 5; more += 1) {
      expect((await view(flooder, publishedId, CHROME)).statusCode).toBe(429);
    }
    const counted = await db()
      .select({ beacons: analyticsBeaconBudgets.beacons })
      .from(analyticsBeaconBudgets)
      .where(gt(analyticsBeaconBudgets.beacons, ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE));
    expect(counted).toEqual([{ beacons: ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE + 1 }]);
    expect((await view(new Browser(testApp.app), publishedId, CHROME)).statusCode).toBe(204);
    await testApp.app.analytics.flush();
  });

  it('holds the beacon limit across server processes', async () => {
    const address = '198.18.7.1';
    const here = new Browser(testApp.app, address);
    const there = new Browser(secondProcess, address);
    const answers: number[] = [];
    for (let sent = 0; sent < ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE; sent += 1) {
      // Views and clicks draw on one budget, whichever process answers.
      const browser = sent % 2 === 0 ? here : there;
      const response =
        sent % 3 === 0
          ? await click(browser, publishedId, { link: 'website' })
          : await view(browser, publishedId, CHROME);
      answers.push(response.statusCode);
    }
    expect(answers.every((status) => status === 204)).toBe(true);
    expect((await view(here, publishedId, CHROME)).statusCode).toBe(429);
    expect((await view(there, publishedId, CHROME)).statusCode).toBe(429);
    expect((await click(there, publishedId, { link: 'blog' })).statusCode).toBe(429);
    // The same budget for another client is untouched.
    expect((await view(new Browser(secondProcess), publishedId, CHROME)).statusCode).toBe(204);
    await flushBoth();
  });
});

describe('counting link clicks', () => {
  async function clicksOf(organizationId: string) {
    const rows = await db()
      .select({
        link: profileDailyClicks.link,
        target: profileDailyClicks.target,
        clicks: profileDailyClicks.clicks,
      })
      .from(profileDailyClicks)
      .where(eq(profileDailyClicks.organizationId, organizationId));
    return rows.sort((a, b) => a.link.localeCompare(b.link) || a.target.localeCompare(b.target));
  }

  const roleOf = async (
    organizationId: string,
    overrides: Partial<typeof openRoles.$inferInsert> = {},
  ) => {
    const [role] = await db()
      .insert(openRoles)
      .values(openRoleRow(organizationId, overrides))
      .returning({ id: openRoles.id });
    return role!.id;
  };

  it('counts each link, and each apply link by its role, but not bots or the team', async () => {
    const roleId = await roleOf(publishedId);
    const visitor = new Browser(testApp.app);
    for (const payload of [
      { link: 'website' },
      { link: 'linkedin' },
      { link: 'x' },
      { link: 'blog' },
      { link: 'apply', roleId },
    ]) {
      expect((await click(visitor, publishedId, payload)).statusCode).toBe(204);
    }
    await click(owner.browser, publishedId, { link: 'website' });
    await click(new Browser(testApp.app), publishedId, { link: 'website' }, BOTS[0]);
    await testApp.app.analytics.flush();
    expect(await clicksOf(publishedId)).toEqual([
      { link: 'apply', target: roleId, clicks: 1 },
      { link: 'blog', target: '', clicks: 1 },
      { link: 'linkedin', target: '', clicks: 1 },
      { link: 'website', target: '', clicks: 1 },
      { link: 'x', target: '', clicks: 1 },
    ]);
  });

  it('counts a link once per visitor and day, across batches and processes', async () => {
    const address = '203.0.113.60';
    for (let clicked = 0; clicked < 20; clicked += 1) {
      // Another browser on the same network now and then, and the other process.
      const browser = new Browser(clicked % 2 === 0 ? testApp.app : secondProcess, address);
      const agent = clicked % 3 === 0 ? FIREFOX : CHROME;
      expect((await click(browser, publishedId, { link: 'website' }, agent)).statusCode).toBe(204);
      if (clicked % 5 === 4) await flushBoth();
    }
    await flushBoth();
    expect(await clicksOf(publishedId)).toEqual([{ link: 'website', target: '', clicks: 1 }]);

    const otherVisitor = new Browser(testApp.app, '203.0.113.61');
    await click(otherVisitor, publishedId, { link: 'website' });
    await click(otherVisitor, publishedId, { link: 'website' });
    await flushBoth();
    expect(await clicksOf(publishedId)).toEqual([{ link: 'website', target: '', clicks: 2 }]);
  });

  it('counts each role’s apply link once per visitor and day', async () => {
    const [analyst, keeper] = [await roleOf(publishedId), await roleOf(publishedId)];
    const visitor = new Browser(testApp.app);
    for (const roleId of [analyst, analyst, keeper, analyst, keeper]) {
      await click(visitor, publishedId, { link: 'apply', roleId });
    }
    await click(new Browser(testApp.app), publishedId, { link: 'apply', roleId: analyst });
    await testApp.app.analytics.flush();
    expect(await clicksOf(publishedId)).toEqual(
      [
        { link: 'apply', target: analyst, clicks: 2 },
        { link: 'apply', target: keeper, clicks: 1 },
      ].sort((a, b) => a.target.localeCompare(b.target)),
    );
  });

  it('keeps the apply clicks of a role deleted since, and refuses new ones', async () => {
    const roleId = await roleOf(publishedId);
    await click(new Browser(testApp.app), publishedId, { link: 'apply', roleId });
    await testApp.app.analytics.flush();
    await db().delete(openRoles).where(eq(openRoles.id, roleId));

    const late = await click(new Browser(testApp.app), publishedId, { link: 'apply', roleId });
    expect(late.statusCode).toBe(400);
    await testApp.app.analytics.flush();
    const { data } = (await readAnalytics(owner.browser, publishedId)).json() as {
      data: ProfileAnalytics;
    };
    expect(data.roles).toEqual([expect.objectContaining({ roleId, title: null, clicks: 1 })]);
    const csv = await owner.browser.get(`/api/organizations/${publishedId}/analytics.csv?days=7`);
    expect(csv.body.split('\r\n')[0]).toContain(`apply_clicks: deleted role ${roleId}`);
  });

  it('refuses apply clicks for a role that is not open on this profile, and keeps nothing', async () => {
    const elsewhere = await createOrganization(db(), { createdBy: stranger.userId });
    const cases: Array<[string, string, string]> = [
      ['an id no role has', publishedId, randomUUID()],
      ['another organization’s role', publishedId, await roleOf(elsewhere.id)],
      ['a closed role', publishedId, await roleOf(publishedId, { closedAt: new Date() })],
      [
        'a role that has ended',
        publishedId,
        await roleOf(publishedId, { validThrough: daysAgo(1) }),
      ],
      ['a role of an unlisted organization', pendingId, await roleOf(pendingId)],
    ];
    const visitor = new Browser(testApp.app);
    for (const [label, organizationId, roleId] of cases) {
      const response = await click(visitor, organizationId, { link: 'apply', roleId });
      expect(response.statusCode, label).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: analyticsBeaconMessages.roleNotOpen,
      });
    }
    await testApp.app.analytics.flush();
    for (const organizationId of [publishedId, elsewhere.id, pendingId]) {
      expect(await clicksOf(organizationId)).toEqual([]);
    }
    const csv = await owner.browser.get(`/api/organizations/${publishedId}/analytics.csv?days=7`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'date,views,visitors,appearances,website_clicks,linkedin_clicks,x_clicks,blog_clicks,apply_clicks,new_followers,embed_views,feed_views',
    );
  });

  it('refuses what is not a link click, and bodies larger than one', async () => {
    const visitor = new Browser(testApp.app);
    for (const payload of [
      { link: 'twitter' },
      { link: 'apply' },
      { link: 'website', roleId: '11111111-1111-4111-8111-111111111111' },
      { link: 'website', extra: true },
      {},
    ]) {
      expect((await click(visitor, publishedId, payload)).statusCode).toBe(400);
    }
    const huge = await click(visitor, publishedId, { link: 'website', padding: 'x'.repeat(2_000) });
    expect(huge.statusCode).toBe(413);
    await testApp.app.analytics.flush();
  });
});

describe('counting visits through embeds and feeds', () => {
  it('counts each source once per visitor and day, profile and role pages together', async () => {
    const address = '203.0.113.90';
    // The same person through the embed three times (the profile, then role pages: they send
    // the same beacon), in other browsers, after a batch was written, through the other process.
    for (const [app, agent] of [
      [testApp.app, CHROME],
      [testApp.app, FIREFOX],
      [secondProcess, SAFARI_IPHONE],
    ] as const) {
      const response = await referredView(
        new Browser(app, address),
        publishedId,
        { source: 'embed' },
        agent,
      );
      expect(response.statusCode).toBe(204);
      expect(response.headers['cache-control']).toBe('no-store');
      await flushBoth();
    }
    // A feed brought them too: counted apart from the embed.
    await referredView(new Browser(testApp.app, address), publishedId, { source: 'feed' });
    // Someone else, from the embed.
    await referredView(new Browser(testApp.app, '198.51.100.90'), publishedId, {
      source: 'embed',
    });
    await flushBoth();
    // Apart from views: a visit through an embed is a view only where the profile sent one.
    expect(await statsOf(publishedId)).toMatchObject({
      embedViews: 2,
      feedViews: 1,
      views: 0,
      visitors: 0,
    });

    const events = await db().select().from(profileDailyCountedEvents);
    for (const row of events) expect(JSON.stringify(row)).not.toContain(address);
  });

  it('leaves out bots, the organization’s own people and profiles visitors cannot see', async () => {
    for (const bot of BOTS) {
      expect(
        (await referredView(new Browser(testApp.app), publishedId, { source: 'feed' }, bot))
          .statusCode,
      ).toBe(204);
    }
    await referredView(new Browser(testApp.app), publishedId, { source: 'feed' }, null);
    await referredView(owner.browser, publishedId, { source: 'embed' });
    await referredView(editor.browser, publishedId, { source: 'feed' });
    // A guest and a member of another organization are visitors like anyone.
    await referredView((await signInGuest(testApp.app)).browser, publishedId, { source: 'feed' });
    await referredView(stranger.browser, publishedId, { source: 'embed' });
    await referredView(new Browser(testApp.app), pendingId, { source: 'embed' });
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ embedViews: 1, feedViews: 1 });
    expect(await statsOf(pendingId)).toMatchObject({ embedViews: 0, feedViews: 0 });
  });

  it('takes only the sources the site’s links name, within the beacon budget', async () => {
    const visitor = new Browser(testApp.app);
    for (const payload of [
      { source: 'newsletter' },
      { source: 'EMBED' },
      { source: 'embed', extra: true },
      {},
    ]) {
      expect((await referredView(visitor, publishedId, payload)).statusCode).toBe(400);
    }
    expect((await referredView(visitor, 'not-an-id', { source: 'embed' })).statusCode).toBe(400);

    // Views, clicks and these draw on one budget.
    const flooder = new Browser(testApp.app);
    for (let sent = 0; sent < ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE; sent += 1) {
      expect((await view(flooder, publishedId, CHROME)).statusCode).toBe(204);
    }
    const over = await referredView(flooder, publishedId, { source: 'embed' });
    expect(over.statusCode).toBe(429);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ embedViews: 0, feedViews: 0 });
  });

  it('answers them per day and in all, against the period before, and in the CSV', async () => {
    await db()
      .insert(profileDailyStats)
      .values([
        { organizationId: publishedId, day: today(), views: 5, embedViews: 3, feedViews: 1 },
        { organizationId: publishedId, day: daysAgo(2), embedViews: 1, feedViews: 4 },
        // The period before.
        { organizationId: publishedId, day: daysAgo(9), embedViews: 2 },
      ]);
    const { data } = (await readAnalytics(owner.browser, publishedId, 7)).json() as {
      data: ProfileAnalytics;
    };
    expect(data.days.at(-1)).toMatchObject({ views: 5, embedViews: 3, feedViews: 1 });
    expect(data.days.at(-3)).toMatchObject({ views: 0, embedViews: 1, feedViews: 4 });
    expect(data.totals).toMatchObject({ embedViews: 4, feedViews: 5 });
    expect(data.previous).toMatchObject({ embedViews: 2, feedViews: 0 });

    const csv = await owner.browser.get(`/api/organizations/${publishedId}/analytics.csv?days=7`);
    const lines = csv.body.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(-3)).toEqual(['new_followers', 'embed_views', 'feed_views']);
    const row = (date: string) => {
      const cells = lines.find((line) => line.startsWith(`${date},`))!.split(',');
      return Object.fromEntries(header.map((column, index) => [column, cells[index]]));
    };
    expect(row(today())).toMatchObject({ views: '5', embed_views: '3', feed_views: '1' });
    expect(row(daysAgo(2))).toMatchObject({ views: '0', embed_views: '1', feed_views: '4' });
    expect(row(daysAgo(1))).toMatchObject({ embed_views: '0', feed_views: '0' });
  });
});

describe('counting appearances in the directory', () => {
  function list(browser: Browser, userAgent = CHROME) {
    return browser.request({
      method: 'GET',
      url: '/api/organizations',
      headers: { 'user-agent': userAgent },
    });
  }

  it('counts each organization a listing shows, except to crawlers', async () => {
    const visitor = new Browser(testApp.app);
    const listed = await list(visitor);
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as { data: { items: Array<{ id: string }> } }).data.items.map(
      (item) => item.id,
    );
    expect(ids).toContain(publishedId);
    await list(new Browser(testApp.app), BOTS[0]);
    await testApp.app.analytics.flush();
    expect(await statsOf(publishedId)).toMatchObject({ appearances: 1, views: 0 });
  });

  it('counts an organization once per client and day, however often it is listed', async () => {
    const address = '203.0.113.80';
    for (let listing = 0; listing < 30; listing += 1) {
      const browser = new Browser(listing % 2 === 0 ? testApp.app : secondProcess, address);
      expect((await list(browser, listing % 3 === 0 ? FIREFOX : CHROME)).statusCode).toBe(200);
      if (listing % 10 === 9) await flushBoth();
    }
    await flushBoth();
    expect(await statsOf(publishedId)).toMatchObject({ appearances: 1 });

    await list(new Browser(testApp.app, '203.0.113.81'));
    await list(new Browser(testApp.app, '203.0.113.81'));
    await flushBoth();
    expect(await statsOf(publishedId)).toMatchObject({ appearances: 2 });

    const events = await db().select().from(profileDailyCountedEvents);
    for (const row of events) expect(JSON.stringify(row)).not.toContain(address);
  });
});

describe('reading analytics', () => {
  it('is for the organization’s owners and editors only', async () => {
    const nobody = new Browser(testApp.app);
    const guest = (await signInGuest(testApp.app)).browser;
    const cases: Array<[Browser, string, number, string]> = [
      [nobody, publishedId, 401, sessionMessages.notAuthenticated],
      [guest, publishedId, 401, authMessages.guard.permanentAccount],
      [stranger.browser, publishedId, 403, organizationFormMessages.noPermission],
      [stranger.browser, pendingId, 404, organizationMessages.notFound(pendingId)],
    ];
    for (const [browser, id, status, message] of cases) {
      for (const url of [`analytics?days=7`, `analytics.csv?days=7`]) {
        const response = await browser.get(`/api/organizations/${id}/${url}`);
        expect(response.statusCode, url).toBe(status);
        expect(errorOf(response).message).toBe(message);
      }
    }
    expect((await readAnalytics(editor.browser, publishedId)).statusCode).toBe(200);
    expect((await readAnalytics(owner.browser, publishedId)).statusCode).toBe(200);
    expect((await readAnalytics(owner.browser, pendingId)).statusCode).toBe(200);
  });

  it('answers each day of the period, its totals and the period before', async () => {
    await db()
      .insert(profileDailyStats)
      .values([
        { organizationId: publishedId, day: today(), views: 4, visitors: 4, appearances: 10 },
        { organizationId: publishedId, day: daysAgo(6), views: 2, visitors: 2, appearances: 5 },
        // The period before: 7 to 13 days ago.
        { organizationId: publishedId, day: daysAgo(7), views: 3, visitors: 3, appearances: 1 },
        { organizationId: publishedId, day: daysAgo(13), views: 1, visitors: 1, appearances: 1 },
        // Before both: not counted.
        { organizationId: publishedId, day: daysAgo(14), views: 50, visitors: 50, appearances: 9 },
      ]);
    await db()
      .insert(profileDailyClicks)
      .values([
        { organizationId: publishedId, day: today(), link: 'website', target: '', clicks: 2 },
        { organizationId: publishedId, day: today(), link: 'apply', target: 'a', clicks: 1 },
        { organizationId: publishedId, day: today(), link: 'apply', target: 'b', clicks: 2 },
      ]);
    const response = await readAnalytics(owner.browser, publishedId, 7);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: ProfileAnalytics };
    expect(data.days.map((day) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((days) => daysAgo(days)),
    );
    expect(data.days.at(-1)).toMatchObject({
      views: 4,
      clicks: { website: 2, apply: 3, linkedin: 0, x: 0, blog: 0 },
    });
    expect(data.totals).toMatchObject({ views: 6, visitors: 6, appearances: 15 });
    expect(data.previous).toMatchObject({ views: 4, visitors: 4, appearances: 2 });
    expect((await readAnalytics(owner.browser, publishedId, 90)).json()).toMatchObject({
      data: { totals: { views: 60 } },
    });
  });

  it('takes only the periods the page offers', async () => {
    for (const days of ['14', 'abc', '-7', '7.5']) {
      const response = await owner.browser.get(
        `/api/organizations/${publishedId}/analytics?days=${days}`,
      );
      expect(response.statusCode, days).toBe(400);
    }
  });

  it('breaks apply clicks down by role, keeping a deleted role’s clicks', async () => {
    const roleAt = (title: string) => openRoleRow(publishedId, { title });
    const [analyst, coordinator] = await db()
      .insert(openRoles)
      .values([roleAt('Data Analyst'), roleAt('=Field, "Coordinator"')])
      .returning({ id: openRoles.id });
    const deletedRoleId = '22222222-2222-4222-8222-222222222222';
    const applyOn = (day: string, target: string, clicks: number) => ({
      organizationId: publishedId,
      day,
      link: 'apply' as const,
      target,
      clicks,
    });
    await db()
      .insert(profileDailyClicks)
      .values([
        applyOn(today(), analyst!.id, 2),
        applyOn(daysAgo(1), analyst!.id, 1),
        applyOn(daysAgo(8), analyst!.id, 4),
        applyOn(daysAgo(2), coordinator!.id, 5),
        applyOn(daysAgo(3), deletedRoleId, 1),
        // Before both periods: not counted.
        applyOn(daysAgo(20), coordinator!.id, 9),
      ]);

    const { data } = (await readAnalytics(owner.browser, publishedId, 7)).json() as {
      data: ProfileAnalytics;
    };
    expect(data.roles).toEqual([
      {
        roleId: coordinator!.id,
        title: '=Field, "Coordinator"',
        perDay: [0, 0, 0, 0, 5, 0, 0],
        clicks: 5,
        previous: 0,
      },
      {
        roleId: analyst!.id,
        title: 'Data Analyst',
        perDay: [0, 0, 0, 0, 0, 1, 2],
        clicks: 3,
        previous: 4,
      },
      { roleId: deletedRoleId, title: null, perDay: [0, 0, 0, 1, 0, 0, 0], clicks: 1, previous: 0 },
    ]);
    expect(data.totals.clicks.apply).toBe(9);

    const csv = await owner.browser.get(`/api/organizations/${publishedId}/analytics.csv?days=7`);
    const lines = csv.body.trimEnd().split('\r\n');
    // A title is quoted where it holds a comma or quote; after its label it is never a formula.
    expect(lines[0]).toBe(
      'date,views,visitors,appearances,website_clicks,linkedin_clicks,x_clicks,blog_clicks,apply_clicks,new_followers,embed_views,feed_views,' +
        `"apply_clicks: =Field, ""Coordinator""",apply_clicks: Data Analyst,` +
        `apply_clicks: deleted role ${deletedRoleId}`,
    );
    expect(lines[5]).toBe(`${daysAgo(2)},0,0,0,0,0,0,0,5,0,0,0,5,0,0`);
    expect(lines[7]).toBe(`${today()},0,0,0,0,0,0,0,2,0,0,0,0,2,0`);
  });

  it('downloads the days as a CSV attachment', async () => {
    await db().insert(profileDailyStats).values({
      organizationId: publishedId,
      day: today(),
      views: 3,
      visitors: 3,
      appearances: 8,
      embedViews: 2,
      feedViews: 1,
    });
    await db()
      .insert(profileDailyClicks)
      .values({ organizationId: publishedId, day: today(), link: 'x', target: '', clicks: 1 });
    // Two people follow it today; one of them has followed since before the period.
    const followers = await Promise.all([0, 1, 2].map(() => signUpMember(testApp.app, db())));
    await db()
      .insert(organizationFollows)
      .values([
        { userId: followers[0]!.userId, organizationId: publishedId },
        { userId: followers[1]!.userId, organizationId: publishedId },
        {
          userId: followers[2]!.userId,
          organizationId: publishedId,
          createdAt: new Date(Date.now() - 90 * 86_400_000),
        },
      ]);
    const json = await owner.browser.get(`/api/organizations/${publishedId}/analytics?days=30`);
    const analytics = (json.json() as { data: ProfileAnalytics }).data;
    expect(analytics.followers).toBe(3);
    expect(analytics.totals.newFollowers).toBe(2);
    expect(analytics.days.at(-1)?.newFollowers).toBe(2);
    // Counts only: nothing of who follows.
    expect(json.body).not.toContain(followers[0]!.userId);

    const response = await owner.browser.get(
      `/api/organizations/${publishedId}/analytics.csv?days=30`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="profile-analytics-30-days-to-${today()}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe(
      'date,views,visitors,appearances,website_clicks,linkedin_clicks,x_clicks,blog_clicks,apply_clicks,new_followers,embed_views,feed_views',
    );
    expect(lines[1]).toBe(`${daysAgo(29)},0,0,0,0,0,0,0,0,0,0,0`);
    expect(lines[30]).toBe(`${today()},3,3,8,0,0,1,0,0,2,2,1`);
  });
});
