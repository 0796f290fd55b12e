import type { Category, CategoryGroup } from '@catalyst/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../../server/test/image-fixtures';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

async function fetchData<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * An owner's organization from creation to deletion, in Chromium against the built product:
 * the create form, the editor (categories, order, texts, logo, banner, a category image),
 * the profile showing every piece, a stranger turned away, and the deletion.
 */
describe('organizations', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let owner: BrowserSession;
  let page: Page;
  let organizationId = '';
  let categories: Category[] = [];

  const steps = accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => product.url });
  const main = () => page.getByRole('main');
  const pathname = () => new URL(page.url()).pathname;

  /** Six categories from the ordered groups and one company property, all distinct. */
  function pickCategories(groups: CategoryGroup[]) {
    const ordered = groups.filter((group) => group.id !== 'company_properties');
    const picked = ordered
      .slice(0, 3)
      .flatMap((group) => categories.filter((c) => c.groupId === group.id).slice(0, 2));
    const property = categories.find((c) => c.groupId === 'company_properties');
    if (picked.length !== 6 || !property) throw new Error('the seed lacks categories');
    const spare = categories.find((c) => c.groupId !== 'company_properties' && !picked.includes(c));
    if (!spare) throw new Error('the seed lacks a spare category');
    return { ordered: picked, property, spare };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    product = await startProduct({ SMTP_URL: smtp.url });
    owner = await openBrowser(product.url);
    page = owner.page;
    categories = await fetchData<Category[]>(product.url, '/categories');
    const email = uniqueEmail('owner');
    await steps.signUp(email, 'mission-driven-2026', 'Olivia Owner');
    await steps.verifyFromMail(email);
  });
  afterAll(async () => {
    await owner?.close();
    await product?.stop();
    await smtp?.close();
  });

  it('creates an organization with the required fields, then pays for it at checkout', async () => {
    await page.goto('/submit-organization');
    await main().getByRole('heading', { name: 'Create a New Organization' }).waitFor();

    // Nothing filled: the spec's three messages.
    await main().getByRole('button', { name: 'Create Organization' }).click();
    await main().getByText('Please provide an organization name').waitFor();
    await main().getByText('Please provide an organization description').waitFor();
    await main().getByText('Please select a country').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await main().getByLabel('Organization name').fill('Riverbank Commons');
    await main()
      .getByLabel('Description')
      .fill('A cooperative restoring river ecosystems.\nVolunteers welcome every weekend.');
    // The country is found by typing its name: "Portugal" and Enter choose Portugal (not the
    // first country of the list), and the list is accessible while open.
    const country = main().getByRole('combobox', { name: 'Country' });
    await country.fill('por');
    const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
    expect(await options.allInnerTexts()).toEqual([
      expect.stringContaining('Portugal'),
      expect.stringContaining('Singapore'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'organizations', 'country-combobox-open');
    await country.fill('Portugal');
    await country.press('Enter');
    expect(await country.inputValue()).toBe('Portugal');
    expect(await country.getAttribute('aria-expanded')).toBe('false');
    await main().getByLabel('Location').fill('Leipzig');
    await main().getByLabel('Website').fill('riverbank.example.org');
    await main().getByLabel('Location').focus();
    expect(await main().getByLabel('Website').inputValue()).toBe('https://riverbank.example.org');

    await main().getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = pathname().split('/').at(-1)!;

    // Publishing is paid for: through Stripe's hosted checkout (the real SDK, a local fake
    // Stripe) and back to the editor, which waits for the payment to be confirmed.
    await main().getByRole('button', { name: 'Select Monthly Plan' }).click();
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`**/organizations/${organizationId}/edit?success=true&session_id=*`);
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(
      await main()
        .getByRole('combobox', { name: /^Country/ })
        .inputValue(),
    ).toBe('Portugal');

    // The profile shows the country typed.
    await page.goto(`/organizations/${organizationId}`);
    await main().getByRole('heading', { name: 'Riverbank Commons', level: 1 }).waitFor();
    await main().getByText('Leipzig, Portugal', { exact: true }).waitFor();
  });

  it('completes the profile: categories with the limit and order, texts, logo, banner and a category image', async () => {
    const groups = await fetchData<CategoryGroup[]>(product.url, '/category-groups');
    const { ordered, property, spare } = pickCategories(groups);
    await page.goto(`/organizations/${organizationId}/edit`);
    await main().getByRole('heading', { name: 'Edit Organization' }).waitFor();
    await main().getByText('Update information about this organization').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    for (const category of [...ordered, property]) {
      await main().getByRole('checkbox', { name: category.name, exact: true }).check();
    }
    // At seven: the warning, and every other box disabled.
    await main()
      .getByText('You can select up to 7 categories. Deselect one to choose another.')
      .waitFor();
    expect(await main().getByRole('checkbox', { name: spare.name, exact: true }).isDisabled()).toBe(
      true,
    );

    // The second category moves to the top; company properties are not in the order.
    const order = main().getByRole('list', { name: 'Category order' });
    await order.getByRole('button', { name: `Move ${ordered[1]!.name} up` }).click();
    const orderedNames = await order.getByRole('listitem').allInnerTexts();
    expect(orderedNames).toHaveLength(6);
    expect(orderedNames[0]).toContain(ordered[1]!.name);
    expect(orderedNames[1]).toContain(ordered[0]!.name);
    expect(
      await order.getByRole('button', { name: `Move ${ordered[1]!.name} up` }).isDisabled(),
    ).toBe(true);

    const detail = `Riverbank Commons rebuilt 14 km of living riverbank with ${ordered[0]!.name}.`;
    await main().getByLabel(`${ordered[0]!.name} description`).fill(detail);

    await main()
      .getByLabel('Upload logo')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await photo('png', 400, 400),
      });
    await main().getByRole('img', { name: 'Current logo' }).waitFor();
    await main()
      .getByLabel('Upload banner')
      .setInputFiles({
        name: 'banner.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('jpeg', 1600, 500),
      });
    await main().getByRole('img', { name: 'Current banner' }).waitFor();

    // The country changes by typing part of its name, accents left out.
    const country = main().getByRole('combobox', { name: /^Country/ });
    await country.click();
    await page.keyboard.type('cote');
    await page.keyboard.press('Enter');
    expect(await country.inputValue()).toBe("Côte d'Ivoire");

    await main().getByRole('button', { name: 'Save Changes' }).click();
    await main().getByText('Organization updated successfully').waitFor();
    // The profile opens at its readable address, made from the name.
    await page.waitForURL(/\/organizations\/riverbank-commons(-\d+)?$/);

    // A category's image needs the category saved first: back to the editor for it.
    await page.goto(`/organizations/${organizationId}/edit`);
    const categoryImage = new RegExp(`^upload ${ordered[1]!.name} image$`, 'i');
    await main()
      .getByLabel(categoryImage)
      .setInputFiles({
        name: 'field-day.webp',
        mimeType: 'image/webp',
        buffer: await photo('webp', 1280, 720),
      });
    await main()
      .getByRole('img', { name: new RegExp(`current ${ordered[1]!.name} image`, 'i') })
      .waitFor();

    // The profile shows every piece, in the saved order; its id address leads there too.
    await page.goto(`/organizations/${organizationId}`);
    await page.waitForURL(/\/organizations\/riverbank-commons(-\d+)?$/);
    await main().getByRole('heading', { name: 'Riverbank Commons', level: 1 }).waitFor();
    await main().getByText('Volunteers welcome every weekend.').waitFor();
    await main().getByText(detail).waitFor();
    await main().getByText('riverbank.example.org').waitFor();
    await main().getByText("Leipzig, Côte d'Ivoire", { exact: true }).waitFor();
    const images = await main()
      .locator('img')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).src));
    const stored = images.filter((src) => src.includes('/media/images/'));
    expect(stored.length).toBeGreaterThanOrEqual(3); // banner, logo, the category image
    for (const src of stored) {
      const response = await fetch(src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const sectionHeadings = await main().getByRole('heading', { level: 3 }).allInnerTexts();
    const firstOrdered = sectionHeadings.findIndex((text) => text.includes(ordered[1]!.name));
    const secondOrdered = sectionHeadings.findIndex((text) => text.includes(ordered[0]!.name));
    expect(firstOrdered).toBeGreaterThanOrEqual(0);
    expect(firstOrdered).toBeLessThan(secondOrdered);
    await main().getByText(property.name).first().waitFor();

    // The page its owner is sent is everyone's: nothing of who owns it or how it pays, in its
    // HTML or the data it hydrates from. Their controls come from their own list.
    const html = await (await page.context().request.get(page.url())).text();
    expect(html).toContain('id="server-state"');
    for (const field of ['createdBy', 'paymentStatus', 'subscriptionType', 'viewerRole']) {
      expect(html).not.toContain(field);
    }
    await main().getByRole('link', { name: 'Edit' }).waitFor();
    await main().getByRole('button', { name: 'Delete' }).waitFor();
  });

  it('sends anyone but the owner away from the editor with the spec message', async () => {
    const stranger = await openBrowser(product.url);
    const previous = page;
    page = stranger.page;
    try {
      const email = uniqueEmail('stranger');
      await steps.signUp(email, 'not-the-owner-2026', 'Sam Stranger');
      await steps.verifyFromMail(email);
      await page.goto(`/organizations/${organizationId}/edit`);
      await page.waitForURL((url) => url.pathname === '/');
      await main().getByText("You don't have permission to edit this organization").waitFor();
      // Paid and published, the profile is public, but its owner's controls are not theirs.
      await page.goto(`/organizations/${organizationId}`);
      await main().getByRole('heading', { name: 'Riverbank Commons', level: 1 }).waitFor();
      expect(await main().getByRole('button', { name: 'Delete' }).count()).toBe(0);
      expect(await main().getByRole('link', { name: 'Edit' }).count()).toBe(0);
    } finally {
      page = previous;
      await stranger.close();
    }
  });

  it('deletes the organization and its images, landing on the dashboard message', async () => {
    await page.goto(`/organizations/${organizationId}`);
    await main().getByRole('heading', { name: 'Riverbank Commons', level: 1 }).waitFor();
    const logo = await main().locator('img[src*="/media/images/"]').first().getAttribute('src');
    await main().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('heading', { name: 'Delete Organization' }).waitFor();
    await dialog
      .getByText('Are you sure you want to delete this organization? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await page.waitForURL('**/profile');
    await main().getByText('Organization deleted successfully').waitFor();
    await main().getByText('No organizations yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await fetch(new URL(logo!, product.url))).status).toBe(404);
  });
});
