import { moderationMessages } from '@catalyst/shared';
import pg from 'pg';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { grantAdmin, test } from './support/administrators';
import { expect, type Page, pathIs } from './support/fixtures';

const ORGANIZATION = 'Tidepool Trust';
const HIDE_REASON =
  'The donation link leads to a site that is not the charity named on the profile.';
const RESTORE_REASON = 'The donation link now leads to the charity’s own page.';
const DISMISS_REASON = 'The profile matches the charity register.';

test.use({
  productSetup: { mail: true, postgres: true, env: { NODE_ENV: 'development' } },
});

/**
 * Moderation end to end: a visitor (a silent guest) reports a profile; an administrator, made
 * one by the operator command, finds it in the queue and hides it with a reason; the owner reads
 * the reason and asks for a review; the administrator restores it. Three people, three browsers,
 * one product on PostgreSQL (the operator command runs beside the server, as in production).
 */
test.describe('moderation', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let profilePath = '';
  const ownerEmail = uniqueEmail('owner');
  const adminEmail = uniqueEmail('moderator');

  const main = (page: Page) => page.getByRole('main');

  test('makes an administrator with the operator command, who alone sees the console', async ({
    accounts,
    product,
    admin,
  }) => {
    await accounts.signUp(admin, adminEmail, 'moderates-with-care-2026', 'Mo Derator');
    await accounts.verifyFromMail(admin, adminEmail);

    // Before the grant: a member is told the console is not for them.
    await admin.goto('/admin');
    await expect(main(admin).getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(main(admin).getByText(moderationMessages.adminOnly)).toBeVisible();
    await captureAtWidths(admin, 'moderation', 'admin-not-allowed');
    await expect(admin.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);

    grantAdmin(product.databaseUrl!, adminEmail, 'Moderates the directory from today.');
    await admin.goto('/');
    await admin.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(main(admin).getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });

  test('publishes the owner’s profile with a guest code made in the console', async ({
    accounts,
    product,
    owner,
    admin,
  }) => {
    await accounts.signUp(owner, ownerEmail, 'owns-a-tidepool-2026', 'Olive Owner');
    await accounts.verifyFromMail(owner, ownerEmail);

    await admin.goto('/admin/guest-codes');
    const adminMain = main(admin);
    await adminMain.getByLabel('Label (optional)').fill(`For ${ORGANIZATION}`);
    await adminMain.getByRole('button', { name: 'Create code' }).click();
    await expect(adminMain.getByText(moderationMessages.guestCodeReasonRequired)).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await captureAtWidths(admin, 'moderation', 'admin-guest-code-reason-required');
    await adminMain
      .getByRole('textbox', { name: /Reason/ })
      .fill('Publishes a marine charity we partner with.');
    await adminMain.getByRole('button', { name: 'Create code' }).click();
    const panel = adminMain.getByRole('region', { name: 'New guest code' });
    await expect(panel.getByText('Copy it now: it cannot be shown again.')).toBeVisible();
    const code = (await panel.locator('code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await expect(adminMain.getByText(`For ${ORGANIZATION}`, { exact: true })).toBeVisible();

    const page = owner;
    await page.goto('/submit-organization');
    await main(page).getByLabel('Organization name').fill(ORGANIZATION);
    await main(page)
      .getByLabel('Description')
      .fill(`${ORGANIZATION} keeps rock pools and their creatures safe.`);
    await main(page).getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
    await main(page).getByLabel('Enter Guest Code').fill(code);
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(
      pathIs(`/organizations/${organizationId}/edit?success=true&guest=true`),
    );

    const published = await fetch(`${product.url}/api/organizations/${organizationId}`);
    expect(published.status).toBe(200);
    const { data } = (await published.json()) as { data: { slug: string } };
    profilePath = `/organizations/${data.slug}`;
  });

  test('lets a guest report the profile, and thanks them in the dialog', async ({ visitor }) => {
    const page = visitor;
    await page.goto(profilePath);
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this profile' });
    await dialog.getByRole('radio', { name: 'Misleading or false information' }).click();
    await dialog
      .getByLabel('Details (optional)')
      .fill('The donation button goes to an unrelated payment page.');
    await expect(dialog.getByText('54 / 1000')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'report-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(moderationMessages.reportSent)).toBeVisible();
    await captureAtWidths(page, 'moderation', 'report-sent', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A second report of the same profile from the same visitor is refused, kindly.
    await page.reload();
    await page.getByRole('button', { name: 'Report this profile' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(moderationMessages.reportAlreadySent)).toBeVisible();
  });

  test('shows the report in the queue, where the administrator hides the profile with a reason', async ({
    visitor,
    admin,
  }) => {
    const page = admin;
    await page.goto('/admin');
    const group = main(page).getByRole('article', { name: ORGANIZATION });
    await expect(group.getByText('1 open report')).toBeVisible();
    await expect(
      group.getByText('The donation button goes to an unrelated payment page.'),
    ).toBeVisible();
    await expect(group.getByText('Misleading or false information').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-reports');

    await group.getByRole('button', { name: `Hide ${ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hide ${ORGANIZATION}` });
    await dialog.getByRole('button', { name: 'Hide profile' }).click();
    await expect(dialog.getByText(moderationMessages.hideReasonRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(HIDE_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-hide-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Hide profile' }).click();
    await expect(page.getByText(`${ORGANIZATION} is hidden.`)).toBeVisible();
    // Hiding it answers its reports: the queue is empty again.
    await expect(main(page).getByRole('heading', { name: 'No open reports' })).toBeVisible();

    // Visitors now meet a plain page; the server answers 410.
    const answer = await visitor.goto(profilePath);
    expect(answer?.status()).toBe(410);
    await expect(
      main(visitor).getByRole('heading', {
        level: 1,
        name: moderationMessages.unavailableTitle,
      }),
    ).toBeVisible();
    await expect(main(visitor).getByText(moderationMessages.unavailableBody)).toBeVisible();
    await expect(main(visitor).getByText(HIDE_REASON)).toHaveCount(0);
    await captureAtWidths(visitor, 'moderation', 'profile-unavailable');
  });

  test('tells the owner why, and takes their request for a review', async ({ owner }) => {
    const page = owner;
    await page.goto('/dashboard/organizations');
    const notice = main(page).getByRole('region', { name: moderationMessages.hiddenNoticeTitle });
    await expect(notice.getByText(HIDE_REASON)).toBeVisible();
    await expect(notice.getByText(moderationMessages.hiddenNoticeHelp)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'owner-dashboard-notice');

    // Their own profile says so too.
    await page.goto(profilePath);
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    await expect(
      main(page)
        .getByRole('region', { name: moderationMessages.hiddenNoticeTitle })
        .getByText(HIDE_REASON),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report this profile' })).toHaveCount(0);
    await captureAtWidths(page, 'moderation', 'owner-profile-notice');

    await page.goto(`/organizations/${organizationId}/edit`);
    const editorNotice = main(page).getByRole('region', {
      name: moderationMessages.hiddenNoticeTitle,
    });
    await editorNotice.getByRole('button', { name: moderationMessages.requestReview }).click();
    await expect(editorNotice.getByText(moderationMessages.reviewRequested)).toBeVisible();

    await page.goto('/dashboard/organizations');
    await expect(notice.getByText(/^You asked for a review on /)).toBeVisible();
  });

  test('shows the request to the administrator, who restores the profile', async ({
    owner,
    visitor,
    admin,
  }) => {
    const page = admin;
    await page.goto(`/admin/organizations?q=${encodeURIComponent(ORGANIZATION)}`);
    const row = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: ORGANIZATION, exact: true }) });
    await expect(row.getByText(HIDE_REASON)).toBeVisible();
    await expect(row.getByText(/Review requested/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-organizations');

    await row.getByRole('button', { name: `Restore ${ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: `Restore ${ORGANIZATION}` });
    await dialog.getByRole('button', { name: 'Restore profile' }).click();
    await expect(dialog.getByText(moderationMessages.restoreReasonRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(RESTORE_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-restore-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Restore profile' }).click();
    await expect(page.getByText(`${ORGANIZATION} is restored.`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Hide ${ORGANIZATION}` })).toBeVisible();

    await visitor.goto(profilePath);
    await expect(
      main(visitor).getByRole('heading', { level: 1, name: ORGANIZATION }),
    ).toBeVisible();
    await owner.goto('/dashboard/organizations');
    await expect(main(owner).getByText(ORGANIZATION).first()).toBeVisible();
    await expect(owner.getByText(moderationMessages.hiddenNoticeTitle)).toHaveCount(0);
  });

  test('asks a reason of every other action: dismissing reports, revoking a code, enabling an account', async ({
    product,
    admin,
  }) => {
    const page = admin;
    // Another visitor's report, written straight to the database: every browser of this
    // journey shares one address, which has reported the profile today already.
    const client = new pg.Client({ connectionString: product.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into organization_reports (organization_id, reason, reporter_key)
         values ($1, 'spam', 'another-visitor')`,
        [organizationId],
      );
    } finally {
      await client.end();
    }

    await page.goto('/admin');
    await main(page)
      .getByRole('button', { name: `Dismiss the reports about ${ORGANIZATION}` })
      .click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss reports' });
    await dismiss.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(dismiss.getByText(moderationMessages.dismissReasonRequired)).toBeVisible();
    await dismiss.getByRole('textbox', { name: /Reason/ }).fill(DISMISS_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-dismiss-dialog', { fullPage: false });
    await dismiss.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(page.getByText(`Dismissed 1 report about ${ORGANIZATION}.`)).toBeVisible();

    await page.goto('/admin/guest-codes');
    await main(page)
      .getByRole('button', { name: `Revoke For ${ORGANIZATION}` })
      .click();
    const revoke = page.getByRole('dialog', { name: 'Revoke guest code' });
    await revoke.getByRole('textbox', { name: /Reason/ }).fill('Its one use is spent.');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-revoke-dialog', { fullPage: false });
    await revoke.getByRole('button', { name: 'Revoke code' }).click();
    await expect(page.getByText('Guest code revoked.')).toBeVisible();

    await page.goto(`/admin/users?q=${encodeURIComponent(ownerEmail)}`);
    await main(page)
      .getByRole('button', { name: `Disable ${ownerEmail}` })
      .click();
    const disable = page.getByRole('dialog', { name: 'Disable account' });
    await disable.getByRole('textbox', { name: /Reason/ }).fill('Checking who runs the account.');
    await disable.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText(`${ownerEmail} is disabled.`)).toBeVisible();
    await main(page)
      .getByRole('button', { name: `Enable ${ownerEmail}` })
      .click();
    const enable = page.getByRole('dialog', { name: 'Enable account' });
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await expect(enable.getByText(moderationMessages.enableReasonRequired)).toBeVisible();
    await enable.getByRole('textbox', { name: /Reason/ }).fill('The owner confirmed by phone.');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-enable-dialog', { fullPage: false });
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await expect(page.getByText(`${ownerEmail} is enabled.`)).toBeVisible();
  });

  test('records every step in the audit log, and keeps each console screen accessible', async ({
    admin,
  }) => {
    const page = admin;
    await page.goto(`/admin/audit-log?targetId=${organizationId}`);
    const entries = main(page).getByRole('list', { name: 'Audit log entries' });
    for (const action of [
      'Reports dismissed',
      'Profile restored',
      'Review requested',
      'Profile hidden',
    ]) {
      await expect(entries.getByText(action, { exact: true })).toBeVisible();
    }
    for (const reason of [DISMISS_REASON, RESTORE_REASON, HIDE_REASON]) {
      await expect(entries.getByText(reason, { exact: true }).first()).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-audit-log');

    await page.goto(`/admin/users?q=${encodeURIComponent(ownerEmail)}`);
    await expect(main(page).getByRole('link', { name: ownerEmail }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-users');

    await main(page)
      .getByRole('link', { name: `Details of ${ownerEmail}` })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Account' });
    await expect(sheet.getByRole('link', { name: ORGANIZATION })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-user-detail', { fullPage: false });
    await sheet.getByRole('button', { name: 'Close account details' }).click();

    await page.goto('/admin/guest-codes');
    await expect(main(page).getByText(`For ${ORGANIZATION}`, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-guest-codes');

    await page.goto('/admin');
    await expect(main(page).getByRole('heading', { name: 'No open reports' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-reports-empty');
  });
});
