import { analyticsMessages, profileUpdatedText, type ProfileAnalytics } from '@catalyst/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, viewports, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
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

/**
 * Analytics end to end: an owner publishes a profile; one person visits it in two browsers at
 * home (one of them twice), another from elsewhere, a crawler reads it too, and the owner looks
 * at it. Once the server has written its batch, the owner's analytics page shows two views
 * (each person once, whatever their browser; no crawler, not the owner) and the chart. The same
 * people find it in the directory, server-rendered and more than once: two appearances. A
 * visitor applies to an open role, and the page counts that click under the role.
 */
describe('analytics', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let organizationId = '';
  let profilePath = '';
  const visitors: BrowserContext[] = [];
  const ownerEmail = uniqueEmail('owner');

  const main = (page: Page) => page.getByRole('main');

  /** A browser context sending this user agent, from `address` behind the proxy. */
  async function visitorWith(userAgent: string, address: string): Promise<Page> {
    const context = await owner.browser.newContext({
      baseURL: product.url,
      viewport: viewports.desktop,
      userAgent,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    visitors.push(context);
    return context.newPage();
  }

  /** Opens the profile and waits for the app to come alive (the beacons are sent by it). */
  async function openProfile(page: Page, reload = false): Promise<void> {
    if (reload) await page.reload();
    else await page.goto(profilePath);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await main(page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
  }

  /** Reads the owner's analytics until `done` holds, as batches arrive every few seconds. */
  async function analyticsOnceWritten(
    done: (analytics: ProfileAnalytics) => boolean,
  ): Promise<ProfileAnalytics> {
    let analytics = await readAnalytics();
    for (let waited = 0; !done(analytics) && waited < 30_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      analytics = await readAnalytics();
    }
    return analytics;
  }

  async function readAnalytics(): Promise<ProfileAnalytics> {
    const response = await owner.page.request.get(
      `/api/organizations/${organizationId}/analytics?days=7`,
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: ProfileAnalytics }).data;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // As behind one proxy, which says where each visitor comes from.
    product = await startProduct({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
    owner = await openBrowser(product.url);
  });
  afterAll(async () => {
    await Promise.all(visitors.map((context) => context.close()));
    await owner?.close();
    await product?.stop();
    await smtp?.close();
  });

  it('the owner publishes a profile', async () => {
    const steps = accountSteps({
      page: () => owner.page,
      smtp: () => smtp,
      productUrl: () => product.url,
    });
    await steps.signUp(ownerEmail, 'counts-the-seeds-2026', 'Olive Owner');
    await steps.verifyFromMail(ownerEmail);

    organizationId = await steps.publishOrganization(
      ORGANIZATION,
      `${ORGANIZATION} lends heirloom seeds to the gardeners of the estuary.`,
    );
    const page = owner.page;

    // The profile's address is its slug: the id redirects there.
    await page.goto(`/organizations/${organizationId}`);
    profilePath = new URL(page.url()).pathname;
    // The owner's own look at the profile, and its freshness line.
    await main(page).getByText(profileUpdatedText(0)).waitFor();
  });

  it('counts each person once a day, whatever their browser, and neither the crawler nor the owner', async () => {
    const chrome = await visitorWith(CHROME, HOME);
    await openProfile(chrome);
    await openProfile(chrome, true);
    const firefox = await visitorWith(FIREFOX, HOME);
    await openProfile(firefox);
    const elsewhere = await visitorWith(CHROME, ELSEWHERE);
    await openProfile(elsewhere);

    const crawler = await visitorWith(GOOGLEBOT, CRAWLER_NETWORK);
    await openProfile(crawler);

    await openProfile(owner.page);

    // Views are written in batches every few seconds: wait for the batch, then one more, so
    // a wrongly counted view would have arrived too.
    await analyticsOnceWritten((analytics) => analytics.totals.views >= 2);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const analytics = await readAnalytics();
    expect(analytics.totals.views).toBe(2);
    expect(analytics.totals.visitors).toBe(2);
    expect(analytics.days.at(-1)?.views).toBe(2);
  });

  it('counts an appearance in the directory once per person, however often it is shown', async () => {
    const search = `/?q=${encodeURIComponent(ORGANIZATION)}`;
    // The directory's index takes in the new profile within moments; asked as a crawler, so
    // asking does not count.
    const listed = async () => {
      const response = await owner.page.request.get(`/api/organizations${search.slice(1)}`, {
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
      await main(page).getByRole('link', { name: ORGANIZATION }).first().waitFor();
    }

    await analyticsOnceWritten((analytics) => analytics.totals.appearances >= 2);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await readAnalytics()).totals.appearances).toBe(2);
  });

  it('counts a visitor’s apply click under its role', async () => {
    // The owner posts a role through the API, from their signed-in page.
    const posted = await owner.page.evaluate(
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
    await main(visitor).getByRole('heading', { level: 1, name: ROLE }).waitFor();
    await main(visitor)
      .getByRole('link', { name: /^Apply/ })
      .click();

    const analytics = await analyticsOnceWritten((current) => current.roles.length > 0);
    expect(analytics.roles).toEqual([
      expect.objectContaining({ title: ROLE, clicks: 1, previous: 0 }),
    ]);
    expect(analytics.totals.clicks.apply).toBe(1);
  });

  it('shows the owner the chart and the totals, from the dashboard', async () => {
    const page = owner.page;
    await page.goto('/dashboard/organizations');
    await main(page)
      .getByRole('link', { name: `Analytics of ${ORGANIZATION}` })
      .click();
    await page.waitForURL(`**/organizations/${organizationId}/analytics`);
    await main(page)
      .getByRole('heading', { level: 1, name: `Analytics of ${ORGANIZATION}` })
      .waitFor();
    const views = main(page).getByRole('heading', { name: analyticsMessages.views, level: 2 });
    await views.waitFor();
    expect(await views.locator('..').innerText()).toMatch(
      /^Profile views\s+2\s+new vs the previous 30 days/,
    );
    await main(page)
      .getByRole('img', { name: analyticsMessages.chartTitle(30) })
      .waitFor();
    const byRole = main(page).getByRole('heading', { name: analyticsMessages.applyClicksByRole });
    expect(await byRole.locator('..').getByRole('listitem').innerText()).toMatch(
      new RegExp(`^${ROLE}\\s+1\\s+new vs the previous 30 days`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'analytics', 'owner-analytics-30-days');

    await main(page).getByRole('link', { name: 'Last 7 days' }).click();
    await main(page)
      .getByRole('img', { name: analyticsMessages.chartTitle(7) })
      .waitFor();
    const csv = main(page).getByRole('link', { name: analyticsMessages.download });
    expect(await csv.getAttribute('href')).toBe(
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
