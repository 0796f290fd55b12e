import { analyticsMessages, profileUpdatedText, type ProfileAnalytics } from '@catalyst/shared';
import { seriousViolations } from './support/axe';
import type { BrowserContextOptions } from '@playwright/test';
import { expect, pathIs, test, type Page } from './support/fixtures';
import { captureAtWidths } from './support/screenshots';

const ORGANIZATION = 'Saltmarsh Seed Library';
const ROLE = 'Seed Keeper';

/** Real browsers and a real crawler. */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Where each visitor comes from, as the proxy in front reports it (X-Forwarded-For): a person
 * with two browsers at home, a person on another network, and the crawler's network.
 */
const HOME = '203.0.113.10';
const ELSEWHERE = '198.51.100.20';
const CRAWLER_NETWORK = '192.0.2.30';

// As behind one proxy, which says where each visitor comes from.
test.use({
  productSetup: { mail: true, env: { TRUST_PROXY: '1' } },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} lends heirloom seeds to the gardeners of the estuary.`,
  },
});

/**
 * Analytics end to end: an owner publishes a profile; one person visits it in two browsers at
 * home (one of them twice), another from elsewhere, a crawler reads it too, and the owner looks
 * at it. Once the server has written its batch, the owner's analytics page shows two views
 * (each person once, whatever their browser; no crawler, not the owner) and the chart. The same
 * people find it in the directory, server-rendered and more than once: two appearances. A
 * visitor applies to an open role, and the page counts that click under the role. A visitor
 * follows the role from the embed on the organization's own site, another from its feed: one
 * visit through each, apart from the profile's views.
 */
test.describe('analytics', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let profilePath = '';

  const main = (page: Page) => page.getByRole('main');

  /** A browser sending this user agent, from `address` behind the proxy. */
  const visitorFrom =
    (openPage: (options: BrowserContextOptions) => Promise<Page>) =>
    (userAgent: string, address: string): Promise<Page> =>
      openPage({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': address } });

  /** Opens the profile and waits for the app to come alive (the beacons are sent by it). */
  async function openProfile(page: Page, reload = false): Promise<void> {
    if (reload) await page.reload();
    else await page.goto(profilePath);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
  }

  /** Reads the owner's analytics until `done` holds, as batches arrive every few seconds. */
  async function analyticsOnceWritten(
    owner: Page,
    done: (analytics: ProfileAnalytics) => boolean,
  ): Promise<ProfileAnalytics> {
    let analytics = await readAnalytics(owner);
    for (let waited = 0; !done(analytics) && waited < 30_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      analytics = await readAnalytics(owner);
    }
    return analytics;
  }

  async function readAnalytics(owner: Page): Promise<ProfileAnalytics> {
    const response = await owner.request.get(
      `/api/organizations/${organizationId}/analytics?days=7`,
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: ProfileAnalytics }).data;
  }

  test('the owner publishes a profile', async ({ owner: page, publishedOrganization }) => {
    organizationId = publishedOrganization.id;

    // The profile's address is its slug: the id redirects there.
    await page.goto(`/organizations/${organizationId}`);
    profilePath = new URL(page.url()).pathname;
    // The owner's own look at the profile, and its freshness line.
    await expect(main(page).getByText(profileUpdatedText(0))).toBeVisible();
  });

  test('counts each person once a day, whatever their browser, and neither the crawler nor the owner', async ({
    owner,
    openPage,
  }) => {
    const visitorWith = visitorFrom(openPage);
    const chrome = await visitorWith(CHROME, HOME);
    await openProfile(chrome);
    await openProfile(chrome, true);
    const firefox = await visitorWith(FIREFOX, HOME);
    await openProfile(firefox);
    const elsewhere = await visitorWith(CHROME, ELSEWHERE);
    await openProfile(elsewhere);

    const crawler = await visitorWith(GOOGLEBOT, CRAWLER_NETWORK);
    await openProfile(crawler);

    await openProfile(owner);

    // Views are written in batches every few seconds: wait for the batch, then one more, so
    // a wrongly counted view would have arrived too.
    await analyticsOnceWritten(owner, (analytics) => analytics.totals.views >= 2);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const analytics = await readAnalytics(owner);
    expect(analytics.totals.views).toBe(2);
    expect(analytics.totals.visitors).toBe(2);
    expect(analytics.days.at(-1)?.views).toBe(2);
  });

  test('counts an appearance in the directory once per person, however often it is shown', async ({
    owner,
    openPage,
  }) => {
    const visitorWith = visitorFrom(openPage);
    const search = `/?q=${encodeURIComponent(ORGANIZATION)}`;
    // The directory's index takes in the new profile within moments; asked as a crawler, so
    // asking does not count.
    const listed = async () => {
      const response = await owner.request.get(`/api/organizations${search.slice(1)}`, {
        headers: { 'user-agent': GOOGLEBOT },
      });
      const { data } = (await response.json()) as { data: { items: Array<{ id: string }> } };
      return data.items.some((item) => item.id === organizationId);
    };
    for (let waited = 0; !(await listed()) && waited < 30_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // Rendered by the server for each, then again, and from another browser at home.
    for (const [userAgent, address] of [
      [CHROME, HOME],
      [CHROME, HOME],
      [FIREFOX, HOME],
      [FIREFOX, ELSEWHERE],
      [GOOGLEBOT, CRAWLER_NETWORK],
    ] as const) {
      const page = await visitorWith(userAgent, address);
      await page.goto(search);
      await expect(main(page).getByRole('link', { name: ORGANIZATION }).first()).toBeVisible();
    }

    await analyticsOnceWritten(owner, (analytics) => analytics.totals.appearances >= 2);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await readAnalytics(owner)).totals.appearances).toBe(2);
  });

  test('counts a visitor’s apply click under its role', async ({ owner, openPage }) => {
    const visitorWith = visitorFrom(openPage);
    // The owner posts a role through the API, from their signed-in page.
    const posted = await owner.evaluate(
      async ({ organizationId, title }) => {
        const response = await fetch(`/api/organizations/${organizationId}/roles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title,
            employmentType: 'part_time',
            workplace: 'onsite',
            location: 'Galway',
            salaryMin: 18,
            salaryMax: 22,
            salaryCurrency: 'EUR',
            salaryPeriod: 'hour',
            description: 'Sort, dry and pack the seeds of the season.',
            applyEmail: 'jobs@saltmarsh.example.org',
          }),
        });
        return response.status;
      },
      { organizationId, title: ROLE },
    );
    expect(posted).toBe(201);

    const visitor = await visitorWith(FIREFOX, ELSEWHERE);
    await openProfile(visitor);
    await main(visitor)
      .getByRole('region', { name: 'Open roles' })
      .getByRole('link', { name: ROLE })
      .click();
    await expect(main(visitor).getByRole('heading', { level: 1, name: ROLE })).toBeVisible();
    await main(visitor)
      .getByRole('link', { name: /^Apply/ })
      .click();

    const analytics = await analyticsOnceWritten(owner, (current) => current.roles.length > 0);
    expect(analytics.roles).toEqual([
      expect.objectContaining({ title: ROLE, clicks: 1, previous: 0 }),
    ]);
    expect(analytics.totals.clicks.apply).toBe(1);
  });

  test('counts the visits that came through the embed and a feed entry, apart from views', async ({
    owner,
    openPage,
  }) => {
    const visitorWith = visitorFrom(openPage);
    // On the organization's own site, a visitor follows the role from its embed: a new tab.
    const reader = await visitorWith(CHROME, ELSEWHERE);
    await reader.goto(`/embed/organizations/${profilePath.split('/').at(-1)}/roles`);
    const [rolePage] = await Promise.all([
      reader.context().waitForEvent('page'),
      reader.getByRole('link', { name: ROLE }).click(),
    ]);
    await expect(main(rolePage).getByRole('heading', { level: 1, name: ROLE })).toBeVisible();
    // Counted, the marker leaves the address: copied from here, it is a plain link.
    await expect.poll(() => new URL(rolePage.url()).search).toBe('');

    // A feed reader opens the role from the organization's feed, in a browser at home.
    const feed = await owner.request.get(`${profilePath}/roles.atom`);
    const entryLink = /<entry>[\s\S]*?<link href="([^"]+)"/.exec(await feed.text())?.[1];
    expect(entryLink).toMatch(/\?ref=feed$/);
    const subscriber = await visitorWith(FIREFOX, HOME);
    await subscriber.goto(entryLink!);
    await expect(main(subscriber).getByRole('heading', { level: 1, name: ROLE })).toBeVisible();

    const analytics = await analyticsOnceWritten(
      owner,
      (current) => current.totals.embedViews >= 1 && current.totals.feedViews >= 1,
    );
    expect(analytics.totals).toMatchObject({ embedViews: 1, feedViews: 1 });
    expect(analytics.days.at(-1)).toMatchObject({ embedViews: 1, feedViews: 1 });
    // Role pages are not profile views: those stay as they were.
    expect(analytics.totals.views).toBe(2);
  });

  test('shows the owner the chart and the totals, from the dashboard', async ({ owner: page }) => {
    await page.goto('/dashboard/organizations');
    await main(page)
      .getByRole('link', { name: `Analytics of ${ORGANIZATION}` })
      .click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/analytics`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: `Analytics of ${ORGANIZATION}` }),
    ).toBeVisible();
    const views = main(page).getByRole('heading', { name: analyticsMessages.views, level: 2 });
    await expect(views).toBeVisible();
    expect(await views.locator('..').innerText()).toMatch(
      /^Profile views\s+2\s+new vs the previous 30 days/,
    );
    for (const label of [analyticsMessages.embedViews, analyticsMessages.feedViews]) {
      const card = main(page).getByRole('heading', { name: label, level: 2 }).locator('..');
      expect(await card.innerText()).toMatch(
        new RegExp(`^${label}\\s+1\\s+new vs the previous 30 days`),
      );
    }
    await expect(
      main(page).getByRole('img', { name: analyticsMessages.chartTitle(30) }),
    ).toBeVisible();
    const byRole = main(page).getByRole('heading', { name: analyticsMessages.applyClicksByRole });
    expect(await byRole.locator('..').getByRole('listitem').innerText()).toMatch(
      new RegExp(`^${ROLE}\\s+1\\s+new vs the previous 30 days`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'analytics', 'owner-analytics-30-days');

    await main(page).getByRole('link', { name: 'Last 7 days' }).click();
    await expect(
      main(page).getByRole('img', { name: analyticsMessages.chartTitle(7) }),
    ).toBeVisible();
    const csv = main(page).getByRole('link', { name: analyticsMessages.download });
    await expect(csv).toHaveAttribute(
      'href',
      `/api/organizations/${organizationId}/analytics.csv?days=7`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^profile-analytics-7-days-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'analytics', 'owner-analytics-7-days');
  });
});
