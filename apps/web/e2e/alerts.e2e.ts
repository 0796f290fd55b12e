import { alertMessages } from '@catalyst/shared';
import { findLink } from '../../server/test/stand-ins/smtp-capture';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { grantAdmin, test } from './support/administrators';
import { expect, newPage, type Page } from './support/fixtures';

/** A word no other journey's organization carries: the saved search finds this one alone. */
const WORD = 'Wavecrest';
const ORGANIZATION = `${WORD} Lifeboat Volunteers`;

test.use({
  productSetup: { mail: true, postgres: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} crew the inshore lifeboat and teach water safety in schools.`,
  },
});

/**
 * Alerts end to end: a member saves a search with daily alerts; an owner publishes an
 * organization it finds; an administrator runs the digest now from the console; the digest
 * reaches the member over SMTP with its one-click unsubscribe, and the link in it turns every
 * alert off from a page that asks first.
 */
test.describe('alert digests', () => {
  test.describe.configure({ mode: 'serial' });

  const subscriberEmail = uniqueEmail('subscriber');
  const adminEmail = uniqueEmail('operator');
  const main = (page: Page) => page.getByRole('main');

  /** The alert setting of each of the signed-in person's saved searches, as the API reads them. */
  const savedSearchAlerts = (page: Page) =>
    page.evaluate(async () => {
      const answer = (await (await fetch('/api/users/me/saved-searches')).json()) as {
        data: { items: Array<{ alerts: string }> };
      };
      return answer.data.items.map((item) => item.alerts);
    });
  let unsubscribeLink = '';

  test('a member saves a search with daily alerts', async ({ visitor: page, accounts }) => {
    await accounts.signUp(page, subscriberEmail, 'reads-every-digest-2026', 'Sue Scriber');
    await accounts.verifyFromMail(page, subscriberEmail);
    const saved = await page.evaluate(async (word) => {
      const response = await fetch('/api/users/me/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `q=${word}`, alerts: 'daily', name: 'Lifeboats' }),
      });
      return response.status;
    }, WORD.toLowerCase());
    expect(saved).toBe(201);
  });

  test('an owner publishes an organization the search finds', async ({ publishedOrganization }) => {
    expect(publishedOrganization.id).toBeTruthy();
  });

  test('an administrator runs the digest now from the console', async ({
    admin,
    accounts,
    product,
  }) => {
    test.setTimeout(120_000);
    await accounts.signUp(admin, adminEmail, 'runs-the-jobs-2026', 'Opal Operator');
    await accounts.verifyFromMail(admin, adminEmail);
    grantAdmin(product.databaseUrl!, adminEmail, 'Runs the jobs.');

    await admin.goto('/admin/jobs');
    await expect(main(admin).getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(main(admin).getByText('alerts.digest')).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await captureAtWidths(admin, 'alerts', 'admin-jobs');

    await main(admin).getByRole('button', { name: 'Run alerts.digest now' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Run job now' });
    await dialog
      .getByRole('textbox', { name: /Reason/ })
      .fill('Checking the first digest of the new alerts.');
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect(
      admin.getByText('Queued alerts.digest: it runs within a few seconds.'),
    ).toBeVisible();
  });

  test('the digest reaches the member, with a one-click unsubscribe', async ({
    smtp,
    product,
    browser,
  }) => {
    const mail = await smtp.nextMailTo(subscriberEmail, 60_000);
    expect(mail.subject).toBe('1 new organization on Catalyst Profiles');
    expect(mail.text).toContain(ORGANIZATION);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    unsubscribeLink = findLink(mail, `${product.url}/alerts/unsubscribe?`);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribeLink}>`);

    // The mail as a reader's mail client shows it.
    const reader = await newPage(browser, { baseURL: product.url });
    await reader.setContent(mail.html);
    await expect(reader.getByRole('link', { name: ORGANIZATION })).toBeVisible();
    await captureAtWidths(reader, 'alerts', 'digest-mail');
    await reader.context().close();
  });

  test('the link asks first, then turns every alert off', async ({ visitor: page }) => {
    await page.goto(unsubscribeLink);
    await expect(
      main(page).getByRole('heading', { level: 1, name: alertMessages.unsubscribeTitle }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'alerts', 'unsubscribe');
    // Opening the page changed nothing.
    expect(await savedSearchAlerts(page)).toEqual(['daily']);

    await main(page).getByRole('button', { name: alertMessages.unsubscribeConfirm }).click();
    await expect(main(page).getByText(alertMessages.unsubscribed)).toBeVisible();
    await captureAtWidths(page, 'alerts', 'unsubscribed');
    expect(await savedSearchAlerts(page)).toEqual(['off']);
  });
});
