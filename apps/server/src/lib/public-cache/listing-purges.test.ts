import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startPurgeStandIn } from '../../../test/stand-ins/purge-endpoint.js';
import {
  createOpenRole,
  createOrganization,
  setOrganizationStatus,
} from '../../../test/factories.js';
import { organizationCategories, organizations } from '../../db/schema/index.js';
import { sqlExecutorOf } from '../jobs/sql-executor.js';
import { createCachePurger, type CachePurger } from './cache-purger.js';

/**
 * A shared cache keeps each directory answer until a purge names one of its keys. Purges name
 * only what a change can alter (lib/public-cache/listing-keys.ts), so this checks the one
 * thing that makes that safe: after every kind of change, each answer whose content changed
 * carried a key the change's purge named. And that the narrowing holds: an edit to one
 * description leaves pages that do not show it in the cache.
 */

/** Directory answers over filters, searches, orders and short pages, as a cache holds them. */
const QUERIES = [
  '/api/organizations',
  '/api/organizations?limit=2',
  '/api/organizations?sort=name',
  '/api/organizations?sort=name&limit=2',
  '/api/organizations?sort=updated&limit=2',
  '/api/organizations?sort=newest&limit=3',
  '/api/organizations?q=heron',
  '/api/organizations?q=heron&sort=name',
  '/api/organizations?q=marsh&limit=1',
  '/api/organizations?q=library',
  '/api/organizations?hiring=true',
  '/api/organizations?country=DE',
  '/api/organizations?country=FR&sort=name',
  '/api/organizations?categories=education',
  '/api/organizations?categories=biodiversity&sort=updated',
  '/api/organizations?country=FR&sort=updated',
  '/api/organizations?country=DE&sort=updated',
  '/api/organizations/active-countries',
];

interface Answer {
  body: string;
  keys: string[];
}

let testApp: TestApp;
let purger: CachePurger;
let purgeEndpoint: Awaited<ReturnType<typeof startPurgeStandIn>>;
const ids: string[] = [];

async function readAll(): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const url of QUERIES) {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    answers.set(url, {
      body: response.body,
      keys: String(response.headers['surrogate-key'] ?? '')
        .split(' ')
        .filter(Boolean),
    });
  }
  return answers;
}

/**
 * Applies `change`, lets the purger send its purge, and checks every answer it altered carried
 * one of the purge's keys. Answers the purge leaves cached, by address.
 */
async function changeAndPurge(change: () => Promise<unknown>) {
  const before = await readAll();
  await change();
  const purge = await purger.purgeChanges();
  const after = await readAll();
  const purged = new Set(purge?.keys ?? []);
  const altered: string[] = [];
  const keptCached: string[] = [];
  for (const [url, answer] of before) {
    // Not public (no keys): no shared cache holds it.
    if (answer.keys.length === 0) continue;
    const hit = answer.keys.some((key) => purged.has(key));
    if (after.get(url)!.body !== answer.body) {
      altered.push(url);
      expect(
        hit,
        `${url} changed, but its keys ${answer.keys.join(' ')} are not in the purge ${[...purged].join(' ')}`,
      ).toBe(true);
    }
    if (!hit) keptCached.push(url);
  }
  return { keys: [...purged], altered, keptCached };
}

beforeAll(async () => {
  // No purge setting: the purger is driven by hand, one change at a time.
  testApp = await buildTestApp();
  const made = [
    { name: 'Heron Marsh Trust', countryCode: 'DE', categories: ['biodiversity'] },
    { name: 'Alder School Fund', countryCode: 'DE', categories: ['education'] },
    { name: 'Coastal Heron Watch', countryCode: 'FR', categories: ['biodiversity'] },
    { name: 'Bright Slate Library', countryCode: 'FR', categories: ['education'] },
    { name: 'Quiet Meadow Clinic', countryCode: 'DE', categories: ['global_health'] },
    { name: 'Open Field Network', countryCode: 'FR', categories: ['biodiversity', 'education'] },
  ];
  for (const [position, input] of made.entries()) {
    const organization = await createOrganization(testApp.database.db, {
      ...input,
      publishedAt: new Date(Date.UTC(2026, 0, 1 + position)),
    });
    ids.push(organization.id);
  }
  await createOpenRole(testApp.database.db, ids[2]!);
  purgeEndpoint = await startPurgeStandIn();
  purger = createCachePurger({
    sql: sqlExecutorOf(testApp.database.db),
    url: purgeEndpoint.url,
    token: undefined,
    log: testApp.app.log,
  });
  // What the setup changed is purged first.
  await purger.purgeChanges();
});

afterAll(async () => {
  await purger?.stop();
  await purgeEndpoint?.close();
  await testApp?.close();
});

const edit = (id: string, values: Partial<typeof organizations.$inferInsert>) =>
  testApp.database.db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));

describe('a directory change purges every answer it alters, and only the kinds it can alter', () => {
  it('a description edit: the pages showing it, the searches and the last-updated order', async () => {
    const result = await changeAndPurge(() =>
      edit(ids[1]!, { description: 'A school fund by the heron ponds, open to every child.' }),
    );
    // The organization is in Germany, in education.
    expect(result.keys).toEqual(
      expect.arrayContaining([
        `org-${ids[1]}`,
        'listing-text-1-h',
        'listing-updated-all',
        'listing-updated-in-DE',
        'listing-updated-cat-education',
      ]),
    );
    // Not every page in last-updated order: those it can be listed on.
    expect(result.keys).not.toContain('listing-updated');
    expect(result.altered).toEqual(
      expect.arrayContaining([
        '/api/organizations?sort=updated&limit=2',
        '/api/organizations?country=DE&sort=updated',
      ]),
    );
    // Not every search: only those its added and removed words can reach.
    expect(result.keys).not.toContain('listing-text');
    expect(result.keys).not.toContain('listing');
    // It now matches 'heron': the search pages changed, and were purged.
    expect(result.altered).toContain('/api/organizations?q=heron');
    // Pages that do not show it, and searches none of its words can reach, stay cached.
    expect(result.keptCached).toEqual(
      expect.arrayContaining([
        '/api/organizations?q=library',
        '/api/organizations?country=FR&sort=updated',
        '/api/organizations?categories=biodiversity&sort=updated',
        '/api/organizations?limit=2',
        '/api/organizations?sort=newest&limit=3',
        '/api/organizations?country=FR&sort=name',
        '/api/organizations?hiring=true',
      ]),
    );
  });

  it('a rename: the name order too', async () => {
    const result = await changeAndPurge(() => edit(ids[1]!, { name: 'Zinnia School Fund' }));
    // 'Alder' left and 'Zinnia' came: the searches reaching either.
    expect(result.keys).toEqual(
      expect.arrayContaining(['listing-name-in-DE', 'listing-text-1-a', 'listing-text-1-z']),
    );
    expect(result.keptCached).toContain('/api/organizations?country=FR&sort=name');
    expect(result.keys).not.toContain('listing');
    expect(result.altered).toContain('/api/organizations?sort=name&limit=2');
  });

  it('a place, a logo and a verified website: the searches, the cards', async () => {
    await changeAndPurge(() => edit(ids[0]!, { location: 'Hamburg' }));
    await changeAndPurge(() => edit(ids[3]!, { logoUrl: '/uploads/logo-library.png' }));
    const verified = await changeAndPurge(() =>
      edit(ids[5]!, { websiteUrl: 'https://open-field.example', websiteVerifiedAt: new Date() }),
    );
    expect(verified.keys).not.toContain('listing');
  });

  it('a role opened and closed: the hiring filter', async () => {
    const opened = await changeAndPurge(() => createOpenRole(testApp.database.db, ids[0]!));
    expect(opened.keys).toEqual(expect.arrayContaining([`org-${ids[0]}`, 'listing-hiring']));
    expect(opened.altered).toContain('/api/organizations?hiring=true');
    expect(opened.keys).not.toContain('listing');
  });

  it('a change of country or categories, a lapse and a publication: every directory answer', async () => {
    for (const change of [
      () => edit(ids[2]!, { countryCode: 'DE' }),
      () =>
        testApp.database.db
          .insert(organizationCategories)
          .values({ organizationId: ids[4]!, categoryId: 'education', position: 1 }),
      () => setOrganizationStatus(testApp.database.db, ids[3]!, 'lapsed'),
      () => setOrganizationStatus(testApp.database.db, ids[3]!, 'published'),
    ]) {
      const result = await changeAndPurge(change);
      expect(result.keys).toContain('listing');
      expect(result.keptCached).toEqual([]);
    }
  });

  it('a rewritten description purges every search', async () => {
    const result = await changeAndPurge(() =>
      edit(ids[4]!, {
        description:
          'Mobile clinics, vaccines, nurses, wells, maternity wards, training, quiet rooms and heron-shaped kites for young patients across Bavaria.',
      }),
    );
    expect(result.keys).toContain('listing-text');
    expect(result.keptCached).not.toContain('/api/organizations?q=library');
  });

  it('edits too many to name in one purge give way to the broad keys, not the whole site', async () => {
    await changeAndPurge(async () => {
      for (const id of ids) await edit(id, { description: 'Programmes.' });
    });
    // Six new two-letter words each, in letters no other edit uses (CJK ideographs): 24
    // narrow search keys per edit besides those of the word it removed, over 150 for the six.
    const ideograph = (at: number) => String.fromCharCode(0x4e00 + at);
    const result = await changeAndPurge(async () => {
      for (const [position, id] of ids.entries()) {
        const words = Array.from(
          { length: 6 },
          (_, word) =>
            ideograph(position * 100 + word * 2) + ideograph(position * 100 + word * 2 + 1),
        );
        await edit(id, { description: words.join(' ') });
      }
    });
    expect(result.keys).toEqual(expect.arrayContaining(['listing-text', 'listing-updated']));
    expect(result.keys).not.toContain('site');
    expect(result.keys).not.toContain('listing');
    expect(result.keys.filter((key) => key.startsWith('listing-text-'))).toEqual([]);
  });

  it('a version the change log does not hold (a bulk load, a repair) purges the whole directory', async () => {
    const result = await changeAndPurge(() =>
      testApp.database.db.execute(sql`UPDATE discovery_state SET version = version + 1`),
    );
    expect(result.keys).toContain('listing');
  });
});
