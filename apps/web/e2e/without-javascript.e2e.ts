import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  authMessages,
  discoveryMessages,
  moderationMessages,
  reportReasonLabels,
} from '@catalyst/shared';
import { fetchOrganizations } from './support/api';
import AxeBuilder from '@axe-core/playwright';
import { screenshotsDir, screenshotViewports } from './support/screenshots';
import { expect, type Page, test } from './support/fixtures';

const SHOTS = 'without-javascript';

/**
 * axe's serious and critical findings on a page as a browser without JavaScript shows it. axe
 * needs timers, which such a page never runs, so it is checked in a browser that runs only
 * axe: the page's scripts are dropped and its <noscript> content is unwrapped, which is what
 * a browser without JavaScript renders. `prepare` opens what the journey opened.
 */
async function seriousViolationsWithoutScript(
  shownIn: Page,
  url: string,
  viewport: { width: number; height: number },
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<string[]> {
  // Script on (axe runs in the page), whatever the journey's own browser has.
  const context = await shownIn
    .context()
    .browser()!
    .newContext({ viewport, javaScriptEnabled: true });
  await context.addCookies(await shownIn.context().cookies());
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

test.use({ productSetup: { mail: true } });

/**
 * The product with JavaScript turned off (decision 0027): signing in and out with plain forms,
 * reporting a profile, the phone menu, paging the directory both ways; and, with JavaScript on
 * but late, a search typed before the page came alive.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: screenshotViewports.desktop });
  const header = (page: Page) => page.getByRole('banner');
  const main = (page: Page) => page.getByRole('main');

  test('signs in with email and password, shows who is signed in, and signs out', async ({
    page,
    product,
    ownerAccount,
  }) => {
    await page.goto('/about');
    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fabout$/);
    // The form, not a spinner that never ends.
    await expect(main(page).getByRole('status')).toBeHidden();
    await captureAtWidths(page, 'login');
    for (const viewport of Object.values(screenshotViewports)) {
      expect(await seriousViolationsWithoutScript(page, page.url(), viewport)).toEqual([]);
    }

    await main(page).getByLabel('Email address').fill(ownerAccount.email);
    await main(page).getByLabel('Password', { exact: true }).fill('not my password at all');
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/signInError=INVALID_EMAIL_OR_PASSWORD/);
    await expect(main(page)).toContainText(authMessages.invalidCredential, { useInnerText: true });

    await main(page).getByLabel('Email address').fill(ownerAccount.email);
    await main(page).getByLabel('Password', { exact: true }).fill(ownerAccount.password);
    await main(page).getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(header(page)).toContainText(ownerAccount.email, { useInnerText: true });
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${product.url}/`);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page)).not.toContainText(ownerAccount.email, { useInnerText: true });
  });

  test('reports a profile and says it was received', async ({ page, product }) => {
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
      await seriousViolationsWithoutScript(page, page.url(), screenshotViewports.phone, (shown) =>
        shown.locator('main summary', { hasText: moderationMessages.reportButton }).click(),
      ),
    ).toEqual([]);
    await main(page).getByRole('button', { name: moderationMessages.reportSubmit }).click();
    await expect(page).toHaveURL(/\?report=sent#report$/);
    await expect(main(page).getByRole('status')).toHaveText(moderationMessages.reportSent, {
      useInnerText: true,
    });

    // Stored: the API refuses this client a second report of the profile, as it would its own.
    const again = await page.request.post(
      `${product.url}/api/organizations/${organization!.id}/reports`,
      { data: { reason: 'spam' } },
    );
    expect(again.status()).toBe(409);
  });

  test('opens the menu on a phone', async ({ openPage }) => {
    {
      const page = await openPage({
        viewport: screenshotViewports.phone,
        javaScriptEnabled: false,
      });
      await page.goto('/about');
      // The drawer's button needs script, so it is not offered.
      await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
      await page.locator('summary[aria-label="Open menu"]').click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
      mkdirSync(join(screenshotsDir, SHOTS), { recursive: true });
      await page.screenshot({ path: join(screenshotsDir, SHOTS, 'menu-open-390x844.png') });
      expect(
        await seriousViolationsWithoutScript(page, page.url(), screenshotViewports.phone, (shown) =>
          shown.locator('summary[aria-label="Open menu"]').click(),
        ),
      ).toEqual([]);
      await menu.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
    }
  });

  test('pages through the directory forward and back with the count of all matches', async ({
    page,
    product,
  }) => {
    const first = await fetchOrganizations(product.url, '?sort=name');
    expect(first.nextCursor, 'the demo directory has more than one page').toBeTruthy();
    const countText = `${first.total} organizations found`;
    await page.goto('/?sort=name');
    await expect(main(page)).toContainText(countText, { useInnerText: true });
    await expect(
      main(page).getByRole('link', { name: discoveryMessages.previousPage }),
    ).toHaveCount(0);

    const visited: string[] = [];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      visited.push(page.url());
      await main(page).getByRole('button', { name: discoveryMessages.loadMore }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('cursor') === cursor);
      const shown = await fetchOrganizations(
        product.url,
        `?sort=name&cursor=${encodeURIComponent(cursor)}`,
      );
      await expect(main(page)).toContainText(countText, { useInnerText: true });
      const text = await main(page).innerText();
      for (const card of shown.items) expect(text).toContain(card.name);
      cursor = shown.nextCursor;
    }
    // Back through every page to the first.
    while (visited.length > 0) {
      const expected = visited.pop()!;
      await main(page).getByRole('link', { name: discoveryMessages.previousPage }).click();
      await expect(page).toHaveURL((url) => {
        const want = new URL(expected);
        return url.searchParams.get('cursor') === want.searchParams.get('cursor');
      });
      await expect(main(page)).toContainText(countText, { useInnerText: true });
    }
    const text = await main(page).innerText();
    for (const card of first.items) expect(text).toContain(card.name);
    await expect(
      main(page).getByRole('link', { name: discoveryMessages.previousPage }),
    ).toHaveCount(0);
  });
});

test.describe('before JavaScript has run', () => {
  test('keeps what was typed into the search and searches for it', async ({ product, context }) => {
    // A page of its own, so nothing waits for hydration before the typing.
    const page = await context.newPage();
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
    await expect(search).toBeVisible();
    await search.pressSequentially('climate');
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();

    release();
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expect(page).toHaveURL(/\?q=climate$/);
    await expect(search).toHaveValue('climate');
    const searched = await fetchOrganizations(product.url, '?q=climate');
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain(`${searched.total} organization`);
  });
});
