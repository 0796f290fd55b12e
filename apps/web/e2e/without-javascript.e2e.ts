import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  authMessages,
  discoveryMessages,
  moderationMessages,
  reportReasonLabels,
} from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { fetchOrganizations } from './support/api';
import AxeBuilder from '@axe-core/playwright';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { screenshotsDir, screenshotViewports } from './support/screenshots';

const PASSWORD = 'a long and quiet passphrase';
const SHOTS = 'without-javascript';

/**
 * axe's serious and critical findings on a page as a browser without JavaScript shows it. axe
 * needs timers, which such a page never runs, so it is checked in a browser that runs only
 * axe: the page's scripts are dropped and its <noscript> content is unwrapped, which is what
 * a browser without JavaScript renders. `prepare` opens what the journey opened.
 */
async function seriousViolationsWithoutScript(
  session: BrowserSession,
  url: string,
  viewport: { width: number; height: number },
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const context = await session.browser.newContext({ viewport });
  await context.addCookies(await session.context.cookies());
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() === 'script') return route.abort();
      if (request.resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script\b(?![^>]*application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<\/?noscript>/g, '');
      return route.fulfill({ response, body });
    });
    await page.goto(url);
    await prepare(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
  } finally {
    await context.close();
  }
}

/** The page at the laptop's and the phone's width, into screenshots/without-javascript/. */
async function captureAtWidths(page: Page, name: string, focus?: string): Promise<void> {
  mkdirSync(join(screenshotsDir, SHOTS), { recursive: true });
  const original = page.viewportSize();
  for (const viewport of Object.values(screenshotViewports)) {
    await page.setViewportSize(viewport);
    const file = `${name}-${viewport.width}x${viewport.height}.png`;
    // The part the journey is about, on screen as a person sees it; else the whole page.
    if (focus) await page.locator(focus).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotsDir, SHOTS, file), fullPage: !focus });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * The product with JavaScript turned off (decision 0027): signing in and out with plain forms,
 * reporting a profile, the phone menu, paging the directory both ways; and, with JavaScript on
 * but late, a search typed before the page came alive.
 */
describe('without JavaScript', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let withScript: BrowserSession;
  let noScript: BrowserSession;
  const email = uniqueEmail('noscript');
  const header = (page: Page) => page.getByRole('banner');
  const main = (page: Page) => page.getByRole('main');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    product = await startProduct({ SMTP_URL: smtp.url });
    [withScript, noScript] = await Promise.all([
      openBrowser(product.url),
      openBrowser(product.url, screenshotViewports.desktop, { javaScriptEnabled: false }),
    ]);
    // The account is made the usual way; only its use below is without script.
    const steps = accountSteps({
      page: () => withScript.page,
      smtp: () => smtp,
      productUrl: () => product.url,
    });
    await steps.signUp(email, PASSWORD);
    await steps.verifyFromMail(email);
  });
  afterAll(async () => {
    await Promise.all([withScript?.close(), noScript?.close()]);
    await product?.stop();
    await smtp?.close();
  });

  it('signs in with email and password, shows who is signed in, and signs out', async () => {
    const { page } = noScript;
    await page.goto('/about');
    await header(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fabout$/);
    // The form, not a spinner that never ends.
    await expect.poll(() => main(page).getByRole('status').isVisible()).toBe(false);
    await captureAtWidths(page, 'login');
    for (const viewport of Object.values(screenshotViewports)) {
      expect(await seriousViolationsWithoutScript(noScript, page.url(), viewport)).toEqual([]);
    }

    await main(page).getByLabel('Email address').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('not my password at all');
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/signInError=INVALID_EMAIL_OR_PASSWORD/);
    expect(await main(page).innerText()).toContain(authMessages.invalidCredential);

    await main(page).getByLabel('Email address').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/about$/);
    expect(await header(page).innerText()).toContain(email);
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/`);
    await header(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await header(page).innerText()).not.toContain(email);
  });

  it('reports a profile and says it was received', async () => {
    const { page } = noScript;
    const [organization] = (await fetchOrganizations(product.url, '?sort=name')).items;
    await page.goto(`/organizations/${organization!.slug}`);
    // The dialog's button needs script: the form stands in for it.
    await main(page).locator('summary', { hasText: moderationMessages.reportButton }).click();
    await main(page).getByLabel(reportReasonLabels.misleading).check();
    await main(page)
      .getByLabel(moderationMessages.reportDetailsLabel)
      .fill('Claims a prize it never won.');
    await captureAtWidths(page, 'report-form', '#report button[type="submit"]');
    expect(
      await seriousViolationsWithoutScript(
        noScript,
        page.url(),
        screenshotViewports.phone,
        (shown) =>
          shown.locator('main summary', { hasText: moderationMessages.reportButton }).click(),
      ),
    ).toEqual([]);
    await main(page).getByRole('button', { name: moderationMessages.reportSubmit }).click();
    await page.waitForURL(/\?report=sent#report$/);
    expect(await main(page).getByRole('status').innerText()).toBe(moderationMessages.reportSent);

    // Stored: the API refuses this client a second report of the profile, as it would its own.
    const again = await page.request.post(
      `${product.url}/api/organizations/${organization!.id}/reports`,
      { data: { reason: 'spam' } },
    );
    expect(again.status()).toBe(409);
  });

  it('opens the menu on a phone', async () => {
    const phone = await noScript.browser.newContext({
      baseURL: product.url,
      viewport: screenshotViewports.phone,
      javaScriptEnabled: false,
    });
    try {
      const page = await phone.newPage();
      await page.goto('/about');
      // The drawer's button needs script, so it is not offered.
      expect(await header(page).getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      await page.locator('summary[aria-label="Open menu"]').click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'FAQ' }).waitFor();
      expect(await header(page).getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
      mkdirSync(join(screenshotsDir, SHOTS), { recursive: true });
      await page.screenshot({ path: join(screenshotsDir, SHOTS, 'menu-open-390x844.png') });
      expect(
        await seriousViolationsWithoutScript(
          noScript,
          page.url(),
          screenshotViewports.phone,
          (shown) => shown.locator('summary[aria-label="Open menu"]').click(),
        ),
      ).toEqual([]);
      await menu.getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(/\/faq$/);
    } finally {
      await phone.close();
    }
  });

  it('pages through the directory forward and back with the count of all matches', async () => {
    const { page } = noScript;
    const first = await fetchOrganizations(product.url, '?sort=name');
    expect(first.nextCursor, 'the demo directory has more than one page').toBeTruthy();
    const countText = `${first.total} organizations found`;
    await page.goto('/?sort=name');
    expect(await main(page).innerText()).toContain(countText);
    expect(
      await main(page).getByRole('link', { name: discoveryMessages.previousPage }).count(),
    ).toBe(0);

    const visited: string[] = [];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      visited.push(page.url());
      await main(page).getByRole('button', { name: discoveryMessages.loadMore }).click();
      await page.waitForURL((url) => url.searchParams.get('cursor') === cursor);
      const shown = await fetchOrganizations(
        product.url,
        `?sort=name&cursor=${encodeURIComponent(cursor)}`,
      );
      const text = await main(page).innerText();
      expect(text).toContain(countText);
      for (const card of shown.items) expect(text).toContain(card.name);
      cursor = shown.nextCursor;
    }
    // Back through every page to the first.
    while (visited.length > 0) {
      const expected = visited.pop()!;
      await main(page).getByRole('link', { name: discoveryMessages.previousPage }).click();
      await page.waitForURL((url) => {
        const want = new URL(expected);
        return url.searchParams.get('cursor') === want.searchParams.get('cursor');
      });
      expect(await main(page).innerText()).toContain(countText);
    }
    const text = await main(page).innerText();
    for (const card of first.items) expect(text).toContain(card.name);
    expect(
      await main(page).getByRole('link', { name: discoveryMessages.previousPage }).count(),
    ).toBe(0);
  });
});

describe('before JavaScript has run', () => {
  let product: RunningProduct;
  let session: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    session = await openBrowser(product.url);
  });
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  it('keeps what was typed into the search and searches for it', async () => {
    // A page of its own, so nothing waits for hydration before the typing.
    const page = await session.context.newPage();
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there once it has been sent.
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.waitFor();
    await search.pressSequentially('climate');
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();

    release();
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await page.waitForURL(/\?q=climate$/);
    expect(await search.inputValue()).toBe('climate');
    const searched = await fetchOrganizations(product.url, '?q=climate');
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain(`${searched.total} organization`);
  });
});
