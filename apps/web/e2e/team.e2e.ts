import { teamMessages } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ORGANIZATION = 'Harbour Lights Collective';

/**
 * A team end to end: an owner invites an editor by email; the invitee, who has no account,
 * follows the mailed link, signs up through it, verifies, accepts and edits the profile. The
 * editor sees Edit and the team, never billing or Delete. Two people, two browsers.
 */
describe('a team', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let invitee: BrowserSession;
  let organizationId = '';
  let invitationLink = '';
  const ownerEmail = uniqueEmail('owner');
  const editorEmail = uniqueEmail('editor');

  const stepsFor = (session: () => BrowserSession) =>
    accountSteps({ page: () => session().page, smtp: () => smtp, productUrl: () => product.url });
  const main = (page: Page) => page.getByRole('main');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    product = await startProduct({ SMTP_URL: smtp.url });
    [owner, invitee] = await Promise.all([openBrowser(product.url), openBrowser(product.url)]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), invitee?.close()]);
    await product?.stop();
    await smtp?.close();
  });

  it('the owner creates and pays for an organization', async () => {
    const steps = stepsFor(() => owner);
    await steps.signUp(ownerEmail, 'owns-the-harbour-2026', 'Olive Owner');
    await steps.verifyFromMail(ownerEmail);

    organizationId = await steps.publishOrganization(
      ORGANIZATION,
      `${ORGANIZATION} keeps the old lighthouses of the coast lit and open.`,
    );
    const page = owner.page;
    await main(page).getByRole('button', { name: 'Save Changes' }).waitFor();
  });

  it('the owner invites an editor from the team page; the link goes by mail', async () => {
    const page = owner.page;
    await main(page).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit/team`);
    await main(page)
      .getByRole('heading', { level: 1, name: `Team of ${ORGANIZATION}` })
      .waitFor();
    await main(page).getByText(ownerEmail).waitFor();

    await main(page).getByRole('button', { name: 'Send invitation' }).click();
    await main(page).getByText('Please enter a valid email address.').waitFor();
    await main(page).getByLabel('Email address').fill(editorEmail);
    await main(page).getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    await main(page).getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(teamMessages.invitationSent).waitFor();
    // The toast fades in and out: axe checks the page once it has gone.
    await page.getByText(teamMessages.invitationSent).waitFor({ state: 'hidden' });
    await main(page)
      .getByRole('button', { name: `Withdraw the invitation of ${editorEmail}` })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'team-page-owner');

    const mail = await smtp.nextMailTo(editorEmail);
    // The subject is the product's own words; the names typed by the owner are in the body.
    expect(mail.subject).toBe('You are invited to join a team on Catalyst Profiles');
    expect(mail.text).toContain(`Organization: “${ORGANIZATION}”. Invited by: “Olive Owner”.`);
    invitationLink = findLink(mail, `${product.url}/invitations/`);
  });

  it('the invitee opens the link without an account, signs up through it and accepts', async () => {
    const page = invitee.page;
    await page.goto(invitationLink);
    await main(page)
      .getByRole('heading', { level: 1, name: `Join ${ORGANIZATION} as editor` })
      .waitFor();
    await main(page).getByText('Olive Owner invited').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'invitation-signed-out');

    await main(page).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup');
    expect(await main(page).getByLabel('Email address').inputValue()).toBe(editorEmail);
    await main(page).getByLabel('Name (optional)').fill('Eddie Editor');
    await main(page).getByLabel('Password', { exact: true }).fill('edits-with-care-2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/verify-email-required');
    await stepsFor(() => invitee).verifyFromMail(editorEmail);

    // Verified, they are pointed back to the invitation, and accept it from their dashboard.
    await main(page).getByText(teamMessages.waitingAfterVerification(1)).waitFor();
    await main(page).getByRole('link', { name: teamMessages.seeInvitations }).click();
    await page.waitForURL('**/dashboard/organizations');
    const waiting = main(page).getByRole('region', { name: teamMessages.waitingTitle });
    await waiting.getByText('Editor · expires').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'team', 'invitation-waiting');
    await waiting.getByRole('button', { name: `Accept the invitation to ${ORGANIZATION}` }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit`);
    await page.getByText(teamMessages.invitationAccepted).waitFor();

    // The link works once.
    await page.goto(invitationLink);
    await main(page).getByText(teamMessages.invitationUsed).waitFor();
  });

  it('the editor edits the profile, and sees neither billing nor Delete', async () => {
    const page = invitee.page;
    await page.goto(`/organizations/${organizationId}/edit`);
    const description = main(page).getByLabel(/^Description/);
    await description.fill(
      `${ORGANIZATION} keeps the lighthouses lit, now with a volunteer editor.`,
    );
    // A profile needs a category to be saved: the editor picks one.
    await main(page).getByRole('checkbox').first().check();
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await main(page).getByText('Organization updated successfully').waitFor();
    await main(page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    await main(page).getByText('now with a volunteer editor').waitFor();
    await page.getByText('Organization updated successfully').waitFor({ state: 'hidden' });

    // On the profile: Edit and Team, no Delete.
    await main(page).getByRole('link', { name: 'Edit' }).waitFor();
    await main(page).getByRole('link', { name: 'Team' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // The team as an editor sees it: the people and their roles; no invitations to send.
    await main(page).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit/team`);
    await main(page).getByText('Eddie Editor').waitFor();
    await main(page).getByRole('button', { name: 'Leave' }).waitFor();
    expect(await main(page).getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await main(page).getByRole('combobox').count()).toBe(0);
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
    await main(page).getByText(ORGANIZATION).first().waitFor();
    await main(page).getByText('Editor', { exact: true }).waitFor();
  });

  it('the owner sees the editor on the team, and can change the role', async () => {
    const page = owner.page;
    await page.goto(`/organizations/${organizationId}/edit/team`);
    const role = main(page).getByRole('combobox', { name: 'Role of Eddie Editor' });
    await role.waitFor();
    expect(await role.inputValue()).toBe('editor');
    expect(
      await main(page)
        .getByRole('button', { name: `Withdraw the invitation of ${editorEmail}` })
        .count(),
    ).toBe(0);
    await captureAtWidths(page, 'team', 'team-page-with-editor');
  });
});
