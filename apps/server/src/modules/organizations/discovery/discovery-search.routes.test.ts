import type { OrganizationList } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createOrganization, setOrganizationStatus } from '../../../../test/factories.js';

let testApp: TestApp;

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 86_400_000);

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  await createOrganization(db, {
    name: 'Climate Action Network',
    description: 'We organize neighbourhood campaigns.',
    countryCode: 'DE',
    location: 'Hamburg',
    categories: ['community_organizing'],
    publishedAt: daysAgo(30),
  });
  await createOrganization(db, {
    name: 'Ocean Guardians',
    description: 'Protecting coral reefs and fighting climate change at sea.',
    countryCode: 'FR',
    location: 'Marseille',
    categories: ['ocean_conservation'],
    publishedAt: daysAgo(1),
  });
  await createOrganization(db, {
    name: 'Fundación Semillas del Sur',
    description: 'Seed banks for smallholder farmers.',
    countryCode: 'AR',
    location: 'Córdoba',
    categories: ['food_systems'],
    publishedAt: daysAgo(5),
  });
  await createOrganization(db, {
    name: 'Cafe Collective',
    description: 'A worker-owned roastery.',
    countryCode: 'DE',
    location: 'Leipzig',
    categories: ['cooperative'],
    publishedAt: daysAgo(7),
  });
  await createOrganization(db, {
    name: 'Bright Futures',
    description: 'After-school tutoring.',
    countryCode: 'KE',
    location: 'Nairobi',
    categories: ['education', 'nonprofit'],
    publishedAt: daysAgo(2),
  });
  await createOrganization(db, {
    name: 'Climate Draft',
    description: 'Not published yet.',
    status: 'pending',
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function list(query: Record<string, string | number>) {
  const response = await testApp.app.inject({
    url: `/api/organizations?${new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    )}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrganizationList }>().data;
}

async function error(query: Record<string, string>) {
  const response = await testApp.app.inject({
    url: `/api/organizations?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode).toBe(400);
  return response.json<{ error: { code: string; message: string } }>().error;
}

const names = (page: OrganizationList) => page.items.map((item) => item.name);

describe('GET /api/organizations?q=', () => {
  it('finds words by their beginning, and ranks a name above a description', async () => {
    const page = await list({ q: 'clim' });
    expect(names(page)).toEqual(['Climate Action Network', 'Ocean Guardians']);
    expect(page.total).toBe(2);
    expect(page.sort).toBe('relevance');
  });

  it.each([
    ['climtae', 'two letters swapped'],
    ['climte', 'a letter missing'],
    ['cllimate', 'a letter too many'],
    ['clinate', 'a letter wrong'],
  ])('still finds a word with one typo (%s: %s)', async (query) => {
    expect(names(await list({ q: query }))).toEqual(['Climate Action Network', 'Ocean Guardians']);
  });

  it('ignores accents, both ways', async () => {
    expect(names(await list({ q: 'fundacion' }))).toEqual(['Fundación Semillas del Sur']);
    expect(names(await list({ q: 'CORDOBA' }))).toEqual(['Fundación Semillas del Sur']);
    expect(names(await list({ q: 'café' }))).toEqual(['Cafe Collective']);
  });

  it('searches places and category names too', async () => {
    expect(names(await list({ q: 'nairobi' }))).toEqual(['Bright Futures']);
    // 'Education' is a category name, in no text of the organization.
    expect(names(await list({ q: 'education' }))).toEqual(['Bright Futures']);
  });

  it('needs every word of the search to match, wherever it does', async () => {
    expect(names(await list({ q: 'ocean climate' }))).toEqual(['Ocean Guardians']);
    expect(names(await list({ q: 'ocean nairobi' }))).toEqual([]);
  });

  it('combines with every filter, and the facets follow the search', async () => {
    const inGermany = await list({ q: 'clim', country: 'DE' });
    expect(names(inGermany)).toEqual(['Climate Action Network']);
    expect(inGermany.availableCategories).toEqual([
      { categoryId: 'community_organizing', count: 1 },
    ]);
    const withCategory = await list({ q: 'clim', categories: 'ocean_conservation' });
    expect(names(withCategory)).toEqual(['Ocean Guardians']);
  });

  it('never finds what is not published', async () => {
    expect(names(await list({ q: 'draft' }))).toEqual([]);
  });

  it('answers nothing found with empty facets', async () => {
    const page = await list({ q: 'zzzzqqq' });
    expect(page).toMatchObject({ items: [], total: 0, nextCursor: null, availableCategories: [] });
  });

  it('pages through the ranked results without repeats or gaps', async () => {
    const whole = await list({ q: 'clim' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OrganizationList = await list({
        q: 'clim',
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...names(page));
      // The counts come with the first page; later ones repeat the total, not the counts.
      expect(page.total).toBe(whole.total);
      if (cursor) expect(page.availableCategories).toBeNull();
      else expect(page.availableCategories).toEqual(whole.availableCategories);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(names(whole));
  });

  it('refuses a search longer than 100 characters', async () => {
    expect((await error({ q: 'x'.repeat(101) })).message).toBe(
      'A search can be at most 100 characters.',
    );
  });
});

describe('GET /api/organizations?q= by country', () => {
  it.each(['kenya', 'Kenyan', 'kenia', 'keny'])(
    '%s finds the organization in Kenya, whose texts never name it',
    async (query) => {
      expect(names(await list({ q: query }))).toEqual(['Bright Futures']);
    },
  );

  it('finds a country by its own name and its demonym, accents folded', async () => {
    expect(names(await list({ q: 'Deutschland' }))).toEqual([
      'Cafe Collective',
      'Climate Action Network',
    ]);
    expect(names(await list({ q: 'german' }))).toEqual([
      'Cafe Collective',
      'Climate Action Network',
    ]);
    expect(names(await list({ q: 'république française' }))).toEqual(['Ocean Guardians']);
    expect(names(await list({ q: 'argentine' }))).toEqual(['Fundación Semillas del Sur']);
  });

  it('combines a place with other words and filters, and the facets follow', async () => {
    expect(names(await list({ q: 'german clim' }))).toEqual(['Climate Action Network']);
    expect(names(await list({ q: 'kenyan tutoring' }))).toEqual(['Bright Futures']);
    expect(names(await list({ q: 'kenya', country: 'DE' }))).toEqual([]);
    const germany = await list({ q: 'germany' });
    expect(germany.total).toBe(2);
    expect(germany.availableCategories).toEqual([
      { categoryId: 'community_organizing', count: 1 },
      { categoryId: 'cooperative', count: 1 },
    ]);
    const kenya = await list({ q: 'kenya', categories: 'education' });
    expect(kenya).toMatchObject({ total: 1, items: [{ name: 'Bright Futures' }] });
    expect(kenya.availableCategories).toEqual(
      expect.arrayContaining([
        { categoryId: 'education', count: 1 },
        { categoryId: 'nonprofit', count: 1 },
      ]),
    );
  });

  it('ranks a country like a place: below a name that has it', async () => {
    const friends = await createOrganization(testApp.database.db, {
      name: 'Friends of Kenya',
      description: 'Letters between schools.',
      countryCode: 'GB',
      location: 'Leeds',
      categories: ['education'],
      publishedAt: daysAgo(40),
    });
    try {
      expect(names(await list({ q: 'kenya' }))).toEqual(['Friends of Kenya', 'Bright Futures']);
    } finally {
      await setOrganizationStatus(testApp.database.db, friends.id, 'lapsed');
    }
  });
});

describe('GET /api/organizations?sort=', () => {
  it('orders newest first without a search, and relevance falls back to it', async () => {
    const newest = await list({});
    expect(newest.sort).toBe('newest');
    expect(names(newest)).toEqual([
      'Ocean Guardians',
      'Bright Futures',
      'Fundación Semillas del Sur',
      'Cafe Collective',
      'Climate Action Network',
    ]);
    expect(await list({ sort: 'relevance' })).toMatchObject({ sort: 'newest' });
  });

  it('orders by name, accents folded', async () => {
    expect(names(await list({ sort: 'name' }))).toEqual([
      'Bright Futures',
      'Cafe Collective',
      'Climate Action Network',
      'Fundación Semillas del Sur',
      'Ocean Guardians',
    ]);
  });

  it('orders by the last update', async () => {
    const page = await list({});
    const oldest = page.items.at(-1)!;
    await testApp.database.db.execute(
      `update organizations set description = description || ' Updated.', updated_at = now() + interval '1 minute' where id = '${oldest.id}'`,
    );
    expect(names(await list({ sort: 'updated' }))[0]).toBe(oldest.name);
  });

  it('refuses an unknown sort, and a cursor of another sort', async () => {
    expect(await error({ sort: 'popular' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Sort must be one of relevance, newest, updated, name.',
    });
    const page = await list({ sort: 'name', limit: 1 });
    expect(page.nextCursor).not.toBeNull();
    expect((await error({ sort: 'newest', cursor: page.nextCursor ?? '' })).message).toBe(
      'The cursor belongs to another sort; start again from the first page.',
    );
    expect((await error({ cursor: 'bm90LWpzb24' })).message).toBe(
      'The cursor is malformed; start again from the first page.',
    );
  });

  it('drops a withdrawn organization from every order at once', async () => {
    const page = await list({ sort: 'name' });
    const first = page.items[0]!;
    await setOrganizationStatus(testApp.database.db, first.id, 'lapsed');
    for (const sort of ['newest', 'updated', 'name'] as const) {
      expect(names(await list({ sort }))).not.toContain(first.name);
    }
    await setOrganizationStatus(testApp.database.db, first.id, 'published');
    expect(names(await list({ sort: 'name' }))[0]).toBe(first.name);
  });

  it.each(['newest', 'updated', 'name'] as const)(
    'pages in %s order without repeats or gaps while organizations are being published',
    async (sort) => {
      const before = await list({ sort });
      const seen: string[] = [];
      let cursor: string | null = null;
      let publications = 0;
      do {
        const page: OrganizationList = await list({
          sort,
          limit: 2,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        // Newcomers land before and after the cursor: on later pages, or on none already read.
        publications += 1;
        await createOrganization(testApp.database.db, {
          name: publications % 2 === 0 ? `Aardvark ${publications}` : `Zebra ${publications}`,
          publishedAt: new Date(),
        });
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      for (const item of before.items) expect(seen).toContain(item.id);
    },
  );
});
