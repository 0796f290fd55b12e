import { join } from 'node:path';
import { fetchOrganizations } from './support/api';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { screenshotsDir } from './support/screenshots';

const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const intersects = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The floating pill's button, as the visitor sees it now: its box, or null when it is hidden. */
async function pillBox(page: Page): Promise<Box | null> {
  // Let its show/hide transition settle.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  await page.waitForTimeout(400);
  // By its text: a hidden pill has no role to be found by.
  const pill = page.locator('button', { hasText: /select categories|matching organizations/ });
  return pill.evaluate((button) => {
    if (getComputedStyle(button).visibility !== 'visible') return null;
    const { top, bottom, left, right } = button.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

async function boxOf(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const { top, bottom, left, right } = node.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/**
 * The last scroll position at which the pill still shows: the end of the results just below
 * the screen. Anything under the pill there, a visitor could never scroll out from under it.
 * Where the page below the results is shorter than the screen, that position is past the end
 * of the page: then the page goes as far as it can, and answers false.
 */
async function scrollToLastPillPosition(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const end = document.querySelector('[data-results-end]')!;
    // The end a few pixels below the screen's edge: scrolling rounds to whole pixels.
    window.scrollBy({
      top: end.getBoundingClientRect().top - window.innerHeight - 3,
      behavior: 'instant',
    });
    return end.getBoundingClientRect().top > window.innerHeight;
  });
}

test.describe('the directory’s floating pill', () => {
  for (const viewport of widths) {
    test(`leaves the last card clear at ${viewport.width} px`, async ({ page, product }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // The organizations' cards (the grid ends with an 'Add Your Organization' card).
      const cards = page.getByRole('main').locator('section li:has(a[href^="/organizations/"])');
      await expect(cards.first()).toBeVisible();
      // Every page of the directory, loaded as a visitor scrolling down loads them: its last card
      // is then the end of the results.
      const { total } = await fetchOrganizations(product.url, '');
      while ((await cards.count()) < total) {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        await page.waitForTimeout(300);
      }
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const lastCard = cards.last();

      const endBelowScreen = await scrollToLastPillPosition(page);
      const pill = await pillBox(page);
      if (endBelowScreen)
        expect(pill, 'the pill shows until the end of the results').not.toBeNull();
      if (pill) expect(intersects(pill, await boxOf(lastCard))).toBe(false);
      await page.screenshot({
        path: join(screenshotsDir, 'directory-pill', `directory-pill-end-${viewport.width}.png`),
      });

      // Scrolled to the very bottom (the footer): the pill has gone.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      // The pill hides once the page has seen the scroll: a moment later on a busy machine.
      await expect.poll(() => pillBox(page)).toBeNull();
    });
  }

  for (const viewport of widths) {
    test(`leaves the empty state’s buttons clear at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/?q=zzqxv-no-such-organization');
      await expect(
        page.getByRole('main').locator('section').getByRole('button').first(),
      ).toBeVisible();

      const endBelowScreen = await scrollToLastPillPosition(page);
      const pill = await pillBox(page);
      if (endBelowScreen)
        expect(pill, 'the pill shows until the end of the results').not.toBeNull();
      if (pill) {
        const buttons = page.getByRole('main').locator('section button');
        for (const button of await buttons.all()) {
          expect(intersects(pill, await boxOf(button))).toBe(false);
        }
      }
      await page.screenshot({
        path: join(screenshotsDir, 'directory-pill', `directory-pill-empty-${viewport.width}.png`),
      });

      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      // The pill hides once the page has seen the scroll: a moment later on a busy machine.
      await expect.poll(() => pillBox(page)).toBeNull();
    });
  }
});
