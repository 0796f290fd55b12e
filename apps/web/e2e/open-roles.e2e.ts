import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, type Page, pathIs, test } from './support/fixtures';

const ORGANIZATION = 'Orchard Commons Cooperative';
const ROLE = 'Community Orchard Coordinator';

test.use({
  productSetup: { mail: true },
  organization: {
    name: ORGANIZATION,
    description: `${ORGANIZATION} plants and tends fruit trees in shared city spaces.`,
  },
});

/**
 * Open roles end to end: an owner publishes a profile and posts a role from the editor's
 * Open roles page; the role shows on the profile and on a page of its own, with its pay and a
 * way to apply; a visitor turns on 'Hiring now' and finds the organization, its card counting
 * the role. Every screen passes axe.
 */
test.describe('open roles', () => {
  test.describe.configure({ mode: 'serial' });

  let organizationId = '';
  let profilePath = '';

  const main = (page: Page) => page.getByRole('main');

  test('an owner publishes a profile', async ({ owner: page, publishedOrganization }) => {
    organizationId = publishedOrganization.id;
    // Paid, it is published: its address by id leads to its slug.
    await page.goto(`/organizations/${organizationId}`);
    await expect(page).toHaveURL(/\/organizations\/[a-z-]+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
    profilePath = new URL(page.url()).pathname;
  });

  test('posts a role from the editor, its pay required', async ({ owner: page }) => {
    await page.goto(`/organizations/${organizationId}/edit`);
    await main(page).getByRole('link', { name: 'Open roles' }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${organizationId}/edit/roles`));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Open roles' })).toBeVisible();
    await expect(main(page).getByText('No roles yet. Post your first one above.')).toBeVisible();
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
    await expect(
      form.getByText('Please give the salary range: every role shows its pay.').first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'manage-form');

    await form.getByLabel(/^From/).fill('38000');
    await form.getByLabel(/^To\b/).fill('44000');
    await form.getByRole('button', { name: 'Post role' }).click();
    await expect(
      form.getByRole('list', { name: 'Your roles' }).getByRole('link', { name: ROLE }),
    ).toBeVisible();
    await expect(form.getByText('€38,000–€44,000 per year', { exact: false })).toBeVisible();
    // The confirmation has gone (axe reads a toast mid-fade as faint text).
    await expect(page.getByText('Role posted.')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'manage-list');
  });

  test('posts a remote role open to several countries, each found by typing', async ({
    owner: page,
  }) => {
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
    await expect(countries).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'remote-countries');
    await form.getByRole('button', { name: 'Remove Portugal' }).click();
    await expect(chips).toHaveCount(2);

    await form.getByLabel(/^From/).fill('30000');
    await form.getByLabel(/^To\b/).fill('36000');
    await form.getByLabel(/^Description/).fill('Write the grant applications, from anywhere.');
    await form.getByLabel(/^Location/).fill('East Africa working hours');
    await form.getByLabel('Link to apply at').fill('https://orchard.example.org/jobs/grants');
    await form.getByRole('button', { name: 'Post role' }).click();
    const list = form.getByRole('list', { name: 'Your roles' });
    await expect(list.getByRole('link', { name: 'Remote Grants Writer' })).toBeVisible();
    // The location given for a remote role is shown beside its countries.
    await expect(
      list.getByText("Remote · Kenya, Côte d'Ivoire · East Africa working hours", { exact: false }),
    ).toBeVisible();
  });

  test('shows the role on the profile and on its own page', async ({ visitor: page }) => {
    await page.goto(profilePath);
    const section = main(page).getByRole('region', { name: 'Open roles' });
    await expect(section.getByText('€38,000–€44,000 per year')).toBeVisible();
    await section.getByRole('link', { name: ROLE }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}/roles/[0-9a-f-]{36}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: ROLE })).toBeVisible();
    const apply = main(page).getByRole('link', { name: /^Apply/ });
    await expect(apply).toHaveAttribute('href', 'https://orchard.example.org/jobs/coordinator');
    await expect(main(page).getByText('Run the harvest days.', { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'role-page');

    // Served whole, with its structured data, to a crawler that runs no script.
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<h1 id="role-title"`);
    expect(html).toContain('"@type":"JobPosting"');
  });

  test('lets a visitor filter the directory to organizations hiring now', async ({
    visitor: page,
  }) => {
    await page.goto('/');
    const toggle = main(page).getByRole('button', { name: 'Hiring now', exact: true });
    await toggle.click();
    await expect(page).toHaveURL(/[?&]hiring=true/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const card = main(page).getByRole('link', { name: ORGANIZATION });
    await expect(card).toBeVisible();
    // The on-site role and the remote one.
    await expect(card.getByText('2 open roles')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'open-roles', 'hiring-filter');

    // It shows among the active filters, where it can be removed like the others.
    await main(page).getByRole('button', { name: 'Remove Hiring now' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('hiring'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Without JavaScript, the server's filter form carries the same choice.
    const html = await (await page.request.get('/?hiring=true')).text();
    expect(html).toContain(ORGANIZATION);
    expect(html).toMatch(/name="hiring" checked="" value="true"/);
  });
});
