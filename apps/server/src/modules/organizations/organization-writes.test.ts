import { randomUUID } from 'node:crypto';
import type { ApiError, Organization, OrganizationList } from '@catalyst/shared';
import {
  CATEGORY_DETAIL_MAX,
  MAX_CATEGORIES,
  MAX_UNPUBLISHED_ORGANIZATIONS,
  ORGANIZATION_DESCRIPTION_MAX,
  organizationFormMessages,
  organizationMessages,
  urlExamples,
} from '@catalyst/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../lib/public-cache/http-caching.js';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import {
  aggregatedCountryCounts,
  maintainedCountryCounts,
} from '../../../test/discovery-counts.js';
import {
  createOrganization,
  setOrganizationImages,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { organizationCategories, organizations } from '../../db/schema/index.js';

const form = organizationFormMessages;
const thisYear = new Date().getFullYear();

let testApp: TestAppWithFiles;
/** Creates through the API; a member of its own so other tests never meet the cap. */
let creator: Member;
/** Owns the organizations the update tests edit. */
let owner: Member;

beforeAll(async () => {
  testApp = await buildTestAppWithFiles('catalyst-writes-');
  [creator, owner] = await Promise.all([
    signUpMember(testApp.app, testApp.database.db),
    signUpMember(testApp.app, testApp.database.db),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

function send(
  member: Member,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
) {
  return member.browser.request({ method, url, payload });
}

function errorOf(response: { json(): unknown }): ApiError['error'] {
  return (response.json() as ApiError).error;
}

const validCreate = {
  name: 'Tidewater Trust',
  description: 'Restores salt marshes along the coast.',
  country: 'DE',
};

function create(body: Record<string, unknown>, member: Member = creator) {
  return send(member, 'POST', '/api/organizations', body);
}

async function refusedCreate(body: Record<string, unknown>) {
  const before = await countOwned(creator.userId);
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(400);
  expect(await countOwned(creator.userId)).toBe(before);
  return errorOf(response);
}

async function countOwned(userId: string) {
  const rows = await testApp.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.createdBy, userId));
  return rows.length;
}

/** A pending organization of the owner, with the given categories, straight into the database. */
function ownedOrganization(
  categories: string[] = ['education'],
  status: 'pending' | 'published' = 'pending',
) {
  return createOrganization(testApp.database.db, { createdBy: owner.userId, categories, status });
}

function validUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Edited Name',
    description: 'Edited description.',
    country: 'DE',
    categoryIds: ['education'],
    ...overrides,
  };
}

async function update(id: string, body: Record<string, unknown>, member: Member = owner) {
  return send(member, 'PUT', `/api/organizations/${id}`, body);
}

async function refusedUpdate(body: Record<string, unknown>) {
  const { id } = await ownedOrganization();
  const before = await rowOf(id);
  const response = await update(id, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(await rowOf(id)).toEqual(before);
  return errorOf(response);
}

async function rowOf(id: string) {
  const [row] = await testApp.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, id));
  return row;
}

async function acceptedUpdate(body: Record<string, unknown>): Promise<Organization> {
  const row = await ownedOrganization();
  const response = await update(row.id, body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Organization }).data;
}

function linksOf(id: string) {
  return testApp.database.db
    .select({
      categoryId: organizationCategories.categoryId,
      position: organizationCategories.position,
      detailText: organizationCategories.detailText,
      imageUrl: organizationCategories.imageUrl,
    })
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id))
    .orderBy(asc(organizationCategories.position));
}

const storedImage = () => testApp.storeImage();
const filesOf = (url: string) => testApp.filesOf(url);

describe('POST /api/organizations', () => {
  it('creates a pending organization owned by the caller, whatever the body claims', async () => {
    const response = await create({
      ...validCreate,
      location: '  Hamburg  ',
      foundedYear: 2001,
      websiteUrl: 'example.org',
      createdBy: 'someone-else',
      paymentStatus: 'paid',
      publicationStatus: 'published',
      status: 'published',
      subscriptionType: 'annual',
      categoryIds: ['education'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: Organization };
    expect(data).toMatchObject({
      name: 'Tidewater Trust',
      description: 'Restores salt marshes along the coast.',
      country: 'DE',
      location: 'Hamburg',
      foundedYear: 2001,
      websiteUrl: 'https://example.org',
      linkedinUrl: null,
      createdBy: creator.userId,
      paymentStatus: 'pending',
      publicationStatus: 'pending',
      subscriptionType: null,
      categoryIds: [],
      logo: null,
      bannerImage: null,
    });
    const [row] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, data.id));
    expect(row).toMatchObject({
      createdBy: creator.userId,
      status: 'pending',
      publishedAt: null,
      subscriptionType: null,
      categoryIds: [],
    });
    expect(await linksOf(data.id)).toEqual([]);
  });

  it.each([
    ['name', form.nameRequired],
    ['description', form.descriptionRequired],
    ['country', form.countryRequired],
  ])('refuses a missing %s with its own message', async (field, message) => {
    const body: Record<string, unknown> = { ...validCreate };
    delete body[field];
    expect(await refusedCreate(body)).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    ['name', form.nameRequired],
    ['description', form.descriptionRequired],
    ['country', form.countryRequired],
  ])('refuses an empty %s with its own message', async (field, message) => {
    expect(
      await refusedCreate({ ...validCreate, [field]: field === 'country' ? '' : '   ' }),
    ).toMatchObject({
      message,
    });
  });

  it('refuses an unknown country', async () => {
    expect(await refusedCreate({ ...validCreate, country: 'ZZ' })).toEqual({
      code: 'VALIDATION_ERROR',
      message: form.unknownCountry,
    });
  });

  it('takes a description of 1000 characters and refuses 1001', async () => {
    const ok = await create({
      ...validCreate,
      description: 'd'.repeat(ORGANIZATION_DESCRIPTION_MAX),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      await refusedCreate({
        ...validCreate,
        description: 'd'.repeat(ORGANIZATION_DESCRIPTION_MAX + 1),
      }),
    ).toMatchObject({
      message: `Description must be at most ${ORGANIZATION_DESCRIPTION_MAX} characters`,
    });
  });

  it('takes founded years 1800 and this year, refuses 1799 and next year', async () => {
    for (const year of [1800, thisYear]) {
      const ok = await create({ ...validCreate, foundedYear: year });
      expect(ok.statusCode, ok.body).toBe(201);
      expect((ok.json() as { data: Organization }).data.foundedYear).toBe(year);
    }
    for (const year of [1799, thisYear + 1]) {
      expect(await refusedCreate({ ...validCreate, foundedYear: year })).toMatchObject({
        message: form.foundedYearRange(thisYear),
      });
    }
  });

  it('normalizes web addresses, keeps full ones and stores empty as null', async () => {
    const response = await create({
      ...validCreate,
      websiteUrl: 'example.org',
      linkedinUrl: 'http://x.org/a?b=c',
      twitterUrl: '',
      blogUrl: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as { data: Organization };
    const [row] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, data.id));
    expect(row).toMatchObject({
      websiteUrl: 'https://example.org',
      linkedinUrl: 'http://x.org/a?b=c',
      twitterUrl: null,
      blogUrl: null,
    });
  });

  it.each([
    ['websiteUrl', 'javascript:alert(1)'],
    ['linkedinUrl', 'ftp://x.org'],
    ['twitterUrl', 'not a url'],
    ['blogUrl', 'https://localhost'],
  ] as const)('refuses %s %s with the field’s message', async (field, value) => {
    expect(await refusedCreate({ ...validCreate, [field]: value })).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: form.invalidUrl(urlExamples[field]),
    });
  });

  it(`caps an owner at ${MAX_UNPUBLISHED_ORGANIZATIONS} unpublished organizations; published ones do not count`, async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    await createOrganization(testApp.database.db, {
      createdBy: member.userId,
      status: 'published',
    });
    await createOrganization(testApp.database.db, { createdBy: member.userId, status: 'lapsed' });
    // Nine more in parallel: the cap must hold under concurrency, not just one at a time.
    const answers = await Promise.all(
      Array.from({ length: MAX_UNPUBLISHED_ORGANIZATIONS }, (_, index) =>
        create({ ...validCreate, name: `Parallel ${index}` }, member),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(MAX_UNPUBLISHED_ORGANIZATIONS - 1).fill(201),
      409,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused)).toEqual({
      code: 'CONFLICT',
      message: form.tooManyUnpublished(MAX_UNPUBLISHED_ORGANIZATIONS),
    });
    expect(await countOwned(member.userId)).toBe(MAX_UNPUBLISHED_ORGANIZATIONS + 1);
  });
});

describe('PUT /api/organizations/{id}: validation at each boundary', () => {
  const seven = [
    'education',
    'remote_first',
    'b_corp_certified',
    'learning_budget',
    'nonprofit',
    'policy_advocacy',
    'systems_change',
  ];

  it(`takes ${MAX_CATEGORIES} categories, and the default placeholder besides`, async () => {
    const data = await acceptedUpdate(validUpdate({ categoryIds: [...seven, 'default_category'] }));
    expect(data.categoryIds).toEqual(seven);
  });

  it(`refuses ${MAX_CATEGORIES + 1} categories with the limit message`, async () => {
    expect(await refusedUpdate(validUpdate({ categoryIds: [...seven, 'climate_action'] }))).toEqual(
      expect.objectContaining({
        code: 'VALIDATION_ERROR',
        message: form.categoryLimit(MAX_CATEGORIES),
      }),
    );
  });

  it('refuses zero categories, or only the placeholder, as a missing required field', async () => {
    expect(await refusedUpdate(validUpdate({ categoryIds: [] }))).toMatchObject({
      message: form.requiredFields,
    });
    expect(await refusedUpdate(validUpdate({ categoryIds: ['default_category'] }))).toMatchObject({
      message: form.requiredFields,
    });
  });

  it.each(['name', 'description', 'country', 'categoryIds'])(
    'refuses a missing %s as a missing required field',
    async (field) => {
      const body: Record<string, unknown> = validUpdate();
      delete body[field];
      expect(await refusedUpdate(body)).toMatchObject({ message: form.requiredFields });
    },
  );

  it('takes a description of 1000 characters and refuses 1001', async () => {
    const data = await acceptedUpdate(validUpdate({ description: 'x'.repeat(1000) }));
    expect(data.description).toHaveLength(1000);
    expect(await refusedUpdate(validUpdate({ description: 'x'.repeat(1001) }))).toMatchObject({
      message: 'Description must be at most 1000 characters',
    });
  });

  it('takes a category detail of 2000 characters and refuses 2001', async () => {
    const text = 'y'.repeat(CATEGORY_DETAIL_MAX);
    const data = await acceptedUpdate(validUpdate({ categoriesDetails: { education: text } }));
    expect(data.categoriesDetails).toEqual({ education: text });
    expect(
      await refusedUpdate(validUpdate({ categoriesDetails: { education: `${text}y` } })),
    ).toMatchObject({ message: 'Category descriptions must be at most 2000 characters' });
  });

  it('takes founded years 1800 and this year, refuses 1799 and next year', async () => {
    expect((await acceptedUpdate(validUpdate({ foundedYear: 1800 }))).foundedYear).toBe(1800);
    expect((await acceptedUpdate(validUpdate({ foundedYear: thisYear }))).foundedYear).toBe(
      thisYear,
    );
    for (const year of [1799, thisYear + 1]) {
      expect(await refusedUpdate(validUpdate({ foundedYear: year }))).toMatchObject({
        message: form.foundedYearRange(thisYear),
      });
    }
  });

  it('normalizes, keeps and clears web addresses; refuses what is not one', async () => {
    const data = await acceptedUpdate(
      validUpdate({ websiteUrl: 'example.org', blogUrl: 'http://x.org/a?b=c', twitterUrl: '' }),
    );
    expect(data).toMatchObject({
      websiteUrl: 'https://example.org',
      blogUrl: 'http://x.org/a?b=c',
      twitterUrl: null,
    });
    for (const value of ['javascript:alert(1)', 'ftp://x.org', 'not a url', 'https://localhost']) {
      expect(await refusedUpdate(validUpdate({ linkedinUrl: value }))).toMatchObject({
        message: form.invalidUrl(urlExamples.linkedinUrl),
      });
    }
  });

  it('refuses an unknown category and an unknown country', async () => {
    expect(
      await refusedUpdate(validUpdate({ categoryIds: ['education', 'no_such_category'] })),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      message: form.unknownCategory,
    });
    expect(await refusedUpdate(validUpdate({ country: 'ZZ' }))).toEqual({
      code: 'VALIDATION_ERROR',
      message: form.unknownCountry,
    });
  });
});

describe('PUT /api/organizations/{id}: what is written', () => {
  it('replaces fields and links, positions normalized from the given order', async () => {
    const row = await ownedOrganization(['climate_action', 'remote_first']);
    const response = await update(
      row.id,
      validUpdate({
        country: 'FR',
        location: 'Lyon',
        categoryIds: ['nonprofit', 'education', 'learning_budget', 'open_source', 'cooperative'],
        // Gaps, a tie (broken by the order of categoryIds), one without a value, and
        // Company Properties carrying any value at all.
        categoriesOrder: {
          education: 40,
          learning_budget: 10,
          open_source: 40,
          nonprofit: 0,
          cooperative: 9999,
        },
        categoriesDetails: { education: 'Free courses.\nEvery week.', open_source: '   ' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: Organization };
    expect(data.categoryIds).toEqual([
      'nonprofit',
      'learning_budget',
      'education',
      'open_source',
      'cooperative',
    ]);
    expect(data.categoriesOrder).toEqual({
      nonprofit: 0,
      learning_budget: 1,
      education: 2,
      open_source: 3,
      cooperative: 4,
    });
    expect(data.categoriesDetails).toEqual({ education: 'Free courses.\nEvery week.' });
    expect(data).toMatchObject({ country: 'FR', location: 'Lyon', name: 'Edited Name' });
    expect(await linksOf(row.id)).toEqual([
      { categoryId: 'nonprofit', position: 0, detailText: null, imageUrl: null },
      { categoryId: 'learning_budget', position: 1, detailText: null, imageUrl: null },
      {
        categoryId: 'education',
        position: 2,
        detailText: 'Free courses.\nEvery week.',
        imageUrl: null,
      },
      { categoryId: 'open_source', position: 3, detailText: null, imageUrl: null },
      { categoryId: 'cooperative', position: 4, detailText: null, imageUrl: null },
    ]);
  });

  it('ignores every field the owner may not set, and bumps updatedAt', async () => {
    const row = await ownedOrganization(['education']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await update(
      row.id,
      validUpdate({
        id: randomUUID(),
        createdBy: creator.userId,
        paymentStatus: 'paid',
        publicationStatus: 'published',
        status: 'published',
        subscriptionType: 'guest',
        logo: 'https://evil.example.org/logo.png',
        bannerImage: 'https://evil.example.org/banner.png',
        categoryImages: { education: 'https://evil.example.org/c.png' },
        createdAt: '2000-01-01T00:00:00.000Z',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, row.id));
    expect(after).toMatchObject({
      id: row.id,
      createdBy: owner.userId,
      status: 'pending',
      publishedAt: null,
      subscriptionType: null,
      logoUrl: null,
      bannerImageUrl: null,
      createdAt: row.createdAt,
      name: 'Edited Name',
    });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await linksOf(row.id)).toEqual([
      { categoryId: 'education', position: 0, detailText: null, imageUrl: null },
    ]);
  });

  it('keeps the image of a category that stays, and removes the files of one deselected', async () => {
    const row = await ownedOrganization(['education', 'climate_action']);
    const [kept, dropped] = [await storedImage(), await storedImage()];
    await setOrganizationImages(testApp.database.db, row.id, {
      categories: { education: kept, climate_action: dropped },
    });
    const response = await update(
      row.id,
      validUpdate({
        categoryIds: ['remote_first', 'education'],
        categoriesOrder: { education: 0, remote_first: 1 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Organization }).data.categoryImages).toEqual({
      education: kept,
    });
    await testApp.app.jobs.idle();
    expect(await filesOf(kept)).toEqual(['w1280.webp', 'w640.webp']);
    expect(await filesOf(dropped)).toEqual([]);
  });

  it('moves a published organization between countries and categories in the public list', async () => {
    const db = testApp.database.db;
    const row = await createOrganization(db, {
      createdBy: owner.userId,
      status: 'published',
      countryCode: 'NZ',
      categories: ['ocean_conservation', 'ngo'],
    });
    const list = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/organizations?${query}`,
      });
      return (response.json() as { data: OrganizationList }).data;
    };
    const facet = (page: OrganizationList, categoryId: string) =>
      (page.availableCategories ?? []).find((entry) => entry.categoryId === categoryId)?.count ?? 0;

    const beforeNz = await list('country=NZ');
    const beforeIs = await list('country=IS');
    expect(beforeNz.items.map((item) => item.id)).toContain(row.id);
    expect(facet(beforeNz, 'ocean_conservation')).toBe(1);
    expect(facet(beforeIs, 'biodiversity')).toBe(0);

    const response = await update(
      row.id,
      validUpdate({ country: 'IS', categoryIds: ['biodiversity', 'ngo'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { publicationStatus: 'published' } });

    const afterNz = await list('country=NZ');
    const afterIs = await list('country=IS');
    expect(afterNz.items.map((item) => item.id)).not.toContain(row.id);
    expect(afterNz.total).toBe(beforeNz.total - 1);
    expect(facet(afterNz, 'ocean_conservation')).toBe(0);
    expect(afterIs.items.map((item) => item.id)).toContain(row.id);
    expect(afterIs.total).toBe(beforeIs.total + 1);
    expect(facet(afterIs, 'biodiversity')).toBe(1);
    expect(facet(afterIs, 'ngo')).toBe(facet(beforeIs, 'ngo') + 1);
    expect((await list('country=IS&categories=biodiversity')).total).toBe(1);
    expect(await maintainedCountryCounts(db)).toEqual(await aggregatedCountryCounts(db));
  });
});

describe('GET /api/organizations/{id} and GET /api/users/organizations for the owner', () => {
  it('shows the owner a pending organization, privately; a published one stays cacheable', async () => {
    const pending = await ownedOrganization(['education']);
    const mine = await send(owner, 'GET', `/api/organizations/${pending.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({ data: { id: pending.id, publicationStatus: 'pending' } });

    const published = await ownedOrganization(['education'], 'published');
    const publicView = await testApp.app.inject({
      method: 'GET',
      url: `/api/organizations/${published.id}`,
    });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers a 404 for someone else’s pending organization exactly like an unknown id', async () => {
    const pending = await ownedOrganization();
    const unknown = randomUUID();
    for (const id of [pending.id, unknown]) {
      const response = await send(creator, 'GET', `/api/organizations/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: organizationMessages.notFound(id) },
      });
    }
  });

  it('lists the caller’s organizations of every status, newest first, with their categories', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const db = testApp.database.db;
    const first = await createOrganization(db, {
      createdBy: member.userId,
      status: 'published',
      categories: ['education', 'ngo'],
    });
    const second = await createOrganization(db, { createdBy: member.userId, status: 'lapsed' });
    const third = await createOrganization(db, {
      createdBy: member.userId,
      status: 'pending',
      categories: ['startup'],
    });
    await createOrganization(db, { createdBy: owner.userId });
    for (const [index, row] of [first, second, third].entries()) {
      await db
        .update(organizations)
        .set({ createdAt: new Date(Date.UTC(2026, 0, index + 1)) })
        .where(eq(organizations.id, row.id));
    }
    const response = await send(member, 'GET', '/api/users/organizations');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: Organization[] };
    expect(data.map((entry) => [entry.id, entry.publicationStatus, entry.categoryIds])).toEqual([
      [third.id, 'pending', ['startup']],
      [second.id, 'lapsed', []],
      [first.id, 'published', ['education', 'ngo']],
    ]);
  });

  it('lists nothing for an owner without organizations', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const response = await send(member, 'GET', '/api/users/organizations');
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('DELETE /api/organizations/{id}', () => {
  it('removes the organization, its links and every file of its images', async () => {
    const db = testApp.database.db;
    const row = await ownedOrganization(['education', 'ngo'], 'published');
    const [logo, banner, education, ngo] = [
      await storedImage(),
      await storedImage(),
      await storedImage(),
      await storedImage(),
    ];
    await setOrganizationImages(db, row.id, { logo, banner, categories: { education, ngo } });
    const other = await ownedOrganization(['education']);
    const otherImage = await storedImage();
    await setOrganizationImages(db, other.id, { logo: otherImage });

    const response = await send(owner, 'DELETE', `/api/organizations/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });

    expect(await db.select().from(organizations).where(eq(organizations.id, row.id))).toEqual([]);
    expect(await linksOf(row.id)).toEqual([]);
    await testApp.app.jobs.idle();
    for (const url of [logo, banner, education, ngo]) expect(await filesOf(url)).toEqual([]);
    expect(await filesOf(otherImage)).toHaveLength(2);
    expect(await maintainedCountryCounts(db)).toEqual(await aggregatedCountryCounts(db));

    const again = await send(owner, 'DELETE', `/api/organizations/${row.id}`);
    expect(again.statusCode).toBe(404);
    const gone = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${row.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('leaves addresses that are not stored images alone', async () => {
    const row = await ownedOrganization(['education']);
    await setOrganizationImages(testApp.database.db, row.id, {
      logo: 'https://cdn.example.org/logo.png',
    });
    const response = await send(owner, 'DELETE', `/api/organizations/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
  });
});
