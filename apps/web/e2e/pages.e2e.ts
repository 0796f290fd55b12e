import { viewports } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('static pages, navigation and errors', () => {
  test.describe('on a desktop', () => {
    test('opens one FAQ answer at a time and closes it again', async ({ page }) => {
      await page.goto('/faq');
      await expect(page).toHaveTitle('FAQ | Catalyst Profiles');
      const questions = page.getByRole('main').locator('button[aria-expanded]');
      await expect(questions.first()).toBeVisible();
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await questions.nth(1).click();
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);
      await questions.nth(1).click();
      await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);
    });

    test('answers an unknown address with a 404 page that leads home', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | Catalyst Profiles');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('titles every static page after the product', async ({ page }) => {
      for (const [path, title] of [
        ['/about', 'About | Catalyst Profiles'],
        ['/contact', 'Contact | Catalyst Profiles'],
        ['/privacy', 'Privacy Policy | Catalyst Profiles'],
      ] as const) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.goto('/contact');
      await expect(page.getByText('Mon-Fri 9am-5pm')).toBeVisible();
    });

    test('subscribes to the newsletter from the footer', async ({ page }) => {
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox').fill('reader@example.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
      await expect(footer.getByRole('textbox')).toHaveValue('');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('hides the navigation in a drawer that opens, navigates and closes', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Contact' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('lays the discovery grid out in one column', async ({ page }) => {
      await page.goto('/');
      const cards = page.getByRole('main').locator('a[href^="/organizations/"]');
      await expect(cards.nth(1)).toBeVisible();
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
