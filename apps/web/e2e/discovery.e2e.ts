import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { fetchOrganizations } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';

const baseURL = inject('baseURL');

describe('discovering organizations', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser(baseURL);
  });
  afterEach(async () => {
    await session.close();
  });

  async function cardNames() {
    const { page } = session;
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return page
      .getByRole('main')
      .locator('a[href^="/organizations/"]')
      .evaluateAll((links) =>
        // Each card link is named by its title element (aria-labelledby).
        links.map((link) => {
          const ids = link.getAttribute('aria-labelledby')?.split(' ') ?? [];
          return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        }),
      );
  }

  it('shows the home title and the published demo organizations', async () => {
    const { page } = session;
    await page.goto('/');
    await expect
      .poll(() => page.title())
      .toBe('Discover Mission-Driven Organizations Building Bold Ideas | Catalyst Profiles');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const expected = await fetchOrganizations(baseURL, '');
    await expect.poll(cardNames).toEqual(expected.items.map((item) => item.name));

    // Scrolling to the end loads every further page; the Add card closes the grid.
    const addCard = page.getByRole('link', { name: /Add Your Organization/ });
    for (let attempt = 0; attempt < 10 && !(await addCard.isVisible()); attempt += 1) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    }
    await addCard.waitFor();
    expect((await cardNames()).length).toBe(expected.total);
    expect(await addCard.getAttribute('href')).toBe('/signup');
  });

  it('filters by category and country, keeps the filters in the address, and survives a reload', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('checkbox', { name: 'Climate Action', exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categories'))
      .toBe('climate_action');
    const byCategory = await fetchOrganizations(baseURL, '?categories=climate_action');
    expect(byCategory.items.length).toBeGreaterThan(0);
    await expect.poll(cardNames).toEqual(byCategory.items.map((item) => item.name));
    await page.getByText('matching organizations').waitFor();

    const [country] = (await fetchOrganizations(baseURL, '?categories=climate_action')).items;
    const countryCode = country!.country;
    await page.getByRole('combobox', { name: 'Country' }).click();
    const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode)!;
    await page.getByRole('option', { name: new RegExp(countryName) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe(countryCode);
    const byBoth = await fetchOrganizations(
      baseURL,
      `?categories=climate_action&country=${countryCode}`,
    );
    await expect.poll(cardNames).toEqual(byBoth.items.map((item) => item.name));

    // History is replaced, not pushed: the filters never pile up behind the back button.
    expect(await page.evaluate(() => window.history.length)).toBe(2);

    const filteredUrl = page.url();
    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    await expect
      .poll(() =>
        page
          .getByRole('checkbox', { name: 'Climate Action', exact: true })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    await expect.poll(cardNames).toEqual(byBoth.items.map((item) => item.name));
  });

  it('removes a chip and clears all filters', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('checkbox', { name: 'Climate Action', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Education', exact: true }).click();
    // Comma-separated ids, as written: readable when shared.
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?categories=climate_action,education');
    await page.getByRole('button', { name: 'Remove Education' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categories'))
      .toBe('climate_action');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText('select categories').waitFor();
  });

  it('shows the empty state when nothing matches', async () => {
    const { page } = session;
    const all = await fetchOrganizations(baseURL, '');
    const used = new Set(all.availableCategories.map((facet) => facet.categoryId));
    const categories = (await (await fetch(`${baseURL}/api/categories`)).json()) as {
      data: { id: string; groupId: string }[];
    };
    // Two categories of different groups that no organization carries together.
    let query = '';
    for (const first of categories.data) {
      for (const second of categories.data) {
        if (first.groupId === second.groupId || !used.has(first.id) || !used.has(second.id))
          continue;
        const result = await fetchOrganizations(baseURL, `?categories=${first.id},${second.id}`);
        if (result.total === 0) {
          query = `${first.id},${second.id}`;
          break;
        }
      }
      if (query) break;
    }
    expect(query).not.toBe('');
    await page.goto(`/?categories=${query}`);
    await page.getByText('No organizations found').waitFor();
    await page.getByText('Try adjusting your filters to see more organizations.').waitFor();
  });

  it('opens a profile and goes back to the same filtered results', async () => {
    const { page } = session;
    await page.goto('/?categories=education');
    const expected = await fetchOrganizations(baseURL, '?categories=education');
    const first = expected.items[0]!;
    await expect.poll(cardNames).toEqual(expected.items.map((item) => item.name));
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL(`**/organizations/${first.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.name);
    await expect.poll(() => page.title()).toBe(`${first.name} | Catalyst Profiles`);
    await page
      .getByRole('button', { name: 'Back to results' })
      .or(page.getByRole('link', { name: 'Back to results' }))
      .first()
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('categories') === 'education',
    );
    await expect
      .poll(() =>
        page.getByRole('checkbox', { name: 'Education', exact: true }).getAttribute('aria-checked'),
      )
      .toBe('true');
  });
});
