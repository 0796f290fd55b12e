import type { Category, CategoryGroup } from '@catalyst/shared';
import { photo } from '../../server/test/image-fixtures';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, type Page, pathStartsWith, test } from './support/fixtures';

async function fetchData<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

test.use({ productSetup: { mail: true } });

/**
 * An owner's organization from creation to deletion, in Chromium against the built product:
 * the create form, the editor (categories, order, texts, logo, banner, a category image),
 * the profile showing every piece, a stranger turned away, and the deletion.
 */
test.describe('organizations', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let categories: Category[] = [];

  const main = (page: Page) => page.getByRole('main');
  const pathname = (page: Page) => new URL(page.url()).pathname;

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

  test.beforeAll(async ({ product }) => {
    categories = await fetchData<Category[]>(product.url, '/categories');
  });

  test('creates an organization with the required fields, then pays for it at checkout', async ({
    owner: page,
    ownerAccount,
  }) => {
    void ownerAccount; // signed up and in
    await page.goto('/submit-organization');
    await expect(
      main(page).getByRole('heading', { name: 'Create a New Organization' }),
    ).toBeVisible();

    // Nothing filled: the three required-field messages.
    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await expect(main(page).getByText('Please provide an organization name')).toBeVisible();
    await expect(main(page).getByText('Please provide an organization description')).toBeVisible();
    await expect(main(page).getByText('Please select a country')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await main(page).getByLabel('Organization name').fill('Riverbank Commons');
    await main(page)
      .getByLabel('Description')
      .fill('A cooperative restoring river ecosystems.\nVolunteers welcome every weekend.');
    // The country is found by typing its name: "Portugal" and Enter choose Portugal (not the
    // first country of the list), and the list is accessible while open.
    const country = main(page).getByRole('combobox', { name: 'Country' });
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
    await expect(country).toHaveValue('Portugal');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await main(page).getByLabel('Location').fill('Leipzig');
    await main(page).getByLabel('Website').fill('riverbank.example.org');
    await main(page).getByLabel('Location').focus();
    await expect(main(page).getByLabel('Website')).toHaveValue('https://riverbank.example.org');

    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    organizationId = pathname(page).split('/').at(-1)!;

    // Publishing is paid for: through Stripe's hosted checkout (the real SDK, a local fake
    // Stripe) and back to the editor, which waits for the payment to be confirmed.
    await main(page).getByRole('button', { name: 'Select Monthly Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(
      pathStartsWith(`/organizations/${organizationId}/edit?success=true&session_id=`),
    );
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    expect(
      await main(page)
        .getByRole('combobox', { name: /^Country/ })
        .inputValue(),
    ).toBe('Portugal');

    // The profile shows the country typed.
    await page.goto(`/organizations/${organizationId}`);
    await expect(
      main(page).getByRole('heading', { name: 'Riverbank Commons', level: 1 }),
    ).toBeVisible();
    await expect(main(page).getByText('Leipzig, Portugal', { exact: true })).toBeVisible();
  });

  test('completes the profile: categories with the limit and order, texts, logo, banner and a category image', async ({
    owner: page,
    product,
  }) => {
    const groups = await fetchData<CategoryGroup[]>(product.url, '/category-groups');
    const { ordered, property, spare } = pickCategories(groups);
    await page.goto(`/organizations/${organizationId}/edit`);
    await expect(main(page).getByRole('heading', { name: 'Edit Organization' })).toBeVisible();
    await expect(main(page).getByText('Update information about this organization')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const category of [...ordered, property]) {
      await main(page).getByRole('checkbox', { name: category.name, exact: true }).check();
    }
    // At seven: the warning, and every other box disabled.
    await expect(
      main(page).getByText('You can select up to 7 categories. Deselect one to choose another.'),
    ).toBeVisible();
    expect(
      await main(page).getByRole('checkbox', { name: spare.name, exact: true }).isDisabled(),
    ).toBe(true);

    // The second category moves to the top; company properties are not in the order.
    const order = main(page).getByRole('list', { name: 'Category order' });
    await order.getByRole('button', { name: `Move ${ordered[1]!.name} up` }).click();
    const orderedNames = await order.getByRole('listitem').allInnerTexts();
    expect(orderedNames).toHaveLength(6);
    expect(orderedNames[0]).toContain(ordered[1]!.name);
    expect(orderedNames[1]).toContain(ordered[0]!.name);
    expect(
      await order.getByRole('button', { name: `Move ${ordered[1]!.name} up` }).isDisabled(),
    ).toBe(true);

    const detail = `Riverbank Commons rebuilt 14 km of living riverbank with ${ordered[0]!.name}.`;
    await main(page).getByLabel(`${ordered[0]!.name} description`).fill(detail);

    await main(page)
      .getByLabel('Upload logo')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await photo('png', 400, 400),
      });
    await expect(main(page).getByRole('img', { name: 'Current logo' })).toBeVisible();
    await main(page)
      .getByLabel('Upload banner')
      .setInputFiles({
        name: 'banner.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('jpeg', 1600, 500),
      });
    await expect(main(page).getByRole('img', { name: 'Current banner' })).toBeVisible();

    // The country changes by typing part of its name, accents left out.
    const country = main(page).getByRole('combobox', { name: /^Country/ });
    await country.click();
    await page.keyboard.type('cote');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue("Côte d'Ivoire");

    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Organization updated successfully')).toBeVisible();
    // The profile opens at its readable address, made from the name.
    await expect(page).toHaveURL(/\/organizations\/riverbank-commons(-\d+)?$/);

    // A category's image needs the category saved first: back to the editor for it.
    await page.goto(`/organizations/${organizationId}/edit`);
    const categoryImage = new RegExp(`^upload ${ordered[1]!.name} image$`, 'i');
    await main(page)
      .getByLabel(categoryImage)
      .setInputFiles({
        name: 'field-day.webp',
        mimeType: 'image/webp',
        buffer: await photo('webp', 1280, 720),
      });
    await expect(
      main(page).getByRole('img', { name: new RegExp(`current ${ordered[1]!.name} image`, 'i') }),
    ).toBeVisible();

    // The profile shows every piece, in the saved order; its id address leads there too.
    await page.goto(`/organizations/${organizationId}`);
    await expect(page).toHaveURL(/\/organizations\/riverbank-commons(-\d+)?$/);
    await expect(
      main(page).getByRole('heading', { name: 'Riverbank Commons', level: 1 }),
    ).toBeVisible();
    await expect(main(page).getByText('Volunteers welcome every weekend.')).toBeVisible();
    await expect(main(page).getByText(detail)).toBeVisible();
    await expect(main(page).getByText('riverbank.example.org')).toBeVisible();
    await expect(main(page).getByText("Leipzig, Côte d'Ivoire", { exact: true })).toBeVisible();
    const images = await main(page)
      .locator('img')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).src));
    const stored = images.filter((src) => src.includes('/media/images/'));
    expect(stored.length).toBeGreaterThanOrEqual(3); // banner, logo, the category image
    for (const src of stored) {
      const response = await fetch(src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const sectionHeadings = await main(page).getByRole('heading', { level: 3 }).allInnerTexts();
    const firstOrdered = sectionHeadings.findIndex((text) => text.includes(ordered[1]!.name));
    const secondOrdered = sectionHeadings.findIndex((text) => text.includes(ordered[0]!.name));
    expect(firstOrdered).toBeGreaterThanOrEqual(0);
    expect(firstOrdered).toBeLessThan(secondOrdered);
    await expect(main(page).getByText(property.name).first()).toBeVisible();

    // The page its owner is sent is everyone's: nothing of who owns it or how it pays, in its
    // HTML or the data it hydrates from. Their controls come from their own list.
    const html = await (await page.context().request.get(page.url())).text();
    expect(html).toContain('id="server-state"');
    for (const field of ['createdBy', 'paymentStatus', 'subscriptionType', 'viewerRole']) {
      expect(html).not.toContain(field);
    }
    await expect(main(page).getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  test('sends anyone but the owner away from the editor with the access message', async ({
    accounts,
    openPage,
  }) => {
    const page = await openPage();
    const email = uniqueEmail('stranger');
    await accounts.signUp(page, email, 'not-the-owner-2026', 'Sam Stranger');
    await accounts.verifyFromMail(page, email);
    await page.goto(`/organizations/${organizationId}/edit`);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      main(page).getByText("You don't have permission to edit this organization"),
    ).toBeVisible();
    // Paid and published, the profile is public, but its owner's controls are not theirs.
    await page.goto(`/organizations/${organizationId}`);
    await expect(
      main(page).getByRole('heading', { name: 'Riverbank Commons', level: 1 }),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });

  test('deletes the organization and its images, landing on the dashboard message', async ({
    owner: page,
    product,
  }) => {
    await page.goto(`/organizations/${organizationId}`);
    await expect(
      main(page).getByRole('heading', { name: 'Riverbank Commons', level: 1 }),
    ).toBeVisible();
    const logo = await main(page).locator('img[src*="/media/images/"]').first().getAttribute('src');
    await main(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete Organization' })).toBeVisible();
    await expect(
      dialog.getByText(
        'Are you sure you want to delete this organization? This action cannot be undone.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(main(page).getByText('Organization deleted successfully')).toBeVisible();
    await expect(main(page).getByText('No organizations yet')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await fetch(new URL(logo!, product.url))).status).toBe(404);
  });
});
