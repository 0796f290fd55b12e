import type { Page } from '@playwright/test';
import { fetchOrganizations } from './support/api';
import { seriousViolations as violationsOn } from './support/axe';
import { viewports } from './support/browser';
import { expect, test } from './support/fixtures';

test.describe('accessibility', () => {
  // One visitor for the pages, as before: each new browser is a guest signed in anew, and the
  // shared product limits guest sign-ins per address.
  async function seriousViolations(page: Page, path: string, ready: string) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    return violationsOn(page);
  }

  test('finds no serious or critical violations on the discovery page', async ({
    visitor: page,
  }) => {
    expect(await seriousViolations(page, '/', 'main a[href^="/organizations/"]')).toEqual([]);
  });

  test('finds no serious or critical violations on a search without results', async ({
    visitor: page,
  }) => {
    expect(
      await seriousViolations(page, '/?q=zzzzqx', 'main button:has-text("Clear search")'),
    ).toEqual([]);
  });

  test('finds no serious or critical violations with a category group open', async ({
    visitor: page,
  }) => {
    await page.goto('/?q=ocean');
    await expect(page.locator('main a[href^="/organizations/"]').first()).toBeVisible();
    await page.getByRole('button', { name: /^Impact Areas/ }).click();
    await expect(page.getByRole('dialog', { name: 'Impact Areas' })).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('finds no serious or critical violations with the filter drawer open on a phone', async ({
    openPage,
  }) => {
    const phone = await openPage({ viewport: viewports.phone });
    await phone.goto('/');
    await expect(phone.locator('main a[href^="/organizations/"]').first()).toBeVisible();
    await phone.getByRole('button', { name: 'All filters' }).click();
    await expect(phone.getByRole('dialog', { name: 'All filters' })).toBeVisible();
    expect(await violationsOn(phone)).toEqual([]);
  });

  test('finds no serious or critical violations on a profile', async ({
    visitor: page,
    product,
  }) => {
    const [first] = (await fetchOrganizations(product.url, '')).items;
    expect(await seriousViolations(page, `/organizations/${first!.id}`, 'main h1')).toEqual([]);
  });

  test('finds no serious or critical violations on the FAQ', async ({ visitor: page }) => {
    expect(await seriousViolations(page, '/faq', 'main button[aria-expanded]')).toEqual([]);
  });
});
