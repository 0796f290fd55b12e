import { randomUUID } from 'node:crypto';
import type { Organization } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../lib/public-cache/http-caching.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  setOrganizationStatus,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { organizationSlugs, organizations } from '../../db/schema/index.js';
import { isSlugClash } from './organization-slugs.repository.js';
import {
  createOrganizationsRepository,
  type OrganizationFields,
} from './organizations.repository.js';

let testApp: TestApp;
let owner: Member;
let stranger: Member;

beforeAll(async () => {
  testApp = await buildTestApp();
  [owner, stranger] = await Promise.all([
    signUpMember(testApp.app, testApp.database.db),
    signUpMember(testApp.app, testApp.database.db),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

const dataOf = (response: { json(): unknown }) => (response.json() as { data: Organization }).data;

/**
 * Creates through the API, then publishes it as billing does (its readable slug is claimed
 * then) unless told to keep it pending: published organizations do not count toward the
 * owner's cap of pending ones. Answers it as its owner then reads it.
 */
async function create(
  name: string,
  member: Member = owner,
  { pending = false }: { pending?: boolean } = {},
): Promise<Organization> {
  const response = await member.browser.request({
    method: 'POST',
    url: '/api/organizations',
    payload: { name, description: 'What it does.', country: 'DE' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = dataOf(response);
  if (pending) return created;
  await setOrganizationStatus(testApp.database.db, created.id, 'published');
  return dataOf(await member.browser.get(`/api/organizations/${created.id}`));
}

async function rename(id: string, name: string, member: Member = owner): Promise<Organization> {
  const response = await member.browser.request({
    method: 'PUT',
    url: `/api/organizations/${id}`,
    payload: { name, description: 'What it does.', country: 'DE', categoryIds: ['education'] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response);
}

/** The API's answer for an address, as a visitor with no session gets it. */
const publicGet = (ref: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/organizations/${ref}` });

const fields = (name: string): OrganizationFields => ({
  name,
  description: 'Made in bulk.',
  countryCode: 'DE',
  location: null,
  foundedYear: null,
  websiteUrl: null,
  linkedinUrl: null,
  twitterUrl: null,
  blogUrl: null,
});

/** The readable slugs it holds, current and former (its id, its first address, aside). */
async function slugsHeldBy(id: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ slug: organizationSlugs.slug })
    .from(organizationSlugs)
    .where(eq(organizationSlugs.organizationId, id));
  return rows
    .map((row) => row.slug)
    .filter((slug) => slug !== id)
    .sort();
}

/** The repository as the app makes it, with the timeline the milestones module reads. */
const repositoryOf = (testApp: TestApp) =>
  createOrganizationsRepository(testApp.database.db, {
    milestones: testApp.app.milestones.profileTimelineOf,
  });

describe('a new organization', () => {
  it('gets its name’s slug, accents folded, in the API answer', async () => {
    const created = await create('Énergie Solidaire');
    expect(created.slug).toBe('energie-solidaire');
  });

  it('gets -2, -3… when namesakes hold the slug', async () => {
    const slugs = [];
    for (let index = 0; index < 3; index += 1) slugs.push((await create('Harbour Trust')).slug);
    expect(slugs).toEqual(['harbour-trust', 'harbour-trust-2', 'harbour-trust-3']);
  });

  it('takes the first number no one holds when another name’s slug ends in one', async () => {
    expect((await create('Tidewater 2')).slug).toBe('tidewater-2');
    expect((await create('Tidewater')).slug).toBe('tidewater');
    expect((await create('Tidewater!')).slug).toBe('tidewater-3');
  });

  it('never gets a reserved word or an id-shaped slug', async () => {
    expect((await create('New')).slug).toBe('new-organization');
    expect((await create('Edit')).slug).toBe('edit-organization');
    expect((await create('Active Countries')).slug).toBe('active-countries-organization');
    const uuid = '123e4567-e89b-12d3-a456-426614174000';
    expect((await create(uuid)).slug).toBe(`${uuid}-organization`);
    // The API's own path still answers as before.
    const countries = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations/active-countries',
    });
    expect(countries.statusCode).toBe(200);
    expect(Array.isArray((countries.json() as { data: unknown }).data)).toBe(true);
  });

  it('of a name in another script gets “organization”, numbered like any other', async () => {
    const first = await create('東京の森');
    const second = await create('Москва');
    expect(first.slug).toMatch(/^organization(-\d+)?$/);
    expect(second.slug).toMatch(/^organization-\d+$/);
    expect(second.slug).not.toBe(first.slug);
  });

  it('is addressed by its id until it is published', async () => {
    const pending = await create('Not Yet Public', owner, { pending: true });
    expect(pending.slug).toBe(pending.id);
    expect(await slugsHeldBy(pending.id)).toEqual([]);
  });

  it('published concurrently with the same name, each gets a slug of its own', async () => {
    const repository = repositoryOf(testApp);
    const ids = await Promise.all(
      Array.from({ length: 16 }, () =>
        repository.createPending(`owner-${randomUUID()}`, fields('Parallel Commons'), 10),
      ),
    );
    await Promise.all(
      ids.map((id) => setOrganizationStatus(testApp.database.db, id!, 'published')),
    );
    const slugs = await Promise.all(ids.map(async (id) => (await repository.findById(id!))!.slug));
    expect(new Set(slugs).size).toBe(16);
    expect(slugs.sort()).toEqual(
      [
        'parallel-commons',
        ...Array.from({ length: 15 }, (_, index) => `parallel-commons-${index + 2}`),
      ].sort(),
    );
  });

  it('carries its slug in the owner’s list', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    await create('Listed Slug Trust', member);
    const response = await member.browser.request({
      method: 'GET',
      url: '/api/users/organizations',
    });
    expect(response.statusCode).toBe(200);
    const [listed] = (response.json() as { data: Organization[] }).data;
    expect(listed?.slug).toBe('listed-slug-trust');
  });
});

// Two transactions at once need PostgreSQL (PGlite runs one at a time): this part of the
// suite belongs to the PostgreSQL run, which CI makes on every change.
const concurrentWriters = Boolean(process.env['TEST_DATABASE_URL']);

if (concurrentWriters) {
  describe('a slug lost to a concurrent writer', () => {
    it('is retried on the unique violation with the next free slug', async () => {
      const repository = repositoryOf(testApp);
      const first = await repository.createPending(`owner-${randomUUID()}`, fields('Crossing'), 10);
      await setOrganizationStatus(testApp.database.db, first!, 'published');
      const second = await repository.createPending(
        `owner-${randomUUID()}`,
        fields('Crossing'),
        10,
      );
      // Another writer, mid-transaction, takes crossing-2 (its own name's slug).
      const pool = (testApp.database.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into organizations (name, slug, description, country_code, created_by)
             values ('Crossing 2', 'crossing-2', 'x', 'DE', 'someone')`,
        );
        // Looks, finds crossing-2 free (not committed yet), and waits on the unique index.
        const publishing = setOrganizationStatus(testApp.database.db, second!, 'published');
        await expect
          .poll(async () => {
            const result = await pool.query<{ waiting: number }>(
              'select count(*)::int as waiting from pg_locks where not granted',
            );
            return result.rows[0]?.waiting;
          })
          .toBeGreaterThan(0);
        await other.query('commit');
        await publishing;
        expect((await repository.findById(second!))?.slug).toBe('crossing-3');
      } finally {
        other.release();
      }
    });
  });
}

describe('renaming an organization', () => {
  it('moves it to the new name’s slug; the old slug still finds it', async () => {
    const created = await create('Old Mill Collective');
    const renamed = await rename(created.id, 'River Mill Collective');
    expect(renamed.slug).toBe('river-mill-collective');

    const byOld = await owner.browser.request({
      method: 'GET',
      url: '/api/organizations/old-mill-collective',
    });
    expect(byOld.statusCode).toBe(200);
    expect(dataOf(byOld)).toMatchObject({ id: created.id, slug: 'river-mill-collective' });
    expect(await slugsHeldBy(created.id)).toEqual(['old-mill-collective', 'river-mill-collective']);
  });

  it('keeps the slug when the new name asks for the same one', async () => {
    const created = await create('Quiet Waters');
    await create('Quiet Waters'); // quiet-waters-2
    const second = await rename(created.id, 'QUIET waters!');
    expect(second.slug).toBe('quiet-waters');
    expect(await slugsHeldBy(created.id)).toEqual(['quiet-waters']);
  });

  it('takes back its own former slug when renamed back', async () => {
    const created = await create('Boomerang Labs');
    await rename(created.id, 'Returning Labs');
    const back = await rename(created.id, 'Boomerang Labs');
    expect(back.slug).toBe('boomerang-labs');
    // Both stay its own: the one it left now leads back here.
    expect(await slugsHeldBy(created.id)).toEqual(['boomerang-labs', 'returning-labs']);
    const byLeft = await owner.browser.request({
      method: 'GET',
      url: '/api/organizations/returning-labs',
    });
    expect(dataOf(byLeft)).toMatchObject({ id: created.id, slug: 'boomerang-labs' });
  });

  it('gets a numbered slug when the new name’s slug belongs to another organization', async () => {
    await create('Lighthouse Fund');
    const other = await create('Beacon Fund');
    expect((await rename(other.id, 'Lighthouse Fund')).slug).toBe('lighthouse-fund-2');
  });

  it('never hands a former slug to another organization', async () => {
    const first = await create('Shared Name Works');
    await rename(first.id, 'Different Name Works');
    const second = await create('Shared Name Works', stranger);
    expect(second.slug).toBe('shared-name-works-2');
    const byFormer = await owner.browser.request({
      method: 'GET',
      url: '/api/organizations/shared-name-works',
    });
    expect(dataOf(byFormer).id).toBe(first.id);
  });

  it('done concurrently to one name, leaves each organization a slug of its own', async () => {
    const repository = repositoryOf(testApp);
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        repository.createPending(`owner-${randomUUID()}`, fields(`Before Rename ${index}`), 10),
      ),
    );
    for (const id of ids) await setOrganizationStatus(testApp.database.db, id!, 'published');
    await Promise.all(ids.map((id) => repository.update(id!, fields('Converging Name'), [])));
    const slugs = await Promise.all(ids.map(async (id) => (await repository.findById(id!))!.slug));
    expect(new Set(slugs).size).toBe(8);
    for (const slug of slugs) expect(slug).toMatch(/^converging-name(-[2-8])?$/);
  });
});

describe('deleting an organization', () => {
  it('frees its slugs, current and former, for others', async () => {
    const doomed = await create('Short Lived');
    await rename(doomed.id, 'Shorter Lived');
    const deleted = await owner.browser.request({
      method: 'DELETE',
      url: `/api/organizations/${doomed.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await slugsHeldBy(doomed.id)).toEqual([]);
    expect((await create('Short Lived', stranger)).slug).toBe('short-lived');
    expect((await create('Shorter Lived', stranger)).slug).toBe('shorter-lived');
  });
});

describe('GET /api/organizations/{id, slug or former slug}', () => {
  it('answers a published organization at each of its addresses, with its current slug', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const row = await createOrganization(testApp.database.db, {
      name: 'Three Doors',
      createdBy: member.userId,
    });
    await rename(row.id, 'Three Doors Open', member);

    for (const ref of [row.id, 'three-doors-open', 'three-doors']) {
      const response = await publicGet(ref);
      expect(response.statusCode, ref).toBe(200);
      expect(dataOf(response)).toMatchObject({ id: row.id, slug: 'three-doors-open' });
      // Published: the same for everyone, so it may be cached.
      expect(response.headers['cache-control'], ref).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('hides a pending organization from strangers, and its names lead nowhere', async () => {
    const pending = await create('Unlisted Garden', owner, { pending: true });
    await rename(pending.id, 'Unlisted Orchard');
    const guest = await signInGuest(testApp.app);
    for (const ref of [pending.id, 'unlisted-orchard', 'unlisted-garden']) {
      for (const ask of [
        () => publicGet(ref),
        () => stranger.browser.request({ method: 'GET', url: `/api/organizations/${ref}` }),
        () => guest.browser.request({ method: 'GET', url: `/api/organizations/${ref}` }),
      ]) {
        const response = await ask();
        expect(response.statusCode, ref).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: `Organization with ID ${ref} not found` },
        });
        expect(response.body).not.toContain('Unlisted');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    // Its owner sees it at its one address, its id; its names hold nothing yet.
    const mine = await owner.browser.get(`/api/organizations/${pending.id}`);
    expect(mine.statusCode).toBe(200);
    expect(dataOf(mine).slug).toBe(pending.id);
    for (const name of ['unlisted-orchard', 'unlisted-garden']) {
      expect((await owner.browser.get(`/api/organizations/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('answers 410 for a lapsed organization at its slug and its former slug', async () => {
    const lapsed = await create('Faded Banner');
    await rename(lapsed.id, 'Faded Flag');
    await setOrganizationStatus(testApp.database.db, lapsed.id, 'lapsed');
    for (const ref of ['faded-flag', 'faded-banner']) {
      const response = await publicGet(ref);
      expect(response.statusCode, ref).toBe(410);
      expect((response.json() as { error: { code: string } }).error.code).toBe('NOT_PUBLISHED');
    }
  });

  it('lists published cards with their slugs', async () => {
    await createOrganization(testApp.database.db, { name: 'Card Slug Coop', countryCode: 'IS' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations?country=IS',
    });
    const { items } = (response.json() as { data: { items: Array<{ slug: string }> } }).data;
    expect(items.map((item) => item.slug)).toEqual(['card-slug-coop']);
  });
});

describe('the database', () => {
  it('refuses a slug another organization holds, even one it held before (unique violation)', async () => {
    const first = await create('Guarded Slug');
    await rename(first.id, 'Guarded Slug Renamed');
    const attempt = testApp.database.db.insert(organizations).values({
      name: 'Sneaky',
      slug: 'guarded-slug',
      description: 'x',
      countryCode: 'DE',
      createdBy: 'someone',
    });
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isSlugClash(error)).toBe(true);
    const current = testApp.database.db.insert(organizations).values({
      name: 'Sneaky',
      slug: 'guarded-slug-renamed',
      description: 'x',
      countryCode: 'DE',
      createdBy: 'someone',
    });
    expect(
      isSlugClash(
        await current.then(
          () => undefined,
          (caught: unknown) => caught,
        ),
      ),
    ).toBe(true);
  });
});
