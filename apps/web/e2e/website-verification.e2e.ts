import { organizationFormMessages, websiteVerificationMessages as text } from '@catalyst/shared';
import { startWebsiteStandIn, type WebsiteStandIn } from '../../server/test/stand-ins/website';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, type Page, pathIs, pathStartsWith, test } from './support/fixtures';

const ORGANIZATION = 'Harbor Lights Collective';
const FILE = '/.well-known/catalyst-verification.txt';

test.use({
  productSetup: {
    mail: true,
    env: { NODE_ENV: 'development', WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'true' },
  },
});

/**
 * An owner proves the organization runs its website by the file method, against a stand-in
 * site on loopback (the product runs with WEBSITE_VERIFICATION_ALLOW_LOOPBACK, which only a
 * non-production server accepts): the badge then shows on the profile and the card, and
 * changing the website takes it away.
 */
test.describe('website verification', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let site: WebsiteStandIn;
  // A name the profile form accepts; localhost names are loopback (RFC 6761).
  const domain = 'harbor.localhost';
  let siteUrl = '';

  const main = (page: Page) => page.getByRole('main');

  test.beforeAll(async () => {
    site = await startWebsiteStandIn();
    siteUrl = `http://${domain}:${site.port}`;
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('publishes an organization that names the stand-in site', async ({
    owner: page,
    ownerAccount,
  }) => {
    void ownerAccount; // signed up and in
    await page.goto('/submit-organization');
    await main(page).getByLabel('Organization name').fill(ORGANIZATION);
    await main(page).getByLabel('Description').fill(`${ORGANIZATION} keeps the harbour lights on.`);
    await main(page).getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await main(page).getByLabel('Website').fill(`${siteUrl}/`);
    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
    await main(page).getByRole('button', { name: 'Select Monthly Plan' }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(
      pathStartsWith(`/organizations/${organizationId}/edit?success=true`),
    );
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('verifies by the file from the editor’s link, the result said on the page', async ({
    owner: page,
  }) => {
    await page.goto(`/organizations/${organizationId}/edit`);
    await main(page).getByRole('link', { name: 'Verify this website' }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/edit/website`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Verify the website' }),
    ).toBeVisible();
    await expect(
      main(page).getByText(`${domain} is not verified yet.`, { exact: false }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const token = (
      await main(page).getByRole('group', { name: 'Code' }).locator('code').textContent()
    )?.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // Not there yet: the page says what the server found.
    await main(page).getByRole('button', { name: 'Check the file' }).click();
    await expect(
      main(page).getByText(text.unreachable(`${siteUrl}${FILE}`, text.answered(404))),
    ).toBeVisible();

    site.route(FILE, { kind: 'page', body: `${token}\n`, contentType: 'text/plain' });
    await main(page).getByRole('button', { name: 'Check the file' }).click();
    await expect(main(page).getByText(text.verified(domain))).toBeVisible();
    await expect(main(page).getByText('Verified by a file on', { exact: false })).toBeVisible();
    expect(site.requests.some((request) => request.host === `${domain}:${site.port}`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const files = await captureAtWidths(page, 'website-verification', 'verified');
    expect(files).toHaveLength(2);
  });

  test('shows the badge on the profile and on its card', async ({ owner: page }) => {
    await page.goto(`/organizations/${organizationId}`);
    const article = main(page).getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    // The badge's title explains it; its text says it.
    const badge = article.getByTitle(text.badgeExplanation(domain));
    await expect(badge).toBeVisible();
    expect(await badge.innerText()).toContain(text.badge);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'website-verification', 'profile-badge');

    await page.goto('/');
    const card = main(page).getByRole('link', { name: ORGANIZATION });
    await expect(card).toBeVisible();
    await expect(card.getByTitle(text.badgeExplanation(domain))).toBeVisible();
    expect(await card.getAttribute('aria-describedby')).toContain('verified');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('loses the badge when the website changes', async ({ owner: page, product }) => {
    await page.goto(`/organizations/${organizationId}/edit`);
    await expect(main(page).getByRole('link', { name: 'Website verified: details' })).toBeVisible();
    await main(page).getByLabel('Website').fill('https://harbor-lights.example.org');
    // Saving needs a category; the journey created the organization without one.
    const categories = (await (await fetch(`${product.url}/api/categories`)).json()) as {
      data: { name: string; groupId: string }[];
    };
    const category = categories.data.find((c) => c.groupId !== 'company_properties')!;
    await main(page).getByRole('checkbox', { name: category.name, exact: true }).check();
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText(organizationFormMessages.updated)).toBeVisible();
    await page.goto(`/organizations/${organizationId}`);
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    await expect(main(page).getByText(text.badge)).toHaveCount(0);

    const response = await fetch(`${product.url}/api/organizations/${organizationId}`);
    const body = (await response.json()) as { data: { websiteVerified: unknown } };
    expect(body.data.websiteVerified).toBeNull();

    await page.goto('/');
    const card = main(page).getByRole('link', { name: ORGANIZATION });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.badge)).toHaveCount(0);
  });
});
