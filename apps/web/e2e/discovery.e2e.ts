import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { fetchOrganizations } from './support/api';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { captureAtWidths } from './support/screenshots';

const baseURL = inject('baseURL');

// The first screens the page is designed for: a laptop and a common phone.
const laptop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function cardNames(page: Page) {
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

/** What a screen reader hears after an element's name: its description, hidden parts left out. */
function describedAs(element: Locator) {
  return element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => {
        const source = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
        source?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return source?.textContent?.trim() ?? '';
      })
      .join(' '),
  );
}

const searchOf = (page: Page) => decodeURIComponent(new URL(page.url()).search);

/** Waits until React has attached to the server's markup, so typed keys reach the app. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/** The text of a native select's chosen option: what the closed control shows. */
const selectedLabel = (select: Locator) =>
  select.evaluate((node) => (node as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Opens a category group's button in the filter bar and returns its panel. */
async function openGroup(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const panel = page.getByRole('dialog', { name });
  await panel.waitFor();
  return panel;
}

describe('discovering organizations', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser(baseURL, laptop);
  });
  afterEach(async () => {
    await session.close();
  });

  it('shows the home title and the published demo organizations', async () => {
    const { page } = session;
    await page.goto('/');
    await expect
      .poll(() => page.title())
      .toBe('Discover Mission-Driven Organizations Building Bold Ideas | Catalyst Profiles');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const expected = await fetchOrganizations(baseURL, '');
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    await page.getByText(`${expected.total} organizations found`).waitFor();

    // Scrolling to the end loads every further page; the Add card closes the grid.
    const addCard = page.getByRole('link', { name: /Add Your Organization/ });
    for (let attempt = 0; attempt < 10 && !(await addCard.isVisible()); attempt += 1) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    }
    await addCard.waitFor();
    expect((await cardNames(page)).length).toBe(expected.total);
    expect(await addCard.getAttribute('href')).toBe('/signup');
  });

  it('searches as the visitor types, keeping the search in the address', async () => {
    const { page } = session;
    await page.goto('/');
    await cardNames(page);
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('ocean', { delay: 40 });

    await expect.poll(() => searchOf(page)).toBe('?q=ocean');
    const ocean = await fetchOrganizations(baseURL, '?q=ocean');
    expect(ocean.total).toBeGreaterThan(0);
    expect(ocean.total).toBeLessThan((await fetchOrganizations(baseURL, '')).total);
    await expect.poll(() => cardNames(page)).toEqual(ocean.items.map((item) => item.name));
    await page.getByText(`${ocean.total} organizations found`).waitFor();
    expect(await selectedLabel(page.getByRole('combobox', { name: 'Sort by' }))).toBe('Best match');

    // A typo still finds the same organizations.
    await box.fill('ocaen');
    await expect.poll(() => searchOf(page)).toBe('?q=ocaen');
    await expect.poll(() => cardNames(page)).toEqual(ocean.items.map((item) => item.name));

    // The address was replaced, never pushed.
    expect(await page.evaluate(() => window.history.length)).toBe(2);

    await page.getByRole('button', { name: 'Remove search “ocaen”' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
    await expect.poll(() => box.inputValue()).toBe('');
  });

  it('finds organizations by the country they are in: its name, its people, with a typo', async () => {
    const { page } = session;
    await page.goto('/');
    await cardNames(page);
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('kenya', { delay: 40 });

    await expect.poll(() => searchOf(page)).toBe('?q=kenya');
    // No text of the demo organizations in Kenya names the country: they are found by it.
    const inKenya = ['Kesho Birth Clinics', 'Mavuno Soil Partners', 'Pwani Reef Guardians'];
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(inKenya);
    await page.getByText('3 organizations found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'discovery', 'search-kenya', {
      prepare: async () => {
        await cardNames(page);
      },
    });

    // The demonym, a typo, and a place with a word of the work.
    for (const query of ['kenyan', 'kenia']) {
      await box.fill(query);
      await expect.poll(() => searchOf(page)).toBe(`?q=${query}`);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(inKenya);
    }
    await box.fill('kenyan reef');
    await expect.poll(() => cardNames(page)).toEqual(['Pwani Reef Guardians']);
  });

  it('sorts, with the order in the address only when it is not the default', async () => {
    const { page } = session;
    await page.goto('/');
    await cardNames(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.getByRole('option').allTextContents()).toEqual([
      'Newest',
      'Recently updated',
      'Name A–Z',
    ]);
    await sort.selectOption({ label: 'Name A–Z' });
    await expect.poll(() => searchOf(page)).toBe('?sort=name');
    const byName = await fetchOrganizations(baseURL, '?sort=name');
    await expect.poll(() => cardNames(page)).toEqual(byName.items.map((item) => item.name));
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await sort.selectOption({ label: 'Newest' });
    await expect.poll(() => searchOf(page)).toBe('');
  });

  it('filters by category and country, keeps the filters in the address, and survives a reload', async () => {
    const { page } = session;
    await page.goto('/');
    const impactAreas = await openGroup(page, 'Impact Areas');
    await impactAreas.getByRole('checkbox', { name: 'Climate Action', exact: true }).click();
    await expect.poll(() => searchOf(page)).toBe('?categories=climate_action');
    await page.keyboard.press('Escape');
    const byCategory = await fetchOrganizations(baseURL, '?categories=climate_action');
    expect(byCategory.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(byCategory.items.map((item) => item.name));
    await page.getByText('matching organizations').waitFor();
    await page.getByRole('button', { name: 'Impact Areas 1 selected' }).waitFor();

    // The country is chosen by typing part of its name into the searchable picker, which takes
    // the native select's place once the pointer comes near.
    const countryCode = byCategory.items[0]!.country;
    const active = await (await fetch(`${baseURL}/api/organizations/active-countries`)).json();
    const countryName = (active as { data: { code: string; name: string }[] }).data.find(
      (country) => country.code === countryCode,
    )!.name;
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.hover();
    await expect.poll(() => country.evaluate((node) => node.tagName)).toBe('INPUT');
    await country.click();
    await page.keyboard.type(countryName.slice(0, 4).toLowerCase());
    const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
    expect(await options.first().innerText()).toContain(countryName);
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, 'discovery', 'country-filter-open', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe(countryCode);
    expect(await country.inputValue()).toBe(countryName);
    const byBoth = await fetchOrganizations(
      baseURL,
      `?categories=climate_action&country=${countryCode}`,
    );
    await expect.poll(() => cardNames(page)).toEqual(byBoth.items.map((item) => item.name));

    // History is replaced, not pushed: the filters never pile up behind the back button.
    expect(await page.evaluate(() => window.history.length)).toBe(2);

    const filteredUrl = page.url();
    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    const reopened = await openGroup(page, 'Impact Areas');
    await expect
      .poll(() =>
        reopened
          .getByRole('checkbox', { name: 'Climate Action', exact: true })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => cardNames(page)).toEqual(byBoth.items.map((item) => item.name));
  });

  it('counts each category for the current choices', async () => {
    const { page } = session;
    await page.goto('/?q=ocean');
    await cardNames(page);
    const facets = await fetchOrganizations(baseURL, '?q=ocean');
    const counted = (facets.availableCategories ?? []).find((facet) => facet.count > 0)!;
    const categories = (await (await fetch(`${baseURL}/api/categories`)).json()) as {
      data: { id: string; name: string; groupId: string }[];
    };
    const groups = (await (await fetch(`${baseURL}/api/category-groups`)).json()) as {
      data: { id: string; name: string }[];
    };
    const category = categories.data.find((candidate) => candidate.id === counted.categoryId)!;
    const group = groups.data.find((candidate) => candidate.id === category.groupId)!;

    const panel = await openGroup(page, group.name);
    const plural = counted.count === 1 ? 'organization' : 'organizations';
    expect(
      await describedAs(panel.getByRole('checkbox', { name: category.name, exact: true })),
    ).toMatch(new RegExp(`^${counted.count} ${plural} `));

    // A category the search leaves nothing behind counts 0 and cannot be chosen.
    const uncounted = categories.data.find(
      (candidate) =>
        candidate.groupId === group.id &&
        !(facets.availableCategories ?? []).some((facet) => facet.categoryId === candidate.id),
    );
    expect(uncounted).toBeDefined();
    const empty = panel.getByRole('checkbox', { name: uncounted!.name, exact: true });
    expect(await describedAs(empty)).toMatch(/^0 organizations /);
    expect(await empty.isDisabled()).toBe(true);
  });

  it('removes a chip and clears all filters', async () => {
    const { page } = session;
    await page.goto('/');
    const impactAreas = await openGroup(page, 'Impact Areas');
    await impactAreas.getByRole('checkbox', { name: 'Climate Action', exact: true }).click();
    await expect.poll(() => searchOf(page)).toBe('?categories=climate_action');
    await impactAreas.getByRole('checkbox', { name: 'Education', exact: true }).click();
    // Comma-separated ids, as written: readable when shared.
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?categories=climate_action,education');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove Education' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categories'))
      .toBe('climate_action');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText('select categories').waitFor();
  });

  it('shows the empty state when nothing matches, and clears the search or the filters', async () => {
    const { page } = session;
    const all = await fetchOrganizations(baseURL, '');
    const used = new Set((all.availableCategories ?? []).map((facet) => facet.categoryId));
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
    await page.goto(`/?categories=${query}&q=zzzzqx`);
    await page.getByText('No organizations found').waitFor();
    await page.getByText('Try adjusting your filters to see more organizations.').waitFor();
    await page.getByText('0 organizations found').waitFor();

    const empty = page.locator('div', { has: page.getByText('No organizations found') }).last();
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => searchOf(page)).toBe(`?categories=${query}`);
    await page.getByText('No organizations found').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
    await expect.poll(() => cardNames(page)).toEqual(all.items.map((item) => item.name));
  });

  it('opens a profile and comes back to the same search, order and filters', async () => {
    const { page } = session;
    const state = '?q=ocean&sort=name&categories=biodiversity';
    const expected = await fetchOrganizations(baseURL, state);
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`/${state}`);
    const first = expected.items[0]!;
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    await page.getByRole('link', { name: first.name, exact: true }).click();
    // A profile's address is its slug.
    await page.waitForURL(`**/organizations/${first.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.name);
    await expect.poll(() => page.title()).toBe(`${first.name} | Catalyst Profiles`);
    await page
      .getByRole('button', { name: 'Back to results' })
      .or(page.getByRole('link', { name: 'Back to results' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(searchOf(page)).toBe(state);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('ocean');
    expect(await selectedLabel(page.getByRole('combobox', { name: 'Sort by' }))).toBe('Name A–Z');
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    const impactAreas = await openGroup(page, 'Impact Areas');
    expect(
      await impactAreas
        .getByRole('checkbox', { name: 'Biodiversity', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });
  it('keeps the place as a document would: new pages at the top, back where it was left', async () => {
    const { page } = session;
    await page.setViewportSize(phone);
    await page.goto('/');
    await hydrated(page);
    const cards = page.getByRole('main').locator('a[href^="/organizations/"]');
    const card = cards.nth(5);
    await card.scrollIntoViewIfNeeded();
    const listPlace = await page.evaluate(() => window.scrollY);
    expect(listPlace).toBeGreaterThan(500);

    // Refining the list changes the address's query, not the page: the place stays.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
    await page.waitForURL((url) => url.search.includes('sort=name'));
    expect(await page.evaluate(() => window.scrollY)).toBe(listPlace);

    await card.click();
    await page.waitForURL('**/organizations/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPlace);
  });
});

describe('the first screen', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
  });

  async function firstCardTop(viewport: { width: number; height: number }) {
    session = await openBrowser(baseURL, viewport);
    const { page } = session;
    await page.goto('/');
    const firstCard = page.getByRole('main').locator('a[href^="/organizations/"]').first();
    await firstCard.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return (await firstCard.boundingBox())!.y;
  }

  it('shows the first row of organizations on a laptop', async () => {
    expect(await firstCardTop(laptop)).toBeLessThan(laptop.height);
  });

  it('shows the first row of organizations on a phone', async () => {
    expect(await firstCardTop(phone)).toBeLessThan(phone.height);
  });

  it('holds every category group in a drawer on a phone', async () => {
    session = await openBrowser(baseURL, phone);
    const { page } = session;
    await page.goto('/');
    await cardNames(page);
    // The group buttons are for wide screens; the phone has one way to the categories.
    expect(await page.getByRole('button', { name: /^Impact Areas/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'All filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'All filters' });
    await drawer.waitFor();
    const groups = (await (await fetch(`${baseURL}/api/category-groups`)).json()) as {
      data: { name: string }[];
    };
    for (const group of groups.data) {
      await drawer.getByRole('group', { name: group.name }).waitFor({ state: 'attached' });
    }
    await drawer.getByRole('checkbox', { name: 'Education', exact: true }).click();
    await expect.poll(() => searchOf(page)).toBe('?categories=education');
    const byEducation = await fetchOrganizations(baseURL, '?categories=education');
    const show = drawer.getByRole('button', { name: `Show ${byEducation.total} organizations` });
    await show.click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => cardNames(page)).toEqual(byEducation.items.map((item) => item.name));
  });
});
