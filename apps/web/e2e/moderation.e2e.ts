import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { moderationMessages } from '@catalyst/shared';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const POSTGRES = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const ORGANIZATION = 'Tidepool Trust';
const HIDE_REASON =
  'The donation link leads to a site that is not the charity named on the profile.';
const RESTORE_REASON = 'The donation link now leads to the charity’s own page.';
const DISMISS_REASON = 'The profile matches the charity register.';

/**
 * Moderation end to end: a visitor (a silent guest) reports a profile; an administrator, made
 * one by the operator command, finds it in the queue and hides it with a reason; the owner reads
 * the reason and asks for a review; the administrator restores it. Three people, three browsers,
 * one product on PostgreSQL (the operator command runs beside the server, as in production).
 */
describe('moderation', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let admin: BrowserSession;
  let visitor: BrowserSession;
  let databaseUrl = '';
  let organizationId = '';
  let profilePath = '';
  const databaseName = `catalyst_e2e_${randomBytes(6).toString('hex')}`;
  const ownerEmail = uniqueEmail('owner');
  const adminEmail = uniqueEmail('moderator');

  const stepsFor = (session: () => BrowserSession) =>
    accountSteps({ page: () => session().page, smtp: () => smtp, productUrl: () => product.url });
  const main = (page: Page) => page.getByRole('main');

  /**
   * The operator command, against the journey's database:
   * `npm run admin -- grant EMAIL --reason TEXT`.
   */
  function grantAdmin(email: string) {
    const argv = ['grant', email, '--reason', 'Moderates the directory from today.'];
    const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...argv], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(run.status, `npm run admin -- grant failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
  }

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    smtp = await startSmtpCapture();
    product = await startProduct({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
    });
    [owner, admin, visitor] = await Promise.all([
      openBrowser(product.url),
      openBrowser(product.url),
      openBrowser(product.url),
    ]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), admin?.close(), visitor?.close()]);
    await product?.stop();
    await smtp?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('makes an administrator with the operator command, who alone sees the console', async () => {
    const steps = stepsFor(() => admin);
    await steps.signUp(adminEmail, 'moderates-with-care-2026', 'Mo Derator');
    await steps.verifyFromMail(adminEmail);

    // Before the grant: a member is told the console is not for them.
    await admin.page.goto('/admin');
    await main(admin.page).getByRole('heading', { name: 'Not allowed' }).waitFor();
    await main(admin.page).getByText(moderationMessages.adminOnly).waitFor();
    await captureAtWidths(admin.page, 'moderation', 'admin-not-allowed');
    expect(await admin.page.getByRole('banner').getByRole('link', { name: 'Admin' }).count()).toBe(
      0,
    );

    grantAdmin(adminEmail);
    await admin.page.goto('/');
    await admin.page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await admin.page.waitForURL('**/admin');
    await main(admin.page).getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  });

  it('publishes the owner’s profile with a guest code made in the console', async () => {
    const steps = stepsFor(() => owner);
    await steps.signUp(ownerEmail, 'owns-a-tidepool-2026', 'Olive Owner');
    await steps.verifyFromMail(ownerEmail);

    await admin.page.goto('/admin/guest-codes');
    const adminMain = main(admin.page);
    await adminMain.getByLabel('Label (optional)').fill(`For ${ORGANIZATION}`);
    await adminMain.getByRole('button', { name: 'Create code' }).click();
    await adminMain.getByText(moderationMessages.guestCodeReasonRequired).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await captureAtWidths(admin.page, 'moderation', 'admin-guest-code-reason-required');
    await adminMain
      .getByRole('textbox', { name: /Reason/ })
      .fill('Publishes a marine charity we partner with.');
    await adminMain.getByRole('button', { name: 'Create code' }).click();
    const panel = adminMain.getByRole('region', { name: 'New guest code' });
    await panel.getByText('Copy it now: it cannot be shown again.').waitFor();
    const code = (await panel.locator('code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await adminMain.getByText(`For ${ORGANIZATION}`, { exact: true }).waitFor();

    const page = owner.page;
    await page.goto('/submit-organization');
    await main(page).getByLabel('Organization name').fill(ORGANIZATION);
    await main(page)
      .getByLabel('Description')
      .fill(`${ORGANIZATION} keeps rock pools and their creatures safe.`);
    await main(page).getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
    await main(page).getByLabel('Enter Guest Code').fill(code);
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit?success=true&guest=true`);

    const published = await fetch(`${product.url}/api/organizations/${organizationId}`);
    expect(published.status).toBe(200);
    const { data } = (await published.json()) as { data: { slug: string } };
    profilePath = `/organizations/${data.slug}`;
  });

  it('lets a guest report the profile, and thanks them in the dialog', async () => {
    const page = visitor.page;
    await page.goto(profilePath);
    await main(page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this profile' });
    await dialog.getByRole('radio', { name: 'Misleading or false information' }).click();
    await dialog
      .getByLabel('Details (optional)')
      .fill('The donation button goes to an unrelated payment page.');
    await dialog.getByText('54 / 1000').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'report-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(moderationMessages.reportSent).waitFor();
    await captureAtWidths(page, 'moderation', 'report-sent', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A second report of the same profile from the same visitor is refused, kindly.
    await page.reload();
    await page.getByRole('button', { name: 'Report this profile' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(moderationMessages.reportAlreadySent).waitFor();
  });

  it('shows the report in the queue, where the administrator hides the profile with a reason', async () => {
    const page = admin.page;
    await page.goto('/admin');
    const group = main(page).getByRole('article', { name: ORGANIZATION });
    await group.getByText('1 open report').waitFor();
    await group.getByText('The donation button goes to an unrelated payment page.').waitFor();
    await group.getByText('Misleading or false information').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-reports');

    await group.getByRole('button', { name: `Hide ${ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hide ${ORGANIZATION}` });
    await dialog.getByRole('button', { name: 'Hide profile' }).click();
    await dialog.getByText(moderationMessages.hideReasonRequired).waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(HIDE_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-hide-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Hide profile' }).click();
    await page.getByText(`${ORGANIZATION} is hidden.`).waitFor();
    // Hiding it answers its reports: the queue is empty again.
    await main(page).getByRole('heading', { name: 'No open reports' }).waitFor();

    // Visitors now meet a plain page; the server answers 410.
    const answer = await visitor.page.goto(profilePath);
    expect(answer?.status()).toBe(410);
    await main(visitor.page)
      .getByRole('heading', { level: 1, name: moderationMessages.unavailableTitle })
      .waitFor();
    await main(visitor.page).getByText(moderationMessages.unavailableBody).waitFor();
    expect(await main(visitor.page).getByText(HIDE_REASON).count()).toBe(0);
    await captureAtWidths(visitor.page, 'moderation', 'profile-unavailable');
  });

  it('tells the owner why, and takes their request for a review', async () => {
    const page = owner.page;
    await page.goto('/dashboard/organizations');
    const notice = main(page).getByRole('region', { name: moderationMessages.hiddenNoticeTitle });
    await notice.getByText(HIDE_REASON).waitFor();
    await notice.getByText(moderationMessages.hiddenNoticeHelp).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'owner-dashboard-notice');

    // Their own profile says so too.
    await page.goto(profilePath);
    await main(page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    await main(page)
      .getByRole('region', { name: moderationMessages.hiddenNoticeTitle })
      .getByText(HIDE_REASON)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Report this profile' }).count()).toBe(0);
    await captureAtWidths(page, 'moderation', 'owner-profile-notice');

    await page.goto(`/organizations/${organizationId}/edit`);
    const editorNotice = main(page).getByRole('region', {
      name: moderationMessages.hiddenNoticeTitle,
    });
    await editorNotice.getByRole('button', { name: moderationMessages.requestReview }).click();
    await editorNotice.getByText(moderationMessages.reviewRequested).waitFor();

    await page.goto('/dashboard/organizations');
    await notice.getByText(/^You asked for a review on /).waitFor();
  });

  it('shows the request to the administrator, who restores the profile', async () => {
    const page = admin.page;
    await page.goto(`/admin/organizations?q=${encodeURIComponent(ORGANIZATION)}`);
    const row = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: ORGANIZATION, exact: true }) });
    await row.getByText(HIDE_REASON).waitFor();
    await row.getByText(/Review requested/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-organizations');

    await row.getByRole('button', { name: `Restore ${ORGANIZATION}` }).click();
    const dialog = page.getByRole('dialog', { name: `Restore ${ORGANIZATION}` });
    await dialog.getByRole('button', { name: 'Restore profile' }).click();
    await dialog.getByText(moderationMessages.restoreReasonRequired).waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(RESTORE_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-restore-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Restore profile' }).click();
    await page.getByText(`${ORGANIZATION} is restored.`).waitFor();
    await row.getByRole('button', { name: `Hide ${ORGANIZATION}` }).waitFor();

    await visitor.page.goto(profilePath);
    await main(visitor.page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    await owner.page.goto('/dashboard/organizations');
    await main(owner.page).getByText(ORGANIZATION).first().waitFor();
    expect(await owner.page.getByText(moderationMessages.hiddenNoticeTitle).count()).toBe(0);
  });

  it('asks a reason of every other action: dismissing reports, revoking a code, enabling an account', async () => {
    const page = admin.page;
    // Another visitor's report, written straight to the database: every browser of this
    // journey shares one address, which has reported the profile today already.
    const client = new pg.Client({ connectionString: databaseUrl });
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
    await dismiss.getByText(moderationMessages.dismissReasonRequired).waitFor();
    await dismiss.getByRole('textbox', { name: /Reason/ }).fill(DISMISS_REASON);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-dismiss-dialog', { fullPage: false });
    await dismiss.getByRole('button', { name: 'Dismiss reports' }).click();
    await page.getByText(`Dismissed 1 report about ${ORGANIZATION}.`).waitFor();

    await page.goto('/admin/guest-codes');
    await main(page)
      .getByRole('button', { name: `Revoke For ${ORGANIZATION}` })
      .click();
    const revoke = page.getByRole('dialog', { name: 'Revoke guest code' });
    await revoke.getByRole('textbox', { name: /Reason/ }).fill('Its one use is spent.');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-revoke-dialog', { fullPage: false });
    await revoke.getByRole('button', { name: 'Revoke code' }).click();
    await page.getByText('Guest code revoked.').waitFor();

    await page.goto(`/admin/users?q=${encodeURIComponent(ownerEmail)}`);
    await main(page)
      .getByRole('button', { name: `Disable ${ownerEmail}` })
      .click();
    const disable = page.getByRole('dialog', { name: 'Disable account' });
    await disable.getByRole('textbox', { name: /Reason/ }).fill('Checking who runs the account.');
    await disable.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText(`${ownerEmail} is disabled.`).waitFor();
    await main(page)
      .getByRole('button', { name: `Enable ${ownerEmail}` })
      .click();
    const enable = page.getByRole('dialog', { name: 'Enable account' });
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await enable.getByText(moderationMessages.enableReasonRequired).waitFor();
    await enable.getByRole('textbox', { name: /Reason/ }).fill('The owner confirmed by phone.');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-enable-dialog', { fullPage: false });
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await page.getByText(`${ownerEmail} is enabled.`).waitFor();
  });

  it('records every step in the audit log, and keeps each console screen accessible', async () => {
    const page = admin.page;
    await page.goto(`/admin/audit-log?targetId=${organizationId}`);
    const entries = main(page).getByRole('list', { name: 'Audit log entries' });
    for (const action of [
      'Reports dismissed',
      'Profile restored',
      'Review requested',
      'Profile hidden',
    ]) {
      await entries.getByText(action, { exact: true }).waitFor();
    }
    for (const reason of [DISMISS_REASON, RESTORE_REASON, HIDE_REASON]) {
      await entries.getByText(reason, { exact: true }).first().waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-audit-log');

    await page.goto(`/admin/users?q=${encodeURIComponent(ownerEmail)}`);
    await main(page).getByRole('link', { name: ownerEmail }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-users');

    await main(page)
      .getByRole('link', { name: `Details of ${ownerEmail}` })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Account' });
    await sheet.getByRole('link', { name: ORGANIZATION }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-user-detail', { fullPage: false });
    await sheet.getByRole('button', { name: 'Close account details' }).click();

    await page.goto('/admin/guest-codes');
    await main(page).getByText(`For ${ORGANIZATION}`, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-guest-codes');

    await page.goto('/admin');
    await main(page).getByRole('heading', { name: 'No open reports' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'moderation', 'admin-reports-empty');
  });
});
