import { expect, type Page } from '@playwright/test';
import { findLink } from '../../../server/test/stand-ins/smtp-capture';
import type { JourneyProduct } from './journey-product';

let sequence = 0;

/** An address no earlier journey has registered. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${(sequence += 1)}@example.org`;
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

export type AccountSteps = ReturnType<typeof accountSteps>;

/**
 * Sign-up, verification, log-in and publishing as a person does them, in whichever browser
 * the journey passes, against `product` (whose mail must be captured to verify).
 */
export function accountSteps(product: JourneyProduct) {
  // The footer's newsletter box has an 'Email address' field too: forms are in <main>.
  const main = (page: Page) => page.getByRole('main');

  return {
    async signUp(page: Page, email: string, password: string, name = 'Ada Lovelace') {
      await page.goto('/signup');
      await main(page).getByLabel('Name (optional)').fill(name);
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(/\/verify-email-required$/);
    },

    async verifyFromMail(page: Page, email: string) {
      if (!product.smtp) throw new Error('this product sends no mail: give it `mail: true`');
      const mail = await product.smtp.nextMailTo(email);
      await page.goto(findLink(mail, `${product.url}/verify-email?`));
      await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    },

    async logIn(page: Page, email: string, password: string) {
      await page.goto('/login');
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
    },

    /**
     * Creates an organization and pays the monthly plan at the fake Stripe checkout, which
     * publishes it; ends on its editor, and answers its id.
     */
    async publishOrganization(
      page: Page,
      name: string,
      description: string,
      country = 'Ireland',
    ): Promise<string> {
      await page.goto('/submit-organization');
      await main(page).getByLabel('Organization name').fill(name);
      await main(page).getByLabel('Description').fill(description);
      await main(page).getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: country }).click();
      await main(page).getByRole('button', { name: 'Create Organization' }).click();
      await expect(page).toHaveURL(/\/payments\/select\/[0-9a-f-]{36}$/);
      const organizationId = new URL(page.url()).pathname.split('/').at(-1)!;
      await main(page).getByRole('button', { name: 'Select Monthly Plan' }).click();
      await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/organizations/${organizationId}/edit\\?success=true&session_id=[^/]*$`),
      );
      return organizationId;
    },
  };
}
