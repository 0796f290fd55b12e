import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchOrganizations } from './support/api';
import { seriousViolations as violationsOn } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

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

  it('finds no serious or critical violations on a profile', async () => {
    const [first] = (await fetchOrganizations(baseURL, '')).items;
    expect(await seriousViolations(`/organizations/${first!.id}`, 'main h1')).toEqual([]);
  });

  it('finds no serious or critical violations on the FAQ', async () => {
    expect(await seriousViolations('/faq', 'main button[aria-expanded]')).toEqual([]);
  });
});
