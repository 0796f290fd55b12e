import { expect, test } from './support/fixtures';

test.use({ productSetup: { env: { NODE_ENV: 'development', AUTH_SECRET: '' } } });

/**
 * A newcomer's machine: development mode, no SMTP, no keys. Sign-up mail lands in the dev
 * outbox, whose link finishes the sign-up offline.
 */
test.describe('a newcomer without configuration', () => {
  test('signs up and verifies through the dev outbox', async ({ page }) => {
    const email = `newcomer-${Date.now()}@example.org`;
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email address').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('first-steps-2026');
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email-required$/);

    await page.goto('/dev/outbox');
    await expect(page.getByText(`to ${email}`)).toBeVisible();
    await page
      .getByRole('link', { name: /\/verify-email\?/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  });
});
