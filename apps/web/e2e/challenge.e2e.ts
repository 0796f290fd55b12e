import { PROOF_OF_WORK_HEADER } from '@catalyst/shared';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';

interface Attempt {
  status: number;
  /** Whether the request carried a solved challenge. */
  proved: boolean;
}

/** Every answer the page got from these endpoints, in order, and whether each request proved. */
function recordAttempts(page: Page, paths: string[]): Map<string, Attempt[]> {
  const attempts = new Map<string, Attempt[]>(paths.map((path) => [path, []]));
  page.on('requestfinished', (request: Request) => {
    const recorded = attempts.get(new URL(request.url()).pathname);
    if (!recorded) return;
    Promise.all([request.response(), request.headerValue(PROOF_OF_WORK_HEADER)]).then(
      ([response, proof]) => {
        if (response) recorded.push({ status: response.status(), proved: proof !== null });
      },
      // The page closed before the request could be read: the journey is over, nothing to add.
      () => undefined,
    );
  });
  return attempts;
}

/**
 * A site under a flood: every public write already past its hourly threshold (a threshold of
 * 0 per cent, so that the first write of the hour is one too many). A newcomer still becomes a
 * guest and signs up; the browser solves each challenge by itself.
 */
describe('a newcomer while public writes run hot', () => {
  let product: RunningProduct;
  let session: BrowserSession;

  beforeAll(async () => {
    product = await startProduct({ PROOF_OF_WORK_THRESHOLD_PERCENT: '0' });
    session = await openBrowser(product.url);
  });
  afterAll(async () => {
    await session?.close();
    await product?.stop();
  });

  it('is signed in as a guest, then signs up, each after solving a challenge', async () => {
    const { page } = session;
    const attempts = recordAttempts(page, [
      '/api/auth/sign-in/anonymous',
      '/api/auth/sign-up/email',
    ]);

    await page.goto('/signup');
    await expect
      .poll(() => attempts.get('/api/auth/sign-in/anonymous'), { timeout: 20_000 })
      .toEqual([
        { status: 428, proved: false },
        { status: 200, proved: true },
      ]);

    // The footer's newsletter box has an 'Email address' field too: forms are in <main>.
    const main = page.getByRole('main');
    await main.getByLabel('Name (optional)').fill('Nell Newcomer');
    await main.getByLabel('Email address').fill(uniqueEmail('hot'));
    await main.getByLabel('Password', { exact: true }).fill('a flood never stops me');
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/verify-email-required', { timeout: 20_000 });
    expect(attempts.get('/api/auth/sign-up/email')).toEqual([
      { status: 428, proved: false },
      { status: 200, proved: true },
    ]);
  });
});
