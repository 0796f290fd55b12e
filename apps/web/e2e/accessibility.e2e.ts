import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchOrganizations } from './support/api';
import { seriousViolations as violationsOn } from './support/axe';
import { openBrowser, viewports, type BrowserSession } from './support/browser';

const baseURL = inject('baseURL');

describe('accessibility', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser(baseURL);
  });
  afterAll(async () => {
    await session.close();
  });

  async function seriousViolations(path: string, ready: string) {
    const { page } = session;
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    return violationsOn(page);
  }

  it('finds no serious or critical violations on the discovery page', async () => {
    expect(await seriousViolations('/', 'main a[href^="/organizations/"]')).toEqual([]);
  });

  it('finds no serious or critical violations on a search without results', async () => {
    expect(await seriousViolations('/?q=zzzzqx', 'main button:has-text("Clear search")')).toEqual(
      [],
    );
  });

  it('finds no serious or critical violations with a category group open', async () => {
    const { page } = session;
    await page.goto('/?q=ocean');
    await page.locator('main a[href^="/organizations/"]').first().waitFor();
    await page.getByRole('button', { name: /^Impact Areas/ }).click();
    await page.getByRole('dialog', { name: 'Impact Areas' }).waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  it('finds no serious or critical violations with the filter drawer open on a phone', async () => {
    const phone = await openBrowser(baseURL, viewports.phone);
    try {
      await phone.page.goto('/');
      await phone.page.locator('main a[href^="/organizations/"]').first().waitFor();
      await phone.page.getByRole('button', { name: 'All filters' }).click();
      await phone.page.getByRole('dialog', { name: 'All filters' }).waitFor();
      expect(await violationsOn(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('finds no serious or critical violations on a profile', async () => {
    const [first] = (await fetchOrganizations(baseURL, '')).items;
    expect(await seriousViolations(`/organizations/${first!.id}`, 'main h1')).toEqual([]);
  });

  it('finds no serious or critical violations on the FAQ', async () => {
    expect(await seriousViolations('/faq', 'main button[aria-expanded]')).toEqual([]);
  });
});
