import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

const ORGANIZATION = 'Orchard Commons Cooperative';
const ROLE = 'Community Orchard Coordinator';

/**
 * Open roles end to end: an owner publishes a profile and posts a role from the editor's
 * Open roles page; the role shows on the profile and on a page of its own, with its pay and a
 * way to apply; a visitor turns on 'Hiring now' and finds the organization, its card counting
 * the role. Every screen passes axe.
 */
describe('open roles', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let organizationId = '';
  let profilePath = '';
  const ownerEmail = uniqueEmail('owner');

  const main = (page: Page) => page.getByRole('main');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    product = await startProduct({ SMTP_URL: smtp.url });
    [owner, visitor] = await Promise.all([openBrowser(product.url), openBrowser(product.url)]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), visitor?.close()]);
    await product?.stop();
    await smtp?.close();
  });

  it('an owner publishes a profile', async () => {
    const steps = accountSteps({
      page: () => owner.page,
      smtp: () => smtp,
      productUrl: () => product.url,
    });
    await steps.signUp(ownerEmail, 'plants-apple-trees-2026', 'Olive Owner');
    await steps.verifyFromMail(ownerEmail);

    organizationId = await steps.publishOrganization(
      ORGANIZATION,
      `${ORGANIZATION} plants and tends fruit trees in shared city spaces.`,
    );
    const page = owner.page;
    // Paid, it is published: its address by id leads to its slug.
    await page.goto(`/organizations/${organizationId}`);
    await page.waitForURL(/\/organizations\/[a-z-]+$/);
    await main(page).getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    profilePath = new URL(page.url()).pathname;
  });

  it('posts a role from the editor, its pay required', async () => {
    const page = owner.page;
    await page.goto(`/organizations/${organizationId}/edit`);
    await main(page).getByRole('link', { name: 'Open roles' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit/roles`);
    await main(page).getByRole('heading', { level: 1, name: 'Open roles' }).waitFor();
    await main(page).getByText('No roles yet. Post your first one above.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await main(page).getByRole('button', { name: 'Post a role' }).click();
    const form = main(page);
    await form.getByLabel(/^Title/).fill(ROLE);
    await form.getByLabel(/^Team/).fill('Growing');
    await form.getByLabel(/^Location/).fill('Cork');
    await form
      .getByLabel(/^Description/)
      .fill('Look after forty apple trees.\nRun the harvest days.\n\nThree days a week.');
    await form.getByLabel('Link to apply at').fill('https://orchard.example.org/jobs/coordinator');
    // Pay transparency: no salary, no role.
    await form.getByRole('button', { name: 'Post role' }).click();
    await form
      .getByText('Please give the salary range: every role shows its pay.')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'manage-form');

    await form.getByLabel(/^From/).fill('38000');
    await form.getByLabel(/^To\b/).fill('44000');
    await form.getByRole('button', { name: 'Post role' }).click();
    await form
      .getByRole('list', { name: 'Your roles' })
      .getByRole('link', { name: ROLE })
      .waitFor();
    await form.getByText('€38,000–€44,000 per year', { exact: false }).waitFor();
    // The confirmation has gone (axe reads a toast mid-fade as faint text).
    await page.getByText('Role posted.').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'manage-list');
  });

  it('posts a remote role open to several countries, each found by typing', async () => {
    const page = owner.page;
    await main(page).getByRole('button', { name: 'Post a role' }).click();
    const form = main(page);
    await form.getByLabel(/^Title/).fill('Remote Grants Writer');
    await form.getByLabel(/^Workplace/).selectOption('remote');
    const countries = form.getByRole('combobox', { name: /^Countries a remote hire may live in/ });
    await countries.click();
    for (const typed of ['kenya', 'cote', 'portu']) {
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
    }
    const chips = form.getByRole('list', { name: 'Chosen: Countries' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([
      expect.stringContaining('Kenya'),
      expect.stringContaining("Côte d'Ivoire"),
      expect.stringContaining('Portugal'),
    ]);
    // The list stays open to choose more; it is accessible as it is.
    expect(await countries.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'remote-countries');
    await form.getByRole('button', { name: 'Remove Portugal' }).click();
    expect(await chips.count()).toBe(2);

    await form.getByLabel(/^From/).fill('30000');
    await form.getByLabel(/^To\b/).fill('36000');
    await form.getByLabel(/^Description/).fill('Write the grant applications, from anywhere.');
    await form.getByLabel(/^Location/).fill('East Africa working hours');
    await form.getByLabel('Link to apply at').fill('https://orchard.example.org/jobs/grants');
    await form.getByRole('button', { name: 'Post role' }).click();
    const list = form.getByRole('list', { name: 'Your roles' });
    await list.getByRole('link', { name: 'Remote Grants Writer' }).waitFor();
    // The location given for a remote role is shown beside its countries.
    await list
      .getByText("Remote · Kenya, Côte d'Ivoire · East Africa working hours", { exact: false })
      .waitFor();
  });

  it('shows the role on the profile and on its own page', async () => {
    const page = visitor.page;
    await page.goto(profilePath);
    const section = main(page).getByRole('region', { name: 'Open roles' });
    await section.getByText('€38,000–€44,000 per year').waitFor();
    await section.getByRole('link', { name: ROLE }).click();
    await page.waitForURL(new RegExp(`${profilePath}/roles/[0-9a-f-]{36}$`));
    await main(page).getByRole('heading', { level: 1, name: ROLE }).waitFor();
    const apply = main(page).getByRole('link', { name: /^Apply/ });
    expect(await apply.getAttribute('href')).toBe('https://orchard.example.org/jobs/coordinator');
    await main(page).getByText('Run the harvest days.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'role-page');

    // Served whole, with its structured data, to a crawler that runs no script.
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<h1 id="role-title"`);
    expect(html).toContain('"@type":"JobPosting"');
  });

  it('lets a visitor filter the directory to organizations hiring now', async () => {
    const page = visitor.page;
    await page.goto('/');
    const toggle = main(page).getByRole('button', { name: 'Hiring now', exact: true });
    await toggle.click();
    await page.waitForURL(/[?&]hiring=true/);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const card = main(page).getByRole('link', { name: ORGANIZATION });
    await card.waitFor();
    // The on-site role and the remote one.
    await card.getByText('2 open roles').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'hiring-filter');

    // It shows among the active filters, where it can be removed like the others.
    await main(page).getByRole('button', { name: 'Remove Hiring now' }).click();
    await page.waitForURL((url) => !url.searchParams.has('hiring'));
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    // Without JavaScript, the server's filter form carries the same choice.
    const html = await (await page.request.get('/?hiring=true')).text();
    expect(html).toContain(ORGANIZATION);
    expect(html).toMatch(/name="hiring" checked="" value="true"/);
  });
});
