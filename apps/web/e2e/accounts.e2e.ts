import { authMessages } from '@catalyst/shared';
import { findLink } from '../../server/test/stand-ins/smtp-capture';
import { uniqueEmail } from './support/accounts';
import { expect, test, type Page } from './support/fixtures';

test.use({ productSetup: { mail: true, oauth: true } });

/**
 * Accounts end to end: the built product with real SMTP to a local capture server and Google
 * and GitHub pointed at a local OAuth server, driven in Chromium.
 */
test.describe('accounts', () => {
  // The footer's newsletter box has an 'Email address' field too: forms are in <main>.
  const main = (page: Page) => page.getByRole('main');
  const signedInMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

  test('browses as a guest and is sent to log in from protected pages, with the access message', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Browsing as Guest')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Please sign in with a permanent account to access this feature'),
    ).toBeVisible();
  });

  test('sends a guest from /verify-email-required to log in with the access message', async ({
    page,
  }) => {
    await page.goto('/verify-email-required');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please sign in to access this feature')).toBeVisible();
  });

  test('returns to the page that asked for sign-in once signed in', async ({ page, accounts }) => {
    const email = uniqueEmail('mary');
    await accounts.signUp(page, email, 'difference-engine-1822');
    await accounts.verifyFromMail(page, email);
    await page.context().clearCookies();

    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Please sign in with a permanent account to access this feature'),
    ).toBeVisible();
    await main(page).getByLabel('Email address').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('difference-engine-1822');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test('shows the expired-session message once when the session is lost', async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail('rosalind');
    await accounts.signUp(page, email, 'photo-fifty-one-1952');
    await accounts.verifyFromMail(page, email);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' }).first()).toBeVisible();

    // The session disappears (expired or revoked elsewhere); the next API call finds out.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByLabel('Current password').fill('photo-fifty-one-1952');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  });

  test('signs up, reads the verification mail, follows the link and reaches the dashboard', async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail('ada');
    await page.goto('/');
    await expect(page.getByText('Browsing as Guest')).toBeVisible();
    await accounts.signUp(page, email, 'analytical-engine-1843');
    await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();

    // Unverified: protected pages lead back to the verification screen.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/verify-email-required$/);

    await accounts.verifyFromMail(page, email);
    await expect(page.getByText('You can now access all features of the platform.')).toBeVisible();
    await page
      .getByRole('button', { name: 'Continue to Home' })
      .or(page.getByRole('link', { name: 'Continue to Home' }))
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Browsing as Guest')).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();

    // A permanent user visiting /login goes home.
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('refuses a second use of a verification link', async ({ page, accounts, smtp, product }) => {
    const email = uniqueEmail('grace');
    await accounts.signUp(page, email, 'compiler-a0-1952');
    const mail = await smtp.nextMailTo(email);
    const link = findLink(mail, `${product.url}/verify-email?`);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    // Opened again by anyone but its own, now verified, user the link is spent.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  });

  test('signs in with Google through the redirect flow', async ({ page, oauth }) => {
    const email = uniqueEmail('katherine');
    oauth.signInAs({
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Katherine Johnson',
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(signedInMenu(page)).toBeVisible();
    await page.goto('/dashboard');
    // Verified by the provider: no verification step.
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('tells why Google cannot sign in to an account when Google has not verified the address', async ({
    page,
    accounts,
    smtp,
    oauth,
  }) => {
    const email = uniqueEmail('hedy');
    await accounts.signUp(page, email, 'frequency-hopping-41');
    await smtp.nextMailTo(email);
    await page.context().clearCookies();
    oauth.signInAs({ sub: `google-not-${email}`, email, email_verified: false });
    await page.goto('/login');
    // A passing address: the page reads the error from it, then tidies it away, so the wait
    // starts before the click and ends as soon as the address is committed.
    const returned = page.waitForURL('**/login?**', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await returned;
    await expect(
      main(page).getByText(authMessages.providerEmailUnverified('Google')),
    ).toBeVisible();
    // Still a guest: nothing was signed in.
    await expect(page.getByText('Browsing as Guest')).toBeVisible();
  });

  test('signs in with GitHub, taking the verified address of an account that hides its email', async ({
    page,
    github,
  }) => {
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
    await expect(signedInMenu(page)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('resets a forgotten password from the mailed link', async ({
    page,
    accounts,
    smtp,
    product,
  }) => {
    const email = uniqueEmail('hedy');
    await accounts.signUp(page, email, 'frequency-hopping-41');
    await accounts.verifyFromMail(page, email);

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await main(page).getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Check your email for password reset instructions')).toBeVisible();

    const mail = await smtp.nextMailTo(email);
    await page.goto(findLink(mail, `${product.url}/reset-password?`));
    await main(page).getByLabel('New password', { exact: true }).fill('spread-spectrum-42');
    await main(page).getByLabel('Confirm new password').fill('spread-spectrum-42');
    await page
      .getByRole('button', { name: /password/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await accounts.logIn(page, email, 'frequency-hopping-41');
    await expect(page.getByText(/incorrect/i).first()).toBeVisible();
    await accounts.logIn(page, email, 'spread-spectrum-42');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('changes the display name and the password, then deletes the account', async ({
    page,
    accounts,
  }) => {
    const email = uniqueEmail('alan');
    await accounts.signUp(page, email, 'turing-machine-1936', 'Alan');
    await accounts.verifyFromMail(page, email);

    await page.goto('/dashboard/settings');
    const name = main(page).getByLabel('Display name');
    await name.fill('Alan Turing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await main(page).getByLabel('Current password').fill('turing-machine-1936');
    await main(page).getByLabel('New password', { exact: true }).fill('enigma-bombe-1940');
    await main(page).getByLabel('Confirm new password').fill('enigma-bombe-1940');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    await dialog.getByLabel(/to confirm/).fill('delete');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByLabel('Current password').fill('enigma-bombe-1940');
    await confirm.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Your account has been successfully deleted')).toBeVisible();

    await accounts.logIn(page, email, 'enigma-bombe-1940');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
