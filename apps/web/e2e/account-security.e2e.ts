import { addressProofMessages, stepUpMessages } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

/**
 * What strangers try against an owner's account, met in the browser: a stranger who
 * registered the owner's address first, a sign-up with an address that has an account, and
 * password guessing from many addresses while the owner signs in on a new device.
 */
describe('account security', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let stranger: BrowserSession;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // Behind one proxy, so the scripted guesses below come from many client addresses.
    product = await startProduct({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await product?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    owner = await openBrowser(product.url);
    stranger = await openBrowser(product.url);
  });
  afterEach(async () => {
    await Promise.all([owner.close(), stranger.close()]);
  });

  const main = (page: Page) => page.getByRole('main');
  const stepsFor = (page: Page) =>
    accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => product.url });

  it("undoes a stranger's registration when the owner follows the link from their own browser", async () => {
    const email = uniqueEmail('pre-registered');
    await stepsFor(stranger.page).signUp(email, 'the-stranger-chose-this');
    const link = findLink(await smtp.nextMailTo(email), `${product.url}/verify-email?`);

    const page = owner.page;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Verify Your Email' }).waitFor();
    await main(page).getByText(addressProofMessages.required).waitFor();
    await captureAtWidths(page, 'account-security', 'verify-email-proof');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose a new password instead' }).click();
    await main(page).getByLabel('New password', { exact: true }).fill('the-owner-chose-this');
    await main(page).getByLabel('Confirm new password').fill('the-owner-chose-this');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Email Verified' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();

    // The stranger's session ended with the owner's proof, and the password is gone.
    await stranger.page.goto('/dashboard');
    await stranger.page.waitForURL('**/login');
    await stepsFor(stranger.page).logIn(email, 'the-stranger-chose-this');
    await stranger.page
      .getByText(/incorrect/i)
      .first()
      .waitFor();
  });

  it('answers a sign-up with a registered address like any other, and tells only its owner', async () => {
    const email = uniqueEmail('registered');
    await stepsFor(owner.page).signUp(email, 'the-owner-chose-this');
    await smtp.nextMailTo(email);

    const page = stranger.page;
    await page.goto('/signup');
    await main(page).getByLabel('Email address').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('the-stranger-tries-this');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await main(page).getByText(addressProofMessages.checkInbox(email)).waitFor();
    await page.getByText('Browsing as Guest').waitFor();
    const notice = await smtp.nextMailTo(email);
    expect(notice.subject).toBe('Your Catalyst Profiles account');
  });

  it(
    'lets the owner in with a mailed code while strangers guess the password',
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail('besieged');
      await stepsFor(owner.page).signUp(email, 'the-owner-chose-this');
      await smtp.nextMailTo(email);
      await owner.context.clearCookies();

      // Wrong guesses from rotating addresses. Past 20 the account holds guesses back, for a
      // second after the next one let through, doubling with each: four more let through and it
      // holds for 16 s, in which the owner signs in.
      const guess = async (attempt: number) =>
        (
          await fetch(`${product.url}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: product.url,
              'x-forwarded-for': `203.0.113.${attempt % 250}`,
            },
            body: JSON.stringify({ email, password: `wrong guess ${attempt}` }),
          })
        ).status;
      const page = owner.page;
      await page.goto('/login');
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByLabel('Password', { exact: true }).fill('the-owner-chose-this');
      let attempt = 0;
      let checked = 0;
      while (checked < 23) {
        attempt += 1;
        const status = await guess(attempt);
        expect([401, 403]).toContain(status);
        if (status === 401) checked += 1;
      }

      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await main(page).getByText(stepUpMessages.required).waitFor();
      await captureAtWidths(page, 'account-security', 'step-up-code');
      expect(await seriousViolations(page)).toEqual([]);

      const mail = await smtp.nextMailTo(email);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(await guess((attempt += 1))).toBe(403);
      await main(page).getByLabel('Sign-in code').fill(code);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === '/verify-email-required' || url.pathname === '/',
      );
      await page.goto('/verify-email-required');
      await main(page).getByText(email).first().waitFor();
    },
  );
});
