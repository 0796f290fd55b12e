import { teamMessages } from '@catalyst/shared';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { findLink } from '../../server/test/stand-ins/smtp-capture';
import { expect, pathIs, test, type Page } from './support/fixtures';

const ORGANIZATION = 'Harbour Lights Collective';

test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} keeps the old lighthouses of the coast lit and open.`,
  },
});

/**
 * A team end to end: an owner invites an editor by email; the invitee, who has no account,
 * follows the mailed link, signs up through it, verifies, accepts and edits the profile. The
 * editor sees Edit and the team, never billing or Delete. Two people, two browsers.
 */
test.describe('a team', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let invitationLink = '';
  const editorEmail = uniqueEmail('editor');

  const main = (page: Page) => page.getByRole('main');

  test('the owner creates and pays for an organization', async ({
    owner: page,
    publishedOrganization,
  }) => {
    organizationId = publishedOrganization.id;
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('the owner invites an editor from the team page; the link goes by mail', async ({
    smtp,
    product,
    owner: page,
    ownerAccount,
  }) => {
    await main(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/edit/team`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: `Team of ${ORGANIZATION}` }),
    ).toBeVisible();
    await expect(main(page).getByText(ownerAccount.email)).toBeVisible();

    await main(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(main(page).getByText('Please enter a valid email address.')).toBeVisible();
    await main(page).getByLabel('Email address').fill(editorEmail);
    await main(page).getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    await main(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(teamMessages.invitationSent)).toBeVisible();
    // The toast fades in and out: axe checks the page once it has gone.
    await expect(page.getByText(teamMessages.invitationSent)).toBeHidden();
    await expect(
      main(page).getByRole('button', { name: `Withdraw the invitation of ${editorEmail}` }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'team-page-owner');

    const mail = await smtp.nextMailTo(editorEmail);
    // The subject is the product's own words; the names typed by the owner are in the body.
    expect(mail.subject).toBe('You are invited to join a team on Catalyst Profiles');
    expect(mail.text).toContain(`Organization: “${ORGANIZATION}”. Invited by: “Olive Owner”.`);
    invitationLink = findLink(mail, `${product.url}/invitations/`);
  });

  test('the invitee opens the link without an account, signs up through it and accepts', async ({
    visitor: page,
    accounts,
  }) => {
    await page.goto(invitationLink);
    await expect(
      main(page).getByRole('heading', { level: 1, name: `Join ${ORGANIZATION} as editor` }),
    ).toBeVisible();
    await expect(main(page).getByText('Olive Owner invited')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'invitation-signed-out');

    await main(page).getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(main(page).getByLabel('Email address')).toHaveValue(editorEmail);
    await main(page).getByLabel('Name (optional)').fill('Eddie Editor');
    await main(page).getByLabel('Password', { exact: true }).fill('edits-with-care-2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email-required$/);
    await accounts.verifyFromMail(page, editorEmail);

    // Verified, they are pointed back to the invitation, and accept it from their dashboard.
    await expect(main(page).getByText(teamMessages.waitingAfterVerification(1))).toBeVisible();
    await main(page).getByRole('link', { name: teamMessages.seeInvitations }).click();
    await expect(page).toHaveURL(/\/dashboard\/organizations$/);
    const waiting = main(page).getByRole('region', { name: teamMessages.waitingTitle });
    await expect(waiting.getByText('Editor · expires')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'invitation-waiting');
    await waiting.getByRole('button', { name: `Accept the invitation to ${ORGANIZATION}` }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/edit`));
    await expect(page.getByText(teamMessages.invitationAccepted)).toBeVisible();

    // The link works once.
    await page.goto(invitationLink);
    await expect(main(page).getByText(teamMessages.invitationUsed)).toBeVisible();
  });

  test('the editor edits the profile, and sees neither billing nor Delete', async ({
    visitor: page,
  }) => {
    await page.goto(`/organizations/${organizationId}/edit`);
    const description = main(page).getByRole('textbox', { name: 'Description', exact: true });
    await description.fill(
      `${ORGANIZATION} keeps the lighthouses lit, now with a volunteer editor.`,
    );
    // A profile needs a category to be saved: the editor picks one.
    await main(page).getByRole('checkbox').first().check();
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Organization updated successfully')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    await expect(main(page).getByText('now with a volunteer editor')).toBeVisible();
    await expect(page.getByText('Organization updated successfully')).toBeHidden();

    // On the profile: Edit and Team, no Delete.
    await expect(main(page).getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // The team as an editor sees it: the people and their roles; no invitations to send.
    await main(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/edit/team`));
    await expect(main(page).getByText('Eddie Editor')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(main(page).getByRole('combobox')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'team-page-editor');

    // The server agrees: billing is not theirs.
    const checkout = await page.evaluate(async (id) => {
      const response = await fetch('/api/payments/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ organizationId: id, plan: 'monthly' }),
      });
      return response.status;
    }, organizationId);
    expect(checkout).toBe(403);

    // Their dashboard lists the organization with their role.
    await page.goto('/dashboard/organizations');
    await expect(main(page).getByText(ORGANIZATION).first()).toBeVisible();
    await expect(main(page).getByText('Editor', { exact: true })).toBeVisible();
  });

  test('the owner sees the editor on the team, and can change the role', async ({
    owner: page,
  }) => {
    await page.goto(`/organizations/${organizationId}/edit/team`);
    const role = main(page).getByRole('combobox', { name: 'Role of Eddie Editor' });
    await expect(role).toBeVisible();
    await expect(role).toHaveValue('editor');
    await expect(
      main(page).getByRole('button', { name: `Withdraw the invitation of ${editorEmail}` }),
    ).toHaveCount(0);
    await captureAtWidths(page, 'team', 'team-page-with-editor');
  });
});
