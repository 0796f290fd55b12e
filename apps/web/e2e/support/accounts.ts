import type { Page } from 'playwright-core';
import { findLink, type SmtpCapture } from '../../../server/test/stand-ins/smtp-capture';

let sequence = 0;

/** An address no earlier journey has registered. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${(sequence += 1)}@example.org`;
}

/** Sign-up, verification and log-in as a person does them, for journeys that need an account. */
export function accountSteps(current: {
  page: () => Page;
  smtp: () => SmtpCapture;
  productUrl: () => string;
}) {
  // The footer's newsletter box has an 'Email address' field too: forms are in <main>.
  const main = () => current.page().getByRole('main');

  return {
    async signUp(email: string, password: string, name = 'Ada Lovelace') {
      const page = current.page();
      await page.goto('/signup');
      await main().getByLabel('Name (optional)').fill(name);
      await main().getByLabel('Email address').fill(email);
      await main().getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL('**/verify-email-required');
    },

    async verifyFromMail(email: string) {
      const page = current.page();
      const mail = await current.smtp().nextMailTo(email);
      await page.goto(findLink(mail, `${current.productUrl()}/verify-email?`));
      await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    },

    async logIn(email: string, password: string) {
      const page = current.page();
      await page.goto('/login');
      await main().getByLabel('Email address').fill(email);
      await main().getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
    },

    /**
     * Creates an organization and pays the monthly plan at the fake Stripe checkout, which
     * publishes it; ends on its editor, and answers its id.
     */
    async publishOrganization(
      name: string,
      description: string,
      country = 'Ireland',
    ): Promise<string> {
      const page = current.page();
      await page.goto('/submit-organization');
      await main().getByLabel('Organization name').fill(name);
      await main().getByLabel('Description').fill(description);
      await main().getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: country }).click();
      await main().getByRole('button', { name: 'Create Organization' }).click();
      await page.waitForURL(/\/payments\/select\/[0-9a-f-]{36}$/);
      const organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
      await main().getByRole('button', { name: 'Select Monthly Plan' }).click();
      await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`**/organizations/${organizationId}/edit?success=true&session_id=*`);
      return organizationId;
    },
  };
}
