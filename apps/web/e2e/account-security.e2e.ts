import { addressProofMessages, stepUpMessages } from '@catalyst/shared';
import { findLink } from '../../server/test/stand-ins/smtp-capture';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test, type Page } from './support/fixtures';
import { captureAtWidths } from './support/screenshots';

// Behind one proxy, so the scripted guesses below come from many client addresses.
test.use({ productSetup: { mail: true, env: { TRUST_PROXY: '1' } } });

/**
 * What strangers try against an owner's account, met in the browser: a stranger who
 * registered the owner's address first, a sign-up with an address that has an account, and
 * password guessing from many addresses while the owner signs in on a new device.
 */
test.describe('account security', () => {
  const main = (page: Page) => page.getByRole('main');

  test("undoes a stranger's registration when the owner follows the link from their own browser", async ({
    page,
    openPage,
    accounts,
    smtp,
    product,
  }) => {
    const stranger = await openPage();
    const email = uniqueEmail('pre-registered');
    await accounts.signUp(stranger, email, 'the-stranger-chose-this');
    const link = findLink(await smtp.nextMailTo(email), `${product.url}/verify-email?`);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(main(page).getByText(addressProofMessages.required)).toBeVisible();
    await captureAtWidths(page, 'account-security', 'verify-email-proof');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose a new password instead' }).click();
    await main(page).getByLabel('New password', { exact: true }).fill('the-owner-chose-this');
    await main(page).getByLabel('Confirm new password').fill('the-owner-chose-this');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();

    // The stranger's session ended with the owner's proof, and the password is gone.
    await stranger.goto('/dashboard');
    await expect(stranger).toHaveURL(/\/login$/);
    await accounts.logIn(stranger, email, 'the-stranger-chose-this');
    await expect(stranger.getByText(/incorrect/i).first()).toBeVisible();
  });

  test('answers a sign-up with a registered address like any other, and tells only its owner', async ({
    page,
    openPage,
    accounts,
    smtp,
  }) => {
    const email = uniqueEmail('registered');
    await accounts.signUp(page, email, 'the-owner-chose-this');
    await smtp.nextMailTo(email);

    const stranger = await openPage();
    await stranger.goto('/signup');
    await main(stranger).getByLabel('Email address').fill(email);
    await main(stranger).getByLabel('Password', { exact: true }).fill('the-stranger-tries-this');
    await stranger.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(main(stranger).getByText(addressProofMessages.checkInbox(email))).toBeVisible();
    await expect(stranger.getByText('Browsing as Guest')).toBeVisible();
    const notice = await smtp.nextMailTo(email);
    expect(notice.subject).toBe('Your Catalyst Profiles account');
  });

  test('lets the owner in with a mailed code while strangers guess the password', async ({
    page,
    accounts,
    smtp,
    product,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('besieged');
    await accounts.signUp(page, email, 'the-owner-chose-this');
    await smtp.nextMailTo(email);
    await page.context().clearCookies();

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
    await expect(main(page).getByText(stepUpMessages.required)).toBeVisible();
    // The strangers are still held back, while the hold lasts (asked at once: the screenshots
    // and the accessibility check below take seconds on a busy machine).
    expect(await guess((attempt += 1))).toBe(403);
    await captureAtWidths(page, 'account-security', 'step-up-code');
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await smtp.nextMailTo(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await main(page).getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/verify-email-required' || url.pathname === '/',
    );
    await page.goto('/verify-email-required');
    await expect(main(page).getByText(email).first()).toBeVisible();
  });
});
