import type { OrganizationList } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProductPair, type ProductPair } from './support/product-pair';

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
describe('two instances are one service', () => {
  let smtp: SmtpCapture;
  let pair: ProductPair;
  let session: BrowserSession;
  let page: Page;

  const steps = accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => pair.url });
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    pair = await startProductPair({ SMTP_URL: smtp.url });
    session = await openBrowser(pair.url);
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
    await pair?.stop();
    await smtp?.close();
  });

  it('signs up, verifies, pays and publishes with requests alternating between instances', async () => {
    const email = uniqueEmail('scale');
    await steps.signUp(email, 'two-instances-one-service', 'Sam Scale');
    await steps.verifyFromMail(email);

    const name = `Twin Rivers Trust ${Date.now()}`;
    await steps.publishOrganization(name, `${name} keeps two rivers clean and wild.`, 'Portugal');
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();

    // Both instances' discovery indexes have it: each learns from the shared change log.
    for (const instance of pair.instances) {
      await expect
        .poll(() => namesListedBy(instance.url, name), { timeout: 10_000 })
        .toEqual([name]);
    }
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await main().getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // The verification mail was a job: sent once, whichever instance took it.
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const [first, second] = pair.served;
    expect(first).toBeGreaterThan(20);
    expect(second).toBeGreaterThan(20);
  });

  it('counts a client’s failed sign-ins once, whichever instance each reaches', async () => {
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
