import { authMessages } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeGitHubApi,
  startOAuthServer,
  type FakeGitHubApi,
  type OAuthStandIn,
} from '../../server/test/stand-ins/oauth-server';
import {
  findLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';

/**
 * Accounts end to end: the built product with real SMTP to a local capture server and Google
 * and GitHub pointed at a local OAuth server, driven in Chromium.
 */
describe('accounts', () => {
  let smtp: SmtpCapture;
  let oauth: OAuthStandIn;
  let github: FakeGitHubApi;
  let product: RunningProduct;
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    oauth = await startOAuthServer();
    github = await startFakeGitHubApi();
    product = await startProduct({
      SMTP_URL: smtp.url,
      ...oauth.googleEnv(),
      ...oauth.gitHubEnv(github.url),
    });
  });
  afterAll(async () => {
    await product?.stop();
    await Promise.all([smtp?.close(), oauth?.close(), github?.close()]);
  });
  beforeEach(async () => {
    session = await openBrowser(product.url);
    page = session.page;
  });
  afterEach(async () => {
    await session.close();
  });

  const pathname = () => new URL(page.url()).pathname;
  // The footer's newsletter box has an 'Email address' field too: forms are in <main>.
  const main = () => page.getByRole('main');
  const signedInMenu = () => page.getByRole('button', { name: /^Account menu for/ });
  const { signUp, verifyFromMail, logIn } = accountSteps({
    page: () => page,
    smtp: () => smtp,
    productUrl: () => product.url,
  });

  it('browses as a guest and is sent to log in from protected pages, with the spec message', async () => {
    await page.goto('/');
    await page.getByText('Browsing as Guest').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page
      .getByText('Please sign in with a permanent account to access this feature')
      .waitFor();
  });

  it('sends a guest from /verify-email-required to log in with the spec message', async () => {
    await page.goto('/verify-email-required');
    await page.waitForURL('**/login');
    await page.getByText('Please sign in to access this feature').waitFor();
  });

  it('returns to the page that asked for sign-in once signed in', async () => {
    const email = uniqueEmail('mary');
    await signUp(email, 'difference-engine-1822');
    await verifyFromMail(email);
    await page.context().clearCookies();

    await page.goto('/dashboard/settings');
    await page.waitForURL('**/login');
    await page
      .getByText('Please sign in with a permanent account to access this feature')
      .waitFor();
    await main().getByLabel('Email address').fill(email);
    await main().getByLabel('Password', { exact: true }).fill('difference-engine-1822');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL('**/dashboard/settings');
  });

  it('shows the expired-session message once when the session is lost', async () => {
    const email = uniqueEmail('rosalind');
    await signUp(email, 'photo-fifty-one-1952');
    await verifyFromMail(email);
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).first().waitFor();

    // The session disappears (expired or revoked elsewhere); the next API call finds out.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByLabel('Current password').fill('photo-fifty-one-1952');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await page.waitForURL('**/login');
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByText('Your session has expired. Please log in again.').count()).toBe(0);
  });

  it('signs up, reads the verification mail, follows the link and reaches the dashboard', async () => {
    const email = uniqueEmail('ada');
    await page.goto('/');
    await page.getByText('Browsing as Guest').waitFor();
    await signUp(email, 'analytical-engine-1843');
    await page.getByRole('heading', { name: 'Email Verification Required' }).waitFor();
    await page.getByText(email).first().waitFor();

    // Unverified: protected pages lead back to the verification screen.
    await page.goto('/dashboard');
    await page.waitForURL('**/verify-email-required');

    await verifyFromMail(email);
    await page.getByText('You can now access all features of the platform.').waitFor();
    await page
      .getByRole('button', { name: 'Continue to Home' })
      .or(page.getByRole('link', { name: 'Continue to Home' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByText('Browsing as Guest').count()).toBe(0);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    await page.getByText(email).first().waitFor();

    // A permanent user visiting /login goes home.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('refuses a second use of a verification link', async () => {
    const email = uniqueEmail('grace');
    await signUp(email, 'compiler-a0-1952');
    const mail = await smtp.nextMailTo(email);
    const link = findLink(mail, `${product.url}/verify-email?`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    // Opened again by anyone but its own, now verified, user the link is spent.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
  });

  it('signs in with Google through the redirect flow', async () => {
    const email = uniqueEmail('katherine');
    oauth.signInAs({
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Katherine Johnson',
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signedInMenu().waitFor();
    await page.goto('/dashboard');
    // Verified by the provider: no verification step.
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    await page.getByText(email).first().waitFor();
  });

  it('tells why Google cannot sign in to an account when Google has not verified the address', async () => {
    const email = uniqueEmail('hedy');
    await signUp(email, 'frequency-hopping-41');
    await smtp.nextMailTo(email);
    await page.context().clearCookies();
    oauth.signInAs({ sub: `google-not-${email}`, email, email_verified: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/login?**');
    await main().getByText(authMessages.providerEmailUnverified('Google')).waitFor();
    // Still a guest: nothing was signed in.
    await page.getByText('Browsing as Guest').waitFor();
  });

  it('signs in with GitHub, taking the verified address of an account that hides its email', async () => {
    const email = uniqueEmail('margaret');
    github.respondWith(
      {
        id: 4242 + email.length,
        login: 'mhamilton',
        name: 'Margaret Hamilton',
        email: null,
        avatar_url: null,
      },
      [
        { email: `unverified-${email}`, primary: false, verified: false },
        { email, primary: true, verified: true },
      ],
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await signedInMenu().waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
    await page.getByText(email).first().waitFor();
  });

  it('resets a forgotten password from the mailed link', async () => {
    const email = uniqueEmail('hedy');
    await signUp(email, 'frequency-hopping-41');
    await verifyFromMail(email);

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await main().getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Check your email for password reset instructions').waitFor();

    const mail = await smtp.nextMailTo(email);
    await page.goto(findLink(mail, `${product.url}/reset-password?`));
    await main().getByLabel('New password', { exact: true }).fill('spread-spectrum-42');
    await main().getByLabel('Confirm new password').fill('spread-spectrum-42');
    await page
      .getByRole('button', { name: /password/i })
      .last()
      .click();
    await page.waitForURL('**/login');

    await logIn(email, 'frequency-hopping-41');
    await page
      .getByText(/incorrect/i)
      .first()
      .waitFor();
    await logIn(email, 'spread-spectrum-42');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('changes the display name and the password, then deletes the account', async () => {
    const email = uniqueEmail('alan');
    await signUp(email, 'turing-machine-1936', 'Alan');
    await verifyFromMail(email);

    await page.goto('/dashboard/settings');
    const name = main().getByLabel('Display name');
    await name.fill('Alan Turing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile updated successfully').waitFor();

    await main().getByLabel('Current password').fill('turing-machine-1936');
    await main().getByLabel('New password', { exact: true }).fill('enigma-bombe-1940');
    await main().getByLabel('Confirm new password').fill('enigma-bombe-1940');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully').waitFor();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    await dialog.getByLabel(/to confirm/).fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByLabel('Current password').fill('enigma-bombe-1940');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account has been successfully deleted').waitFor();

    await logIn(email, 'enigma-bombe-1940');
    await page.getByRole('alert').first().waitFor();
    expect(pathname()).toBe('/login');
  });
});
