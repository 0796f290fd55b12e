import { afterAll, beforeAll, describe, it } from 'vitest';
import { openBrowser } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';

/**
 * A newcomer's machine: development mode, no SMTP, no keys. Sign-up mail lands in the dev
 * outbox, whose link finishes the sign-up offline.
 */
describe('a newcomer without configuration', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct({ NODE_ENV: 'development', AUTH_SECRET: '' });
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('signs up and verifies through the dev outbox', async () => {
    const { page, close } = await openBrowser(product.url);
    try {
      const email = `newcomer-${Date.now()}@example.org`;
      await page.goto('/signup');
      const main = page.getByRole('main');
      await main.getByLabel('Email address').fill(email);
      await main.getByLabel('Password', { exact: true }).fill('first-steps-2026');
      await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL('**/verify-email-required');

      await page.goto('/dev/outbox');
      await page.getByText(`to ${email}`).waitFor();
      await page
        .getByRole('link', { name: /\/verify-email\?/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    } finally {
      await close();
    }
  });
});
