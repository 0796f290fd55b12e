import { PROOF_OF_WORK_HEADER } from '@catalyst/shared';
import { uniqueEmail } from './support/accounts';
import { expect, test, type Page, type Request } from './support/fixtures';

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

test.use({ productSetup: { env: { PROOF_OF_WORK_THRESHOLD_PERCENT: '0' } } });

/**
 * A site under a flood: every public write already past its hourly threshold (a threshold of
 * 0 per cent, so that the first write of the hour is one too many). A newcomer still becomes a
 * guest and signs up; the browser solves each challenge by itself.
 */
test.describe('a newcomer while public writes run hot', () => {
  test('is signed in as a guest, then signs up, each after solving a challenge', async ({
    page,
  }) => {
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
    await expect(page).toHaveURL(/\/verify-email-required$/, { timeout: 20_000 });
    expect(attempts.get('/api/auth/sign-up/email')).toEqual([
      { status: 428, proved: false },
      { status: 200, proved: true },
    ]);
  });
});
