import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, viewports, type BrowserSession } from './support/browser';

const baseURL = inject('baseURL');

describe('static pages, navigation and errors', () => {
  let session: BrowserSession;

  afterEach(async () => {
    await session.close();
  });

  describe('on a desktop', () => {
    beforeEach(async () => {
      session = await openBrowser(baseURL);
    });

    it('opens one FAQ answer at a time and closes it again', async () => {
      const { page } = session;
      await page.goto('/faq');
      await expect.poll(() => page.title()).toBe('FAQ | Catalyst Profiles');
      const questions = page.getByRole('main').locator('button[aria-expanded]');
      await questions.first().waitFor();
      await questions.nth(0).click();
      await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('true');
      await questions.nth(1).click();
      await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1);
      await questions.nth(1).click();
      await expect.poll(() => page.locator('main button[aria-expanded="true"]').count()).toBe(0);
    });

    it('answers an unknown address with a 404 page that leads home', async () => {
      const { page } = session;
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Page Not Found | Catalyst Profiles');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('titles every static page after the product', async () => {
      const { page } = session;
      for (const [path, title] of [
        ['/about', 'About | Catalyst Profiles'],
        ['/contact', 'Contact | Catalyst Profiles'],
        ['/privacy', 'Privacy Policy | Catalyst Profiles'],
      ] as const) {
        await page.goto(path);
        await expect.poll(() => page.title()).toBe(title);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      await page.goto('/contact');
      await page.getByText('Mon-Fri 9am-5pm').waitFor();
    });

    it('subscribes to the newsletter from the footer', async () => {
      const { page } = session;
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox').fill('reader@example.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText(/Thanks for subscribing/).waitFor();
      await expect.poll(() => footer.getByRole('textbox').inputValue()).toBe('');
    });
  });

  describe('on a phone', () => {
    beforeEach(async () => {
      session = await openBrowser(baseURL, viewports.phone);
    });

    it('hides the navigation in a drawer that opens, navigates and closes', async () => {
      const { page } = session;
      await page.goto('/');
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Contact' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await drawer.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL('**/contact');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    it('lays the discovery grid out in one column', async () => {
      const { page } = session;
      await page.goto('/');
      const cards = page.getByRole('main').locator('a[href^="/organizations/"]');
      await cards.nth(1).waitFor();
      const [first, second] = await Promise.all([
        cards.nth(0).boundingBox(),
        cards.nth(1).boundingBox(),
      ]);
      expect(first!.x).toBe(second!.x);
      expect(second!.y).toBeGreaterThan(first!.y);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
