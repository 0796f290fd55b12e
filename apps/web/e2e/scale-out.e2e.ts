import type { OrganizationList } from '@catalyst/shared';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { uniqueEmail } from './support/accounts';
import { expect, test as journeyTest, type Page } from './support/fixtures';
import { startProductPair, type ProductPair } from './support/product-pair';

/**
 * The journey's product is a pair: two instances behind a round robin, which `product` (and so
 * `page`, `accounts` and `smtp`) reaches as one.
 */
const test = journeyTest.extend<object, { pair: ProductPair & { smtp: SmtpCapture } }>({
  pair: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtpCapture();
      const pair = await startProductPair({ SMTP_URL: smtp.url });
      await use({ ...pair, smtp });
      await pair.stop();
      await smtp.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  product: [
    async ({ pair }, use) => use({ url: pair.url, smtp: pair.smtp, stop: async () => undefined }),
    { scope: 'worker' },
  ],
});

async function namesListedBy(instanceUrl: string, search: string): Promise<string[]> {
  const response = await fetch(`${instanceUrl}/api/organizations?q=${encodeURIComponent(search)}`);
  const list = ((await response.json()) as { data: OrganizationList }).data;
  return list.items.map((item) => item.name);
}

/**
 * Two production instances on one PostgreSQL behind a round robin: every request of the
 * journey goes to the other instance than the one before, so a session, a rate limit, a
 * cached index or a job that lived in one process's memory would show here.
 */
test.describe('two instances are one service', () => {
  const main = (page: Page) => page.getByRole('main');

  test('signs up, verifies, pays and publishes with requests alternating between instances', async ({
    page,
    accounts,
    smtp,
    pair,
  }) => {
    const email = uniqueEmail('scale');
    await accounts.signUp(page, email, 'two-instances-one-service', 'Sam Scale');
    await accounts.verifyFromMail(page, email);

    const name = `Twin Rivers Trust ${Date.now()}`;
    await accounts.publishOrganization(
      page,
      name,
      `${name} keeps two rivers clean and wild.`,
      'Portugal',
    );
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();

    // Both instances' discovery indexes have it: each learns from the shared change log.
    for (const instance of pair.instances) {
      await expect
        .poll(() => namesListedBy(instance.url, name), { timeout: 10_000 })
        .toEqual([name]);
    }
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await main(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The verification mail was a job: sent once, whichever instance took it.
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const [first, second] = pair.served;
    expect(first).toBeGreaterThan(20);
    expect(second).toBeGreaterThan(20);
  });

  test('counts a client’s failed sign-ins once, whichever instance each reaches', async ({
    pair,
  }) => {
    const email = uniqueEmail('guessed');
    const signUp = await fetch(`${pair.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: pair.url },
      body: JSON.stringify({ email, password: 'a-password-nobody-guesses', name: 'Gus Guessed' }),
    });
    expect(signUp.status).toBe(200);
    const guess = async (attempt: number) =>
      (
        await fetch(`${pair.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: pair.url },
          body: JSON.stringify({ email, password: `wrong guess ${attempt}` }),
        })
      ).status;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) statuses.push(await guess(attempt));
    // Ten free failures from this client across both instances.
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
    // Then it waits between guesses (a second, doubling each time): of three sent at once, to
    // either instance, at most one goes through, however long the hashing took on this machine.
    // Counted per instance, each would have seen five failures and let all three through.
    const burst = await Promise.all([11, 12, 13].map(guess));
    expect(burst.filter((status) => status === 429).length, String(burst)).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      burst.every((status) => status === 401 || status === 429),
      String(burst),
    ).toBe(true);
  });
});
