import { randomUUID } from 'node:crypto';
import type {
  ApiError,
  Country,
  OrganizationCard,
  OrganizationList,
  OrganizationProfile,
} from '@catalyst/shared';
import { CARD_DESCRIPTION_MAX } from '@catalyst/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  setOrganizationStatus,
  type OrganizationFactoryInput,
} from '../../../test/factories.js';
import { organizations } from '../../db/schema/index.js';
import { countries } from '../../db/seed/countries.data.js';

interface SeededOrganization {
  id: string;
  name: string;
  countryCode: string;
  status: string;
  categories: string[];
}

let testApp: TestApp;
const seeded: SeededOrganization[] = [];
const byName = new Map<string, SeededOrganization>();
let detailRow: Awaited<ReturnType<typeof createOrganization>>;

// Every fixture gets an explicit publication time a minute older than the one before, so the
// feed order is the creation order however slowly the seeding runs.
const FIXTURE_EPOCH = Date.parse('2026-03-01T12:00:00.000Z');
let fixtureCount = 0;

async function seed(input: OrganizationFactoryInput & { name: string }) {
  fixtureCount += 1;
  const row = await createOrganization(testApp.database.db, {
    publishedAt: new Date(FIXTURE_EPOCH - fixtureCount * 60_000),
    ...input,
  });
  const organization = {
    id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    status: row.status,
    categories: input.categories ?? [],
  };
  seeded.push(organization);
  byName.set(organization.name, organization);
  return row;
}

function idOf(name: string): string {
  const organization = byName.get(name);
  if (!organization) throw new Error(`no fixture named ${name}`);
  return organization.id;
}

async function listOrganizations(params: Record<string, string> = {}) {
  const query = new URLSearchParams(params).toString();
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/organizations${query ? `?${query}` : ''}`,
  });
  return response;
}

async function listPage(params: Record<string, string> = {}): Promise<OrganizationList> {
  const response = await listOrganizations(params);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OrganizationList }).data;
}

async function listError(params: Record<string, string>): Promise<ApiError['error']> {
  const response = await listOrganizations(params);
  expect(response.statusCode).toBe(400);
  return (response.json() as ApiError).error;
}

/** Follows nextCursor from the first page to the last, collecting every page. */
async function walkPages(params: Record<string, string>): Promise<OrganizationList[]> {
  const pages: OrganizationList[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPage(cursor ? { ...params, cursor } : params);
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 100) throw new Error('pagination does not end');
  } while (cursor);
  return pages;
}

const names = (items: OrganizationCard[]) => items.map((item) => item.name);

const TIE_TIME = new Date('2025-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const HEAVY_CATEGORIES = [
  'remote_first',
  'open_source',
  'b_corp_certified',
  'learning_budget',
  'nonprofit',
  'technology',
  'systems_change',
];

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;

  // France: the filter fixture. Pending and lapsed organizations carry the filtered
  // categories too, so any leak of unpublished rows shows up in items, totals and facets.
  await seed({
    name: 'Solar Coop',
    countryCode: 'FR',
    categories: ['clean_energy', 'cooperative'],
  });
  await seed({
    name: 'Climate Startup',
    countryCode: 'FR',
    categories: ['climate_action', 'startup'],
  });
  await seed({
    name: 'Clean Nonprofit',
    countryCode: 'FR',
    categories: ['clean_energy', 'nonprofit'],
  });
  await seed({
    name: 'Education Coop',
    countryCode: 'FR',
    categories: ['education', 'cooperative'],
  });
  await seed({
    name: 'Pending Solar',
    countryCode: 'FR',
    status: 'pending',
    categories: ['clean_energy', 'cooperative'],
  });
  await seed({
    name: 'Lapsed Climate',
    countryCode: 'FR',
    status: 'lapsed',
    categories: ['climate_action', 'cooperative'],
  });
  await seed({
    name: 'Kenya Climate Coop',
    countryCode: 'KE',
    categories: ['climate_action', 'cooperative'],
  });
  await seed({
    name: 'Kenya Ocean Pending',
    countryCode: 'KE',
    status: 'pending',
    categories: ['ocean_conservation'],
  });
  await seed({ name: 'Italy Pending', countryCode: 'IT', status: 'pending' });
  // Åland Islands: a name whose first letter is not ASCII, to prove the sort is by name.
  await seed({ name: 'Aland Islanders', countryCode: 'AX' });
  await seed({ name: 'Spain Lapsed', countryCode: 'ES', status: 'lapsed' });
  // Brazil: published once, then lapsed, so the country had and lost its only listing.
  const former = await seed({ name: 'Brazil Former', countryCode: 'BR', categories: ['startup'] });
  await setOrganizationStatus(db, former.id, 'lapsed');
  const formerEntry = byName.get('Brazil Former');
  if (formerEntry) formerEntry.status = 'lapsed';

  // New Zealand: five organizations published at the very same instant, between two others.
  await seed({ name: 'Tie Newest', countryCode: 'NZ', publishedAt: new Date(+TIE_TIME + HOUR) });
  for (let index = 1; index <= 5; index += 1) {
    await seed({ name: `Tie ${index}`, countryCode: 'NZ', publishedAt: TIE_TIME });
  }
  await seed({ name: 'Tie Oldest', countryCode: 'NZ', publishedAt: new Date(+TIE_TIME - HOUR) });

  // Chile: publication times inside one millisecond, apart only by microseconds.
  for (let index = 1; index <= 3; index += 1) {
    const row = await seed({ name: `Micro ${index}`, countryCode: 'CL' });
    await db.execute(
      sql`update organizations set published_at = ${`2025-05-05 10:00:00.12345${index}+00`}::timestamptz where id = ${row.id}`,
    );
  }

  await seed({
    name: 'Card Shape',
    countryCode: 'JP',
    description: 'Card description.',
    location: 'Tokyo',
    logoUrl: '/uploads/logos/card-shape.png',
    websiteUrl: 'https://card-shape.example.org',
    foundedYear: 2001,
    categories: ['remote_first', 'b_corp_certified', 'open_source'],
  });

  detailRow = await seed({
    name: 'Detail Org',
    countryCode: 'DE',
    location: 'Hamburg',
    description: 'Detailed description.',
    websiteUrl: 'https://detail.example.org',
    foundedYear: 2015,
    createdBy: 'owner-detail',
    categories: ['policy_advocacy', 'nonprofit', 'education'],
    details: { policy_advocacy: 'We brief lawmakers every month.', education: 'Free courses.' },
  });
  await seed({ name: 'Detail Pending', countryCode: 'DE', status: 'pending' });
  await seed({ name: 'Detail Lapsed', countryCode: 'DE', status: 'lapsed' });

  // Norway: more than a default page of organizations as heavy as a card gets.
  for (let index = 1; index <= 25; index += 1) {
    await seed({
      name: `Heavy ${index}`,
      countryCode: 'NO',
      description: `${index} `.padEnd(1000, 'x'),
      location: 'Oslo',
      logoUrl: `/uploads/logos/heavy-${index}.png`,
      categories: HEAVY_CATEGORIES,
    });
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/organizations: response shape', () => {
  it('wraps items, nextCursor, total, sort and availableCategories in data', async () => {
    const response = await listOrganizations({ country: 'KE' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      data: {
        items: [expect.objectContaining({ name: 'Kenya Climate Coop' })],
        nextCursor: null,
        total: 1,
        sort: 'newest',
        availableCategories: [
          { categoryId: 'climate_action', count: 1 },
          { categoryId: 'cooperative', count: 1 },
        ],
      },
    });
  });

  it('gives each card exactly the card fields, its slug included, with categories in their saved order', async () => {
    const page = await listPage({ country: 'JP' });
    expect(page.items).toHaveLength(1);
    const [card] = page.items;
    expect(Object.keys(card ?? {}).sort()).toEqual([
      'categoryIds',
      'country',
      'description',
      'id',
      'location',
      'logo',
      'name',
      'openRoleCount',
      'slug',
      'websiteVerified',
    ]);
    expect(card).toEqual({
      id: idOf('Card Shape'),
      slug: 'card-shape',
      name: 'Card Shape',
      description: 'Card description.',
      logo: '/uploads/logos/card-shape.png',
      categoryIds: ['remote_first', 'b_corp_certified', 'open_source'],
      country: 'JP',
      location: 'Tokyo',
      openRoleCount: 0,
      websiteVerified: null,
    });
  });

  it('keeps a default page of 24 organizations with 1000-character descriptions light', async () => {
    const response = await listOrganizations({ country: 'NO' });
    expect(response.statusCode).toBe(200);
    const page = (response.json() as { data: OrganizationList }).data;
    expect(page.items).toHaveLength(24);
    // A card shows three lines: it gets the description's start, not all 1,000 characters.
    for (const item of page.items) {
      expect(item.description.length).toBeLessThanOrEqual(CARD_DESCRIPTION_MAX);
      expect(item.description.endsWith('…')).toBe(true);
    }
    expect(page.total).toBe(25);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(Buffer.byteLength(response.body)).toBeLessThan(20_000);
  });
});

describe('GET /api/organizations: published only', () => {
  it('never lists pending or lapsed organizations', async () => {
    const pages = await walkPages({ limit: '60' });
    const listed = pages.flatMap((page) => names(page.items));
    const hidden = seeded.filter((o) => o.status !== 'published').map((o) => o.name);
    expect(hidden).toHaveLength(8);
    for (const name of hidden) expect(listed).not.toContain(name);
    expect(listed).toHaveLength(seeded.filter((o) => o.status === 'published').length);
  });

  it('counts only published organizations in total', async () => {
    const page = await listPage({ country: 'FR' });
    expect(page.total).toBe(4);
    expect(names(page.items)).toEqual([
      'Solar Coop',
      'Climate Startup',
      'Clean Nonprofit',
      'Education Coop',
    ]);
  });

  it('returns an empty list for a country whose only organization is pending', async () => {
    const page = await listPage({ country: 'IT' });
    expect(page).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      sort: 'newest',
      availableCategories: [],
    });
  });
});

describe('GET /api/organizations: filters', () => {
  it('combines categories of the same group with OR', async () => {
    const page = await listPage({ categories: 'clean_energy,climate_action' });
    expect(names(page.items)).toEqual([
      'Solar Coop',
      'Climate Startup',
      'Clean Nonprofit',
      'Kenya Climate Coop',
    ]);
    expect(page.total).toBe(4);
  });

  it('combines categories of different groups with AND', async () => {
    const page = await listPage({ categories: 'clean_energy,climate_action,cooperative' });
    expect(names(page.items)).toEqual(['Solar Coop', 'Kenya Climate Coop']);
    expect(page.total).toBe(2);
  });

  it('narrows to exactly the selected country', async () => {
    const page = await listPage({
      country: 'FR',
      categories: 'clean_energy,climate_action,cooperative',
    });
    expect(names(page.items)).toEqual(['Solar Coop']);
    expect(page.total).toBe(1);
  });

  it('treats country=all as no country filter', async () => {
    const unfiltered = await listPage();
    expect(await listPage({ country: 'all' })).toEqual(unfiltered);
    expect(unfiltered.total).toBe(seeded.filter((o) => o.status === 'published').length);
  });

  it('treats an empty country as no country filter', async () => {
    const unfiltered = await listPage({ categories: 'cooperative' });
    expect(await listPage({ country: '', categories: 'cooperative' })).toEqual(unfiltered);
    expect(names(unfiltered.items)).toEqual(['Solar Coop', 'Education Coop', 'Kenya Climate Coop']);
  });

  it('treats an empty categories value as no category filter', async () => {
    expect(await listPage({ categories: '', country: 'FR' })).toEqual(
      await listPage({ country: 'FR' }),
    );
  });

  it('counts a single category exactly, with and without a country', async () => {
    expect((await listPage({ categories: 'cooperative' })).total).toBe(3);
    expect((await listPage({ categories: 'cooperative', country: 'FR' })).total).toBe(2);
    expect((await listPage({ categories: 'ocean_conservation' })).total).toBe(0);
  });

  it('counts every match in total, not just the current page', async () => {
    const page = await listPage({ categories: 'clean_energy,climate_action', limit: '1' });
    expect(names(page.items)).toEqual(['Solar Coop']);
    expect(page.total).toBe(4);
    expect(page.nextCursor).toEqual(expect.any(String));
  });
});

describe('GET /api/organizations: keyset pagination', () => {
  it('walks pages of two, newest first, breaking publication-time ties by id descending', async () => {
    const tied = seeded
      .filter((o) => /^Tie \d$/.test(o.name))
      .map((o) => o.id)
      .sort()
      .reverse();
    const expected = [idOf('Tie Newest'), ...tied, idOf('Tie Oldest')];

    const pages = await walkPages({ country: 'NZ', limit: '2' });

    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected);
    expect(pages.every((page) => page.total === 7)).toBe(true);
  });

  it('ends with a null nextCursor on the last page', async () => {
    const pages = await walkPages({ country: 'NZ', limit: '2' });
    expect(pages.slice(0, -1).every((page) => typeof page.nextCursor === 'string')).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('gives a null nextCursor when one page holds every match exactly', async () => {
    const page = await listPage({ country: 'NZ', limit: '7' });
    expect(page.items).toHaveLength(7);
    expect(page.nextCursor).toBeNull();
  });

  it('keeps microsecond publication times apart across pages', async () => {
    const pages = await walkPages({ country: 'CL', limit: '1' });
    expect(pages.flatMap((page) => names(page.items))).toEqual(['Micro 3', 'Micro 2', 'Micro 1']);
  });

  it('covers the whole feed without duplicates or gaps', async () => {
    const expected = await testApp.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.status, 'published'))
      .orderBy(desc(organizations.publishedAt), desc(organizations.id));
    const expectedIds = expected.map((row) => row.id);

    const pages = await walkPages({ limit: '2' });
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));

    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expectedIds);
    expect(ids).toHaveLength(seeded.filter((o) => o.status === 'published').length);
  });
});

describe('GET /api/organizations: available categories', () => {
  it('counts the categories of the selected country’s published organizations', async () => {
    const page = await listPage({ country: 'FR' });
    expect(page.availableCategories).toEqual([
      { categoryId: 'clean_energy', count: 2 },
      { categoryId: 'climate_action', count: 1 },
      { categoryId: 'cooperative', count: 2 },
      { categoryId: 'education', count: 1 },
      { categoryId: 'nonprofit', count: 1 },
      { categoryId: 'startup', count: 1 },
    ]);
  });

  it('counts each category as the total would be were it its group’s only choice', async () => {
    const all = await listPage({ country: 'FR' });
    const filtered = await listPage({ country: 'FR', categories: 'education' });
    expect(names(filtered.items)).toEqual(['Education Coop']);
    // education's own group answers as if nothing of it were selected: the country's counts.
    const impactAreas = new Set([
      'education',
      'climate_action',
      'clean_energy',
      'ocean_conservation',
    ]);
    const ofImpactAreas = (page: typeof all) =>
      (page.availableCategories ?? []).filter((facet) => impactAreas.has(facet.categoryId));
    expect(ofImpactAreas(filtered)).toEqual(ofImpactAreas(all));
    // Every other group's counts follow the selection: what selecting them would leave.
    for (const facet of filtered.availableCategories ?? []) {
      if (impactAreas.has(facet.categoryId)) continue;
      const narrowed = await listPage({
        country: 'FR',
        categories: `education,${facet.categoryId}`,
      });
      expect(narrowed.total, facet.categoryId).toBe(facet.count);
    }
  });

  it('counts categories across all countries when none is selected', async () => {
    const counts = new Map<string, number>();
    for (const organization of seeded.filter((o) => o.status === 'published')) {
      for (const id of organization.categories) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const expected = [...counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([categoryId, count]) => ({ categoryId, count }));

    const page = await listPage();

    expect(page.availableCategories).toEqual(expected);
    expect(page.availableCategories).toContainEqual({ categoryId: 'nonprofit', count: 27 });
    expect((page.availableCategories ?? []).map((facet) => facet.categoryId)).not.toContain(
      'ocean_conservation',
    );
  });
});

describe('GET /api/organizations: bad parameters', () => {
  it('refuses a lower-case country code', async () => {
    const error = await listError({ country: 'xx' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('Country must be a two-letter ISO 3166-1 code, e.g. DE.');
  });

  it('refuses a three-letter country code', async () => {
    const error = await listError({ country: 'DEU' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('Country must be a two-letter ISO 3166-1 code, e.g. DE.');
  });

  it('refuses an unknown country and names it', async () => {
    const error = await listError({ country: 'ZZ' });
    expect(error).toEqual({ code: 'VALIDATION_ERROR', message: 'Unknown country: ZZ.' });
  });

  it('refuses an unknown category and names it', async () => {
    const error = await listError({ categories: 'clean_energy,made_up_cause' });
    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Unknown category: made_up_cause.',
    });
  });

  it('refuses a malformed category id', async () => {
    const error = await listError({ categories: 'Bad-Id!' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('Category ids are lower-case letters, digits and underscores.');
  });

  it('refuses a limit of 0', async () => {
    const error = await listError({ limit: '0' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('Limit must be at least 1.');
  });

  it('refuses a limit above 60', async () => {
    const error = await listError({ limit: '61' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('Limit must be at most 60.');
  });

  it('refuses a limit that is not a number with a message about the limit', async () => {
    const error = await listError({ limit: 'abc' });
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/limit/i);
    expect(error.message).not.toContain('NaN');
  });

  it('refuses a cursor that is not base64url JSON', async () => {
    const error = await listError({ cursor: 'not-a-cursor' });
    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The cursor is malformed; start again from the first page.',
    });
  });

  it('refuses a base64url cursor holding garbage JSON', async () => {
    const cursor = Buffer.from('{"publishedAt": 3, "id": [').toString('base64url');
    const error = await listError({ cursor });
    expect(error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The cursor is malformed; start again from the first page.',
    });
  });
});

describe('GET /api/organizations/active-countries', () => {
  it('lists only countries with a published organization, sorted by name', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations/active-countries',
    });
    expect(response.statusCode).toBe(200);
    const active = ['AX', 'CL', 'DE', 'FR', 'JP', 'KE', 'NO', 'NZ'];
    const expected: Country[] = countries
      .filter((country) => active.includes(country.code))
      .map(({ code, name, flagEmoji }) => ({ code, name, flagEmoji }))
      .sort((a, b) => new Intl.Collator('en').compare(a.name, b.name));
    expect(expected.map((country) => country.name)).toEqual([
      'Åland Islands',
      'Chile',
      'France',
      'Germany',
      'Japan',
      'Kenya',
      'New Zealand',
      'Norway',
    ]);
    expect(response.json()).toEqual({ data: expected });
  });
});

describe('GET /api/organizations/{id}', () => {
  it('returns a published organization as the full entity', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/organizations/${detailRow.id}`,
    });
    expect(response.statusCode).toBe(200);
    const expected: OrganizationProfile = {
      id: detailRow.id,
      slug: 'detail-org',
      name: 'Detail Org',
      description: 'Detailed description.',
      logo: null,
      categoryIds: ['policy_advocacy', 'nonprofit', 'education'],
      country: 'DE',
      location: 'Hamburg',
      websiteVerified: null,
      bannerImage: null,
      categoriesOrder: { policy_advocacy: 0, nonprofit: 1, education: 2 },
      categoriesDetails: {
        policy_advocacy: 'We brief lawmakers every month.',
        education: 'Free courses.',
      },
      categoryImages: {},
      foundedYear: 2015,
      websiteUrl: 'https://detail.example.org',
      linkedinUrl: null,
      twitterUrl: null,
      blogUrl: null,
      media: [],
      publicationStatus: 'published',
      createdAt: detailRow.createdAt.toISOString(),
      updatedAt: detailRow.updatedAt.toISOString(),
      milestones: [],
    };
    expect(response.json()).toEqual({ data: expected });
  });

  it('hides a pending organization behind a 404', async () => {
    const id = idOf('Detail Pending');
    const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `Organization with ID ${id} not found` },
    });
  });

  it('answers 410 NOT_PUBLISHED with the name for a lapsed organization', async () => {
    const id = idOf('Detail Lapsed');
    const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${id}` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_PUBLISHED',
        message: 'Detail Lapsed is not currently published. Check back later.',
      },
    });
  });

  it('answers 404 for an unknown uuid', async () => {
    const id = randomUUID();
    const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `Organization with ID ${id} not found` },
    });
  });

  it('answers 404 for a slug no organization has had', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations/not-a-uuid',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Organization with ID not-a-uuid not found' },
    });
  });

  it('answers 400 for an address that is neither a uuid nor a slug', async () => {
    for (const ref of ['Not_A_Slug', 'trailing-', '%C3%A9nergie', 'x'.repeat(81)]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/organizations/${ref}`,
      });
      expect(response.statusCode, ref).toBe(400);
      const { error } = response.json() as ApiError;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe('Organizations are addressed by their id or their slug.');
    }
  });
});

describe('unknown API paths', () => {
  it('answers GET /api/nope with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
    });
  });

  it('answers POST /api/organizations/x/y with a JSON 404', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/organizations/x/y',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
    });
  });

  it('answers a malformed percent-encoding in an API path with the error envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/organizations/%C0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
});
