import { organizationFormMessages, websiteVerificationMessages as text } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { startWebsiteStandIn, type WebsiteStandIn } from '../../server/test/stand-ins/website';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

const ORGANIZATION = 'Harbor Lights Collective';
const FILE = '/.well-known/catalyst-verification.txt';

/**
 * An owner proves the organization runs its website by the file method, against a stand-in
 * site on loopback (the product runs with WEBSITE_VERIFICATION_ALLOW_LOOPBACK, which only a
 * non-production server accepts): the badge then shows on the profile and the card, and
 * changing the website takes it away.
 */
describe('website verification', () => {
  let smtp: SmtpCapture;
  let site: WebsiteStandIn;
  let product: RunningProduct;
  let owner: BrowserSession;
  let page: Page;
  let organizationId = '';
  let siteUrl = '';
  let domain = '';

  const steps = accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => product.url });
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    site = await startWebsiteStandIn();
    // A name the profile form accepts; localhost names are loopback (RFC 6761).
    domain = 'harbor.localhost';
    siteUrl = `http://${domain}:${site.port}`;
    product = await startProduct({
      NODE_ENV: 'development',
      SMTP_URL: smtp.url,
      WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'true',
    });
    owner = await openBrowser(product.url);
    page = owner.page;
    const email = uniqueEmail('owner');
    await steps.signUp(email, 'verifies-its-site-2026', 'Hana Harbor');
    await steps.verifyFromMail(email);
  });
  afterAll(async () => {
    await owner?.close();
    await product?.stop();
    await site?.close();
    await smtp?.close();
  });

  it('publishes an organization that names the stand-in site', async () => {
    await page.goto('/submit-organization');
    await main().getByLabel('Organization name').fill(ORGANIZATION);
    await main().getByLabel('Description').fill(`${ORGANIZATION} keeps the harbour lights on.`);
    await main().getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await main().getByLabel('Website').fill(`${siteUrl}/`);
    await main().getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
    await main().getByRole('button', { name: 'Select Monthly Plan' }).click();
    await page.waitForURL(/\/payments\/test-checkout\//);
    await main().getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit?success=true*`);
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();
  });

  it('verifies by the file from the editor’s link, the result said on the page', async () => {
    await page.goto(`/organizations/${organizationId}/edit`);
    await main().getByRole('link', { name: 'Verify this website' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit/website`);
    await main().getByRole('heading', { level: 1, name: 'Verify the website' }).waitFor();
    await main().getByText(`${domain} is not verified yet.`, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const token = (
      await main().getByRole('group', { name: 'Code' }).locator('code').textContent()
    )?.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Not there yet: the page says what the server found.
    await main().getByRole('button', { name: 'Check the file' }).click();
    await main()
      .getByText(text.unreachable(`${siteUrl}${FILE}`, text.answered(404)))
      .waitFor();

    site.route(FILE, { kind: 'page', body: `${token}\n`, contentType: 'text/plain' });
    await main().getByRole('button', { name: 'Check the file' }).click();
    await main().getByText(text.verified(domain)).waitFor();
    await main().getByText('Verified by a file on', { exact: false }).waitFor();
    expect(site.requests.some((request) => request.host === `${domain}:${site.port}`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const files = await captureAtWidths(page, 'website-verification', 'verified');
    expect(files).toHaveLength(2);
  });

  it('shows the badge on the profile and on its card', async () => {
    await page.goto(`/organizations/${organizationId}`);
    const article = main().getByRole('article');
    await article.getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    // The badge's title explains it; its text says it.
    const badge = article.getByTitle(text.badgeExplanation(domain));
    await badge.waitFor();
    expect(await badge.innerText()).toContain(text.badge);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'website-verification', 'profile-badge');

    await page.goto('/');
    const card = main().getByRole('link', { name: ORGANIZATION });
    await card.waitFor();
    await card.getByTitle(text.badgeExplanation(domain)).waitFor();
    expect(await card.getAttribute('aria-describedby')).toContain('verified');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('loses the badge when the website changes', async () => {
    await page.goto(`/organizations/${organizationId}/edit`);
    await main().getByRole('link', { name: 'Website verified: details' }).waitFor();
    await main().getByLabel('Website').fill('https://harbor-lights.example.org');
    // Saving needs a category; the journey created the organization without one.
    const categories = (await (await fetch(`${product.url}/api/categories`)).json()) as {
      data: { name: string; groupId: string }[];
    };
    const category = categories.data.find((c) => c.groupId !== 'company_properties')!;
    await main().getByRole('checkbox', { name: category.name, exact: true }).check();
    await main().getByRole('button', { name: 'Save Changes' }).click();
    await main().getByText(organizationFormMessages.updated).waitFor();
    await page.goto(`/organizations/${organizationId}`);
    await main().getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
    expect(await main().getByText(text.badge).count()).toBe(0);

    const response = await fetch(`${product.url}/api/organizations/${organizationId}`);
    const body = (await response.json()) as { data: { websiteVerified: unknown } };
    expect(body.data.websiteVerified).toBeNull();

    await page.goto('/');
    const card = main().getByRole('link', { name: ORGANIZATION });
    await card.waitFor();
    expect(await card.getByText(text.badge).count()).toBe(0);
  });
});
