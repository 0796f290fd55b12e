import { seriousViolations } from './support/axe';
import { captureAtWidths } from './support/screenshots';
import { expect, type Page, pathIs, pathStartsWith, test } from './support/fixtures';

test.use({ productSetup: { mail: true } });

/**
 * An owner's way from a new organization to a live profile, with no dead end: the plan page
 * survives a reload, an unpaid organization is paid for from wherever it is listed, and the
 * return from Stripe's hosted checkout (the local fake Stripe, in production mode) says that the
 * payment went through and what to do next.
 */
test.describe('the payment flow', () => {
  test.describe.configure({ mode: 'serial' });

  const main = (page: Page) => page.getByRole('main');
  const planHeading = (page: Page) =>
    main(page).getByRole('heading', { level: 1, name: 'Select a Subscription Plan' });

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
    await expect(planHeading(page)).toBeVisible();
    return new URL(page.url()).pathname.split('/').at(-1)!;
  }

  test('keeps the plan page through a reload, pays from the dashboard’s pending row and confirms it', async ({
    owner: page,
    ownerAccount,
  }) => {
    void ownerAccount; // signed up and in
    const id = await createOrganization(page, 'Riverbend Commons');

    // The plan page stands on its address and the server's word, not on navigation state.
    await page.reload();
    await expect(planHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/payments/select/${id}`);
    await expect(main(page).getByRole('button', { name: 'Select Monthly Plan' })).toBeVisible();

    await page.goto('/dashboard/organizations');
    const pay = main(page).getByRole('link', { name: 'Complete payment for Riverbend Commons' });
    await expect(pay).toBeVisible();
    await expect(main(page).getByText('Payment pending').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'payment-flow', 'dashboard-pending-row', {
      prepare: () => expect(pay).toBeVisible(),
    });

    await pay.click();
    await expect(page).toHaveURL(pathIs(`/payments/select/${id}`));
    await main(page).getByRole('button', { name: 'Select Monthly Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(
      pathStartsWith(`/organizations/${id}/edit?success=true&session_id=`),
    );
    const confirmation = main(page).getByRole('heading', {
      name: 'Payment received: your profile is live',
    });
    await expect(confirmation).toBeVisible();
    await expect(
      main(page).getByText(
        'Riverbend Commons is now listed in the directory for everyone to find.',
      ),
    ).toBeVisible();
    // The next step either way: the form is right below, and the profile a click away.
    await expect(main(page).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Continue editing' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'payment-flow', 'payment-confirmation', {
      fullPage: false,
      prepare: () => expect(confirmation).toBeVisible(),
    });

    await main(page).getByRole('link', { name: 'View your profile' }).click();
    await expect(page).toHaveURL(/\/organizations\/riverbend-commons$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Riverbend Commons' }),
    ).toBeVisible();
    await expect(main(page).getByRole('note')).toHaveCount(0);
  });

  test('offers Complete payment on the unpaid profile its owner opens', async ({ owner: page }) => {
    const id = await createOrganization(page, 'Saltmarsh Guild');
    await page.goto(`/organizations/${id}`);
    const notice = main(page).getByRole('note');
    await expect(
      notice.getByText('Only you can see this profile until it is published.'),
    ).toBeVisible();
    await notice.getByRole('link', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(pathIs(`/payments/select/${id}`));
    await expect(planHeading(page)).toBeVisible();
  });
});
