import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OrganizationList } from '@catalyst/shared';
import { seriousViolations } from './support/axe';
import type { JourneyProduct } from './support/journey-product';
import { expect, type Page, pathIs, pathStartsWith, test } from './support/fixtures';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
test.use({
  productSetup: { mail: true, postgres: true, env: { NODE_ENV: 'development' } },
});

/**
 * Paying to publish, as a newcomer's product does it: development mode with no Stripe keys, so
 * the built-in test checkout stands in for Stripe's hosted page; on PostgreSQL, so the
 * operator's guest-code command runs beside the server as it would in production.
 */
test.describe('payments', () => {
  test.describe.configure({ mode: 'serial' });

  const main = (page: Page) => page.getByRole('main');
  const pathname = (page: Page) => new URL(page.url()).pathname;

  async function createOrganization(page: Page, name: string): Promise<string> {
    await page.goto('/submit-organization');
    await main(page).getByLabel('Organization name').fill(name);
    await main(page)
      .getByLabel('Description')
      .fill(`${name} turns bold ideas into lasting change.`);
    await main(page).getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await main(page).getByRole('button', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    await expect(
      main(page).getByRole('heading', { name: 'Select a Subscription Plan' }),
    ).toBeVisible();
    return pathname(page).split('/').at(-1)!;
  }

  async function publicNames(product: JourneyProduct): Promise<string[]> {
    const response = await fetch(`${product.url}/api/organizations?country=PT&limit=60`);
    const list = ((await response.json()) as { data: OrganizationList }).data;
    return list.items.map((item) => item.name);
  }

  test('shows both plans, pays in the test checkout, verifies on return and lists the profile', async ({
    owner: page,
    ownerAccount,
    product,
  }) => {
    void ownerAccount; // signed up and in
    const id = await createOrganization(page, 'Tidewater Labs');
    for (const text of [
      'Monthly Plan',
      'Flexible subscription billed monthly',
      'Annual Plan',
      'Best Value',
      'Save 16% with annual billing',
      'Save $44 compared to monthly plan',
      'Cancel anytime',
    ]) {
      await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
    }
    expect(await publicNames(product)).not.toContain('Tidewater Labs');
    expect(await seriousViolations(page)).toEqual([]);

    await main(page).getByRole('button', { name: 'Select Annual Plan' }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\/cs_test_local_/);
    await expect(main(page).getByText('TEST MODE', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByText('Annual Plan').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Pay $100.00' }).click();

    await expect(page).toHaveURL(
      pathStartsWith(`/organizations/${id}/edit?success=true&session_id=cs_test_local_`),
    );
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await publicNames(product)).toContain('Tidewater Labs');
    await page.goto('/?country=PT');
    await expect(
      main(page)
        .getByRole('link', { name: /Tidewater Labs/ })
        .first(),
    ).toBeVisible();

    await page.goto('/dashboard');
    await expect(main(page).getByText('Annual Plan').first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/Renews on/)
        .first(),
    ).toBeVisible();
  });

  test('cancels at checkout, counts down and returns to plan selection; unpaid, the editor asks for payment', async ({
    owner: page,
    product,
  }) => {
    const id = await createOrganization(page, 'Harbour Commons');
    await main(page).getByRole('button', { name: 'Select Monthly Plan' }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\//);
    await main(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(pathIs(`/payments/canceled?org=${id}`));
    await expect(main(page).getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
    await expect(
      main(page).getByText('Your organization payment was not completed.'),
    ).toBeVisible();
    // The visible countdown (a polite live region announces it apart).
    await expect(
      main(page)
        .getByText(/Redirecting in \d+ seconds\.\.\./)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByText('Go to Dashboard', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Try Again', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page).toHaveURL(pathIs(`/payments/select/${id}`), { timeout: 15_000 });
    await expect(
      main(page).getByRole('heading', { name: 'Select a Subscription Plan' }),
    ).toBeVisible();

    await page.goto(`/organizations/${id}/edit`);
    await expect(main(page).getByRole('heading', { name: 'Payment Required' })).toBeVisible();
    await expect(
      main(page).getByText('A subscription is required to complete your organization profile.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(pathIs(`/payments/select/${id}`));
    expect(await publicNames(product)).not.toContain('Harbour Commons');
  });

  test('applies a guest code made by the operator command', async ({ owner: page, product }) => {
    const made = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'guest-codes',
        '--',
        'create',
        '--max-uses',
        '1',
        '--reason',
        'For the payments journey.',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: product.databaseUrl, NODE_ENV: 'development' },
        encoding: 'utf8',
      },
    );
    expect(made.status, made.stderr).toBe(0);
    const code = /Guest code: (\S+)/.exec(made.stdout)?.[1];
    expect(code).toBeTruthy();

    const id = await createOrganization(page, 'Lighthouse Guild');
    await main(page).getByLabel('Enter Guest Code').fill('CAT-0000-0000-0000-0000');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByText('Invalid guest code')).toBeVisible();

    await main(page).getByLabel('Enter Guest Code').fill(code!);
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(pathIs(`/organizations/${id}/edit?success=true&guest=true`));
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    expect(await publicNames(product)).toContain('Lighthouse Guild');
  });
});
