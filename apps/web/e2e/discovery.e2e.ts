import { fetchOrganizations } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, pathIs, test, type Locator, type Page } from './support/fixtures';
import { captureAtWidths } from './support/screenshots';

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
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('discovering organizations', () => {
  test.use({ viewport: laptop });

  test('shows the home title and the published demo organizations', async ({ page, product }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(
      'Discover Mission-Driven Organizations Building Bold Ideas | Catalyst Profiles',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const expected = await fetchOrganizations(product.url, '');
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    await expect(page.getByText(`${expected.total} organizations found`)).toBeVisible();

    // Scrolling to the end loads every further page; the Add card closes the grid.
    const addCard = page.getByRole('link', { name: /Add Your Organization/ });

    for (let attempt = 0; attempt < 10 && !(await addCard.isVisible()); attempt += 1) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
    }
    await expect(addCard).toBeVisible();
    expect((await cardNames(page)).length).toBe(expected.total);
    await expect(addCard).toHaveAttribute('href', '/signup');
  });

  test('searches as the visitor types, keeping the search in the address', async ({
    page,
    product,
  }) => {
    await page.goto('/');
    await cardNames(page);
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('ocean', { delay: 40 });

    await expect.poll(() => searchOf(page)).toBe('?q=ocean');
    const ocean = await fetchOrganizations(product.url, '?q=ocean');
    expect(ocean.total).toBeGreaterThan(0);
    expect(ocean.total).toBeLessThan((await fetchOrganizations(product.url, '')).total);
    await expect.poll(() => cardNames(page)).toEqual(ocean.items.map((item) => item.name));
    await expect(page.getByText(`${ocean.total} organizations found`)).toBeVisible();
    expect(await selectedLabel(page.getByRole('combobox', { name: 'Sort by' }))).toBe('Best match');

    // A typo still finds the same organizations.
    await box.fill('ocaen');
    await expect.poll(() => searchOf(page)).toBe('?q=ocaen');
    await expect.poll(() => cardNames(page)).toEqual(ocean.items.map((item) => item.name));

    // The address was replaced, never pushed.
    expect(await page.evaluate(() => window.history.length)).toBe(2);

    await page.getByRole('button', { name: 'Remove search “ocaen”' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
    await expect(box).toHaveValue('');
  });

  test('finds organizations by the country they are in: its name, its people, with a typo', async ({
    page,
  }) => {
    await page.goto('/');
    await cardNames(page);
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('kenya', { delay: 40 });

    await expect.poll(() => searchOf(page)).toBe('?q=kenya');
    // No text of the demo organizations in Kenya names the country: they are found by it.
    const inKenya = ['Kesho Birth Clinics', 'Mavuno Soil Partners', 'Pwani Reef Guardians'];
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(inKenya);
    await expect(page.getByText('3 organizations found')).toBeVisible();
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

  test('sorts, with the order in the address only when it is not the default', async ({
    page,
    product,
  }) => {
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
    const byName = await fetchOrganizations(product.url, '?sort=name');
    await expect.poll(() => cardNames(page)).toEqual(byName.items.map((item) => item.name));
    const names = byName.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await sort.selectOption({ label: 'Newest' });
    await expect.poll(() => searchOf(page)).toBe('');
  });

  test('filters by category and country, keeps the filters in the address, and survives a reload', async ({
    page,
    product,
  }) => {
    await page.goto('/');
    const impactAreas = await openGroup(page, 'Impact Areas');
    await impactAreas.getByRole('checkbox', { name: 'Climate Action', exact: true }).click();
    await expect.poll(() => searchOf(page)).toBe('?categories=climate_action');
    await page.keyboard.press('Escape');
    const byCategory = await fetchOrganizations(product.url, '?categories=climate_action');
    expect(byCategory.items.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(byCategory.items.map((item) => item.name));
    await expect(page.getByText('matching organizations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impact Areas 1 selected' })).toBeVisible();

    // The country is chosen by typing part of its name into the searchable picker, which takes
    // the native select's place once the pointer comes near.
    const countryCode = byCategory.items[0]!.country;
    const active = await (await fetch(`${product.url}/api/organizations/active-countries`)).json();
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
    await expect(country).toHaveValue(countryName);
    const byBoth = await fetchOrganizations(
      product.url,
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

  test('counts each category for the current choices', async ({ page, product }) => {
    await page.goto('/?q=ocean');
    await cardNames(page);
    const facets = await fetchOrganizations(product.url, '?q=ocean');
    const counted = (facets.availableCategories ?? []).find((facet) => facet.count > 0)!;
    const categories = (await (await fetch(`${product.url}/api/categories`)).json()) as {
      data: { id: string; name: string; groupId: string }[];
    };
    const groups = (await (await fetch(`${product.url}/api/category-groups`)).json()) as {
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
    await expect(empty).toBeDisabled();
  });

  test('removes a chip and clears all filters', async ({ page }) => {
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
    await expect(page.getByText('select categories')).toBeVisible();
  });

  test('shows the empty state when nothing matches, and clears the search or the filters', async ({
    page,
    product,
  }) => {
    const all = await fetchOrganizations(product.url, '');
    const used = new Set((all.availableCategories ?? []).map((facet) => facet.categoryId));
    const categories = (await (await fetch(`${product.url}/api/categories`)).json()) as {
      data: { id: string; groupId: string }[];
    };
    // Two categories of different groups that no organization carries together.
    let query = '';
    for (const first of categories.data) {
      for (const second of categories.data) {
        if (first.groupId === second.groupId || !used.has(first.id) || !used.has(second.id))
          continue;
        const result = await fetchOrganizations(
          product.url,
          `?categories=${first.id},${second.id}`,
        );
        if (result.total === 0) {
          query = `${first.id},${second.id}`;
          break;
        }
      }
      if (query) break;
    }
    expect(query).not.toBe('');
    await page.goto(`/?categories=${query}&q=zzzzqx`);
    await expect(page.getByText('No organizations found')).toBeVisible();
    await expect(
      page.getByText('Try adjusting your filters to see more organizations.'),
    ).toBeVisible();
    await expect(page.getByText('0 organizations found')).toBeVisible();

    const empty = page.locator('div', { has: page.getByText('No organizations found') }).last();
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => searchOf(page)).toBe(`?categories=${query}`);
    await expect(page.getByText('No organizations found')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
    await expect.poll(() => cardNames(page)).toEqual(all.items.map((item) => item.name));
  });

  test('opens a profile and comes back to the same search, order and filters', async ({
    page,
    product,
  }) => {
    const state = '?q=ocean&sort=name&categories=biodiversity';
    const expected = await fetchOrganizations(product.url, state);
    expect(expected.total).toBeGreaterThan(0);
    await page.goto(`/${state}`);
    const first = expected.items[0]!;
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    await page.getByRole('link', { name: first.name, exact: true }).click();
    // A profile's address is its slug.
    await expect(page).toHaveURL(pathIs(`/organizations/${first.slug}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.name);
    await expect(page).toHaveTitle(`${first.name} | Catalyst Profiles`);
    await page
      .getByRole('button', { name: 'Back to results' })
      .or(page.getByRole('link', { name: 'Back to results' }))
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(searchOf(page)).toBe(state);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('ocean');
    expect(await selectedLabel(page.getByRole('combobox', { name: 'Sort by' }))).toBe('Name A–Z');
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name));
    const impactAreas = await openGroup(page, 'Impact Areas');
    await expect(
      impactAreas.getByRole('checkbox', { name: 'Biodiversity', exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('follows a card within the app, and a directory reached within the app shows whole cards', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // The cards as the server sent them: both faces, every word.
    const cards = page.getByRole('main').locator('a[href^="/organizations/"]');
    const served = await cards.evaluateAll((links) => links.map((link) => link.textContent));
    expect(served.length).toBeGreaterThan(0);
    // Set on this document: it is still there only if no other document was loaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const inSameDocument = () => page.evaluate(() => 'sameDocument' in window);

    await cards.first().click();
    await expect(page).toHaveURL(/\/organizations\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await inSameDocument()).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect
      .poll(() => cards.evaluateAll((links) => links.map((link) => link.textContent)))
      .toEqual(served);
    expect(await inSameDocument()).toBe(true);
  });

  test('keeps the place as a document would: new pages at the top, back where it was left', async ({
    page,
  }) => {
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
    await expect(page).toHaveURL((url) => url.search.includes('sort=name'));
    expect(await page.evaluate(() => window.scrollY)).toBe(listPlace);

    await card.click();
    await expect(page).toHaveURL(/\/organizations\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPlace);
  });
});

test.describe('a card', () => {
  test.use({ viewport: laptop });

  test('turns to its back on hover and on keyboard focus, and lays no back out before', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.getByRole('main').locator('a.flip-card');
    await expect(cards.first()).toBeVisible();
    const backDisplay = (index: number) =>
      cards
        .nth(index)
        .evaluate((card) => getComputedStyle(card.querySelector('.flip-card-back')!).display);
    const backs = await cards.evaluateAll((all) =>
      all.map((card) => getComputedStyle(card.querySelector('.flip-card-back')!).display),
    );
    expect(backs.length).toBeGreaterThan(1);
    expect(new Set(backs)).toEqual(new Set(['none']));

    const first = cards.first();
    await first.hover();
    await expect.poll(() => backDisplay(0)).toBe('flex');
    await expect(first.getByRole('list', { name: 'Categories' })).toBeVisible();
    // Leaving, the card turns back for half a second, and its back stays shown that long (a
    // delayed, discrete change of `display`; screenshots show the turn) before it goes.
    const hiding = await cards.nth(1).evaluate((card) => {
      const style = getComputedStyle(card.querySelector('.flip-card-back')!);
      return [style.transitionProperty, style.transitionDelay, style.transitionBehavior];
    });
    expect(hiding).toEqual(['display', '0.5s', 'allow-discrete']);
    await page.mouse.move(0, 0);
    await expect.poll(() => backDisplay(0)).toBe('none');

    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect.poll(() => backDisplay(0)).toBe('flex');
    expect(await backDisplay(1)).toBe('none');
  });
});

test.describe('the first screen', () => {
  test.use({ viewport: laptop });

  async function firstCardTop(page: Page, viewport: { width: number; height: number }) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const firstCard = page.getByRole('main').locator('a[href^="/organizations/"]').first();
    await expect(firstCard).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return (await firstCard.boundingBox())!.y;
  }

  test('shows the first row of organizations on a laptop', async ({ page }) => {
    expect(await firstCardTop(page, laptop)).toBeLessThan(laptop.height);
  });

  test('shows the first row of organizations on a phone', async ({ page }) => {
    expect(await firstCardTop(page, phone)).toBeLessThan(phone.height);
  });

  test('holds every category group in a drawer on a phone', async ({ page, product }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await cardNames(page);
    // The group buttons are for wide screens; the phone has one way to the categories.
    await expect(page.getByRole('button', { name: /^Impact Areas/ })).toBeHidden();
    await page.getByRole('button', { name: 'All filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'All filters' });
    await expect(drawer).toBeVisible();
    const groups = (await (await fetch(`${product.url}/api/category-groups`)).json()) as {
      data: { name: string }[];
    };
    for (const group of groups.data) {
      await expect(drawer.getByRole('group', { name: group.name })).toBeAttached();
    }
    await drawer.getByRole('checkbox', { name: 'Education', exact: true }).click();
    await expect.poll(() => searchOf(page)).toBe('?categories=education');
    const byEducation = await fetchOrganizations(product.url, '?categories=education');
    const show = drawer.getByRole('button', { name: `Show ${byEducation.total} organizations` });
    await show.click();
    await expect(drawer).toHaveCount(0);
    await expect.poll(() => cardNames(page)).toEqual(byEducation.items.map((item) => item.name));
  });
});
