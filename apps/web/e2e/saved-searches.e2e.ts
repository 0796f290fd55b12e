import { randomBytes } from 'node:crypto';
import {
  alertMessages,
  savedSearchMessages,
  savedSearchText,
  type SavedSearchList,
} from '@catalyst/shared';
import { unsubscribeToken } from '../../server/src/modules/alerts/unsubscribe-token';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, pathIs, test, type Page } from './support/fixtures';

/** The product's own secret, so this journey can sign the link a digest would carry. */
const AUTH_SECRET = randomBytes(32).toString('base64url');

test.use({ productSetup: { mail: true, env: { AUTH_SECRET } } });

const SEARCH_NAME = 'Ocean work';
const RENAMED = 'Seas and coasts';

/**
 * Saved searches and alerts end to end: a guest saving a search is sent to sign in; once
 * verified, they search the directory and save it with daily alerts (saving it twice is
 * refused, kindly). The dashboard counts it and leads to the alerts page, where they make it
 * weekly, rename it and delete it, and turn the followed organizations' alerts off. A digest's
 * unsubscribe link, opened by someone signed out, changes nothing until its button is pressed,
 * and then every alert is off; a link this site did not sign is refused.
 */
test.describe('saved searches and alerts', () => {
  test.describe.configure({ mode: 'serial' });

  const email = uniqueEmail('searcher');
  const main = (page: Page) => page.getByRole('main');
  const saveButton = (page: Page) => main(page).getByRole('button', { name: savedSearchText.save });
  const saveDialog = (page: Page) => page.getByRole('dialog', { name: savedSearchText.save });
  const searchesSection = (page: Page) =>
    main(page).getByRole('region', { name: savedSearchText.listTitle });
  const followsSection = (page: Page) =>
    main(page).getByRole('region', { name: savedSearchText.followsTitle });
  const alertsOf = (page: Page, name: string) =>
    searchesSection(page).getByRole('combobox', { name: savedSearchText.alertsFor(name) });

  /** The person's saved searches as the server keeps them. */
  async function savedSearches(page: Page): Promise<SavedSearchList['items']> {
    const response = await page.request.get('/api/users/me/saved-searches');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: SavedSearchList }).data.items;
  }

  test('a guest who saves a search is sent to sign in', async ({ visitor: page }) => {
    await page.goto('/?q=ocean');
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByText(savedSearchText.signInToSave)).toBeVisible();
  });

  test('a verified person searches the directory and saves the search with daily alerts', async ({
    visitor: page,
    accounts,
  }) => {
    // Signing up and reading the mail take their time on a busy machine.
    test.setTimeout(120_000);
    await accounts.signUp(page, email, 'saves-good-searches-2026', 'Sam Searcher');
    await accounts.verifyFromMail(page, email);

    await page.goto('/');
    await main(page).getByRole('searchbox', { name: 'Search' }).pressSequentially('ocean', {
      delay: 40,
    });
    await expect(page).toHaveURL(pathIs('/?q=ocean'));
    await captureAtWidths(page, 'saved-searches', 'directory', {
      fullPage: false,
      prepare: () => saveButton(page).scrollIntoViewIfNeeded(),
    });
    await saveButton(page).click();
    const dialog = saveDialog(page);
    const name = dialog.getByRole('textbox', { name: savedSearchText.nameLabel });
    await expect(name).toHaveAttribute('placeholder', '“ocean”');
    const alerts = dialog.getByRole('combobox', { name: savedSearchText.alertsLabel });
    await expect(alerts).toHaveValue('weekly');
    await name.fill(SEARCH_NAME);
    await alerts.selectOption('daily');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'saved-searches', 'save-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: savedSearchText.submit }).click();
    await expect(page.getByText(savedSearchText.saved(SEARCH_NAME))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(saveButton(page)).toBeFocused();
    expect(
      (await savedSearches(page)).map(({ name, query, alerts }) => [name, query, alerts]),
    ).toEqual([[SEARCH_NAME, 'q=ocean', 'daily']]);

    // The same search again: the server's refusal, in the dialog, with the way to the list.
    await saveButton(page).click();
    await dialog.getByRole('button', { name: savedSearchText.submit }).click();
    await expect(dialog.getByRole('alert')).toContainText(savedSearchMessages.duplicate);
    await expect(dialog.getByRole('link', { name: savedSearchText.manage })).toHaveAttribute(
      'href',
      '/dashboard/alerts',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the dashboard leads to the alerts page, where the search is changed, renamed and deleted', async ({
    visitor: page,
  }) => {
    await page.goto('/dashboard');
    const card = main(page).getByRole('region', { name: savedSearchText.listTitle });
    await expect(card.getByText(savedSearchText.count(1))).toBeVisible();
    await expect(card.getByRole('link', { name: SEARCH_NAME })).toHaveAttribute(
      'href',
      '/?q=ocean',
    );
    await captureAtWidths(page, 'saved-searches', 'dashboard-card', {
      fullPage: false,
      prepare: () => card.scrollIntoViewIfNeeded(),
    });
    await card.getByRole('link', { name: savedSearchText.manage }).click();
    await expect(page).toHaveURL(pathIs('/dashboard/alerts'));
    await expect(
      main(page).getByRole('heading', { level: 1, name: savedSearchText.pageTitle }),
    ).toBeVisible();
    await expect(alertsOf(page, SEARCH_NAME)).toHaveValue('daily');
    await expect(followsSection(page).getByRole('combobox')).toHaveValue('weekly');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'saved-searches', 'alerts-page');

    // Weekly instead of daily, kept by the server.
    await alertsOf(page, SEARCH_NAME).selectOption('weekly');
    await expect(page.getByText(alertMessages.settingsSaved)).toBeVisible();
    await expect(alertsOf(page, SEARCH_NAME)).toBeEnabled();
    await page.reload();
    await expect(alertsOf(page, SEARCH_NAME)).toHaveValue('weekly');

    // Renamed; Open still opens the same search.
    await searchesSection(page)
      .getByRole('button', { name: `${savedSearchText.rename} ${SEARCH_NAME}` })
      .click();
    const renameDialog = page.getByRole('dialog', { name: savedSearchText.renameTitle });
    await renameDialog.getByRole('textbox', { name: savedSearchText.nameField }).fill(RENAMED);
    expect(await seriousViolations(page)).toEqual([]);
    await renameDialog.getByRole('button', { name: savedSearchText.renameSubmit }).click();
    await expect(page.getByText(savedSearchText.renamed(RENAMED))).toBeVisible();
    await expect(renameDialog).toBeHidden();
    await expect(alertsOf(page, RENAMED)).toHaveValue('weekly');
    const open = searchesSection(page).getByRole('link', {
      name: `${savedSearchText.open} ${RENAMED}`,
    });
    await expect(open).toHaveAttribute('href', '/?q=ocean');

    // The followed organizations' new roles: no more mail.
    const follows = followsSection(page).getByRole('combobox', {
      name: savedSearchText.followsLabel,
    });
    await follows.selectOption('off');
    await expect(page.getByText(alertMessages.settingsSaved)).toBeVisible();
    await expect(follows).toBeEnabled();
    await page.reload();
    await expect(follows).toHaveValue('off');

    // Deleted, once confirmed.
    await searchesSection(page)
      .getByRole('button', { name: `Delete ${RENAMED}` })
      .click();
    const confirm = page.getByRole('dialog', { name: savedSearchText.deleteTitle });
    await expect(confirm).toContainText(savedSearchText.deleteDescription(RENAMED));
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'saved-searches', 'delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(savedSearchText.deleted(RENAMED))).toBeVisible();
    await expect(searchesSection(page).getByText(savedSearchText.listEmpty)).toBeVisible();
    expect(await savedSearches(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(
      main(page)
        .getByRole('region', { name: savedSearchText.listTitle })
        .getByText(savedSearchText.listEmpty),
    ).toBeVisible();
  });

  test('an unsubscribe link changes nothing when opened, and turns every alert off when pressed', async ({
    visitor: page,
    openPage,
  }) => {
    // A search with alerts to turn off, saved from a filtered directory.
    await page.goto('/?hiring=true');
    await saveButton(page).click();
    await saveDialog(page).getByRole('button', { name: savedSearchText.submit }).click();
    await expect(saveDialog(page)).toBeHidden();
    const [saved] = await savedSearches(page);
    expect(saved).toMatchObject({ query: 'hiring=true', alerts: 'weekly' });

    const profile = await page.request.get('/api/users/profile');
    const userId = ((await profile.json()) as { data: { uid: string } }).data.uid;
    const link = `/alerts/unsubscribe?token=${unsubscribeToken(AUTH_SECRET, userId)}`;

    // Opened from the mail, by a browser signed in as nobody (or a scanner following links).
    const stranger = await openPage();
    await stranger.goto(link);
    await expect(
      main(stranger).getByRole('heading', { level: 1, name: alertMessages.unsubscribeTitle }),
    ).toBeVisible();
    expect((await savedSearches(page)).map((search) => search.alerts)).toEqual(['weekly']);
    expect(await seriousViolations(stranger)).toEqual([]);
    await captureAtWidths(stranger, 'saved-searches', 'unsubscribe');

    await main(stranger).getByRole('button', { name: alertMessages.unsubscribeConfirm }).click();
    await expect(main(stranger).getByRole('status')).toContainText(alertMessages.unsubscribed);
    await expect(
      main(stranger).getByRole('link', { name: savedSearchText.manage }),
    ).toHaveAttribute('href', '/dashboard/alerts');
    expect(await seriousViolations(stranger)).toEqual([]);
    await captureAtWidths(stranger, 'saved-searches', 'unsubscribed');

    // The search is kept, its alerts off.
    await page.goto('/dashboard/alerts');
    await expect(alertsOf(page, saved!.name)).toHaveValue('off');

    // A link this site did not sign.
    await stranger.goto('/alerts/unsubscribe?token=bm90LWEtdXNlcg.bm90LWEtc2lnbmF0dXJl');
    await main(stranger).getByRole('button', { name: alertMessages.unsubscribeConfirm }).click();
    await expect(main(stranger).getByRole('alert')).toContainText(alertMessages.unsubscribeInvalid);
    await expect(
      main(stranger).getByRole('button', { name: alertMessages.unsubscribeConfirm }),
    ).toHaveCount(0);
  });
});
