import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../server/test/stand-ins/smtp-capture';
import { accountSteps, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { startProduct, type RunningProduct } from './support/product-server';
import { captureAtWidths } from './support/screenshots';

/**
 * An owner's way from a new organization to a live profile, with no dead end: the plan page
 * survives a reload, an unpaid organization is paid for from wherever it is listed, and the
 * return from Stripe's hosted checkout (the local fake Stripe, in production mode) says that the
 * payment went through and what to do next.
 */
describe('the payment flow', () => {
  let smtp: SmtpCapture;
  let product: RunningProduct;
  let session: BrowserSession;
  let page: Page;

  const steps = accountSteps({ page: () => page, smtp: () => smtp, productUrl: () => product.url });
  const main = () => page.getByRole('main');
  const planHeading = () =>
    main().getByRole('heading', { level: 1, name: 'Select a Subscription Plan' });

  async function createOrganization(name: string): Promise<string> {
    await page.goto('/submit-organization');
    await main().getByLabel('Organization name').fill(name);
    await main().getByLabel('Description').fill(`${name} turns bold ideas into lasting change.`);
    await main().getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Portugal' }).click();
    await main().getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
    await planHeading().waitFor();
    return new URL(page.url()).pathname.split('/').at(-1)!;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    product = await startProduct({ SMTP_URL: smtp.url });
    session = await openBrowser(product.url);
    page = session.page;
    const email = uniqueEmail('owner');
    await steps.signUp(email, 'no-dead-ends-2026', 'Olga Owner');
    await steps.verifyFromMail(email);
  });
  afterAll(async () => {
    await session?.close();
    await product?.stop();
    await smtp?.close();
  });

  it('keeps the plan page through a reload, pays from the dashboard’s pending row and confirms it', async () => {
    const id = await createOrganization('Riverbend Commons');

    // The plan page stands on its address and the server's word, not on navigation state.
    await page.reload();
    await planHeading().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/payments/select/${id}`);
    await main().getByRole('button', { name: 'Select Monthly Plan' }).waitFor();

    await page.goto('/dashboard/organizations');
    const pay = main().getByRole('link', { name: 'Complete payment for Riverbend Commons' });
    await pay.waitFor();
    await main().getByText('Payment pending').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'issue23-payflow', 'dashboard-pending-row', {
      prepare: () => pay.waitFor(),
    });

    await pay.click();
    await page.waitForURL(`**/payments/select/${id}`);
    await main().getByRole('button', { name: 'Select Monthly Plan' }).click();
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(`**/organizations/${id}/edit?success=true&session_id=*`);
    const confirmation = main().getByRole('heading', {
      name: 'Payment received: your profile is live',
    });
    await confirmation.waitFor();
    await main()
      .getByText('Riverbend Commons is now listed in the directory for everyone to find.')
      .waitFor();
    // The next step either way: the form is right below, and the profile a click away.
    await main().getByRole('button', { name: 'Save Changes' }).waitFor();
    await main().getByRole('button', { name: 'Continue editing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'issue23-payflow', 'payment-confirmation', {
      fullPage: false,
      prepare: () => confirmation.waitFor(),
    });

    await main().getByRole('link', { name: 'View your profile' }).click();
    await page.waitForURL(/\/organizations\/riverbend-commons$/);
    await main().getByRole('heading', { level: 1, name: 'Riverbend Commons' }).waitFor();
    expect(await main().getByRole('note').count()).toBe(0);
  });

  it('offers Complete payment on the unpaid profile its owner opens', async () => {
    const id = await createOrganization('Saltmarsh Guild');
    await page.goto(`/organizations/${id}`);
    const notice = main().getByRole('note');
    await notice.getByText('Only you can see this profile until it is published.').waitFor();
    await notice.getByRole('link', { name: 'Complete payment' }).click();
    await page.waitForURL(`**/payments/select/${id}`);
    await planHeading().waitFor();
  });
});
