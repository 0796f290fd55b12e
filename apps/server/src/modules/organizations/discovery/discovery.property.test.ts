import type { OrganizationList, OrganizationSort } from '@catalyst/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createOrganization } from '../../../../test/factories.js';
import { seededRandom } from '../../../../test/seeded-random.js';
import { categories, organizationCategories, organizations } from '../../../db/schema/index.js';
import { nameSortKey, searchWords } from '../../../lib/search-text.js';
import { withinOneEdit } from './vocabulary.js';

/**
 * The whole discovery answer (page order across every page, total, and each category's
 * count) against a brute-force computation over the database's rows, after random
 * sequences of publications, edits, withdrawals and deletions that reach the in-memory index
 * through the change log, one rebuild over a gap included.
 */

type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

const COUNTRIES = ['DE', 'FR', 'KE'] as const;
// Three groups, so selections inside one group (OR) and across groups (AND) both happen.
const CATEGORY_IDS = [
  'climate_action',
  'education',
  'ocean_conservation',
  'remote_first',
  'open_source',
  'nonprofit',
  'cooperative',
  'startup',
] as const;
// Words with no prefix or one-edit relation to each other or to any category name: a search
// for one finds exactly the documents holding it, which a brute force can tell.
const WORDS = ['harbor', 'meadow', 'lantern', 'compass', 'orchid', 'summit', 'willow', 'quartz'];
const SORTS: OrganizationSort[] = ['relevance', 'newest', 'updated', 'name'];
const WEIGHT = { name: 100, category: 40, location: 30, description: 10 } as const;

interface Row {
  id: string;
  name: string;
  description: string;
  location: string | null;
  countryCode: string;
  categoryIds: string[];
  publishedAt: number;
  updatedAt: number;
}

let testApp: TestApp;
let categoryGroup: Map<string, string>;
let categoryNameWords: Map<string, string[]>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const rows = await testApp.database.db
    .select({ id: categories.id, groupId: categories.groupId, name: categories.name })
    .from(categories);
  categoryGroup = new Map(rows.map((row) => [row.id, row.groupId]));
  categoryNameWords = new Map(rows.map((row) => [row.id, searchWords(row.name)]));
});

afterAll(async () => {
  await testApp?.close();
});

function text(random: Random, words: number): string {
  return Array.from({ length: words }, () => pick(random, WORDS)).join(' ');
}

function randomCategories(random: Random): string[] {
  return CATEGORY_IDS.filter(() => random() < 0.3).slice(0, 4);
}

async function setCategories(id: string, categoryIds: string[]) {
  const db = testApp.database.db;
  await db.delete(organizationCategories).where(eq(organizationCategories.organizationId, id));
  if (categoryIds.length > 0) {
    await db
      .insert(organizationCategories)
      .values(
        categoryIds.map((categoryId, position) => ({ organizationId: id, categoryId, position })),
      );
  }
}

/** One random write, as owners, payments and operators make them. */
async function randomOperation(random: Random, ids: string[]) {
  const db = testApp.database.db;
  const target = ids.length > 0 ? pick(random, ids) : undefined;
  const roll = random();
  if (!target || roll < 0.35) {
    const created = await createOrganization(db, {
      name: `${pick(random, WORDS)} ${pick(random, WORDS)}`,
      description: text(random, 3),
      location: random() < 0.8 ? pick(random, WORDS) : null,
      countryCode: pick(random, COUNTRIES),
      categories: randomCategories(random),
      status: random() < 0.85 ? 'published' : 'pending',
      publishedAt: new Date(Date.parse('2026-01-01') + Math.floor(random() * 1e9)),
    });
    ids.push(created.id);
    return;
  }
  const changes: Partial<typeof organizations.$inferInsert> = {
    updatedAt: new Date(Date.parse('2026-06-01') + Math.floor(random() * 1e9)),
  };
  if (roll < 0.5) changes.name = `${pick(random, WORDS)} ${pick(random, WORDS)}`;
  else if (roll < 0.6) changes.description = text(random, 3);
  else if (roll < 0.7) changes.countryCode = pick(random, COUNTRIES);
  else if (roll < 0.8) changes.status = 'lapsed';
  else if (roll < 0.88) {
    changes.status = 'published';
    changes.publishedAt = new Date(Date.parse('2026-01-01') + Math.floor(random() * 1e9));
  } else if (roll < 0.95) {
    await setCategories(target, randomCategories(random));
    return;
  } else {
    await db.delete(organizations).where(eq(organizations.id, target));
    ids.splice(ids.indexOf(target), 1);
    return;
  }
  await db.update(organizations).set(changes).where(eq(organizations.id, target));
}

async function publishedRows(): Promise<Row[]> {
  const rows = await testApp.database.db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      location: organizations.location,
      countryCode: organizations.countryCode,
      categoryIds: organizations.categoryIds,
      publishedAt: sql<string>`(extract(epoch from ${organizations.publishedAt}) * 1000000)::bigint::text`,
      updatedAt: sql<string>`(extract(epoch from ${organizations.updatedAt}) * 1000000)::bigint::text`,
    })
    .from(organizations)
    .where(eq(organizations.status, 'published'));
  return rows.map((row) => ({
    ...row,
    publishedAt: Number(row.publishedAt),
    updatedAt: Number(row.updatedAt),
  }));
}

interface Query {
  country?: string;
  categories: string[];
  q?: string;
  sort: OrganizationSort;
}

function randomQuery(random: Random): Query {
  return {
    ...(random() < 0.5 ? { country: pick(random, COUNTRIES) } : {}),
    categories: CATEGORY_IDS.filter(() => random() < 0.15),
    ...(random() < 0.5
      ? {
          q: random() < 0.6 ? pick(random, WORDS) : `${pick(random, WORDS)} ${pick(random, WORDS)}`,
        }
      : {}),
    sort: pick(random, SORTS),
  };
}

/** How well a document matches a search: over its words, each one's best field. */
function score(row: Row, query: string): number {
  const words = [...new Set(query.split(' '))];
  const scores = words.map((word) => wordScore(row, word));
  return scores.includes(0) ? 0 : scores.reduce((sum, value) => sum + value, 0);
}

/** How well a document matches one word: its best field, as the API weighs it. */
function wordScore(row: Row, word: string): number {
  if (searchWords(row.name).includes(word)) return WEIGHT.name;
  if (row.categoryIds.some((id) => categoryNameWords.get(id)?.includes(word))) {
    return WEIGHT.category;
  }
  if (searchWords(row.location).includes(word)) return WEIGHT.location;
  if (searchWords(row.description).includes(word)) return WEIGHT.description;
  return 0;
}

function matches(row: Row, query: Query, exceptGroup?: string): boolean {
  if (query.country && row.countryCode !== query.country) return false;
  if (query.q && score(row, query.q) === 0) return false;
  const byGroup = new Map<string, string[]>();
  for (const id of query.categories) {
    const group = categoryGroup.get(id)!;
    byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  }
  for (const [group, chosen] of byGroup) {
    if (group === exceptGroup) continue;
    if (!chosen.some((id) => row.categoryIds.includes(id))) return false;
  }
  return true;
}

function compareIds(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function expectedOrder(rows: Row[], query: Query): string[] {
  const sort = query.sort === 'relevance' && !query.q ? 'newest' : query.sort;
  const order = (a: Row, b: Row): number => {
    switch (sort) {
      case 'relevance':
        return (
          score(b, query.q!) - score(a, query.q!) ||
          b.publishedAt - a.publishedAt ||
          compareIds(b.id, a.id)
        );
      case 'updated':
        return b.updatedAt - a.updatedAt || compareIds(b.id, a.id);
      case 'name':
        return (
          Buffer.compare(Buffer.from(nameSortKey(a.name)), Buffer.from(nameSortKey(b.name))) ||
          compareIds(a.id, b.id)
        );
      default:
        return b.publishedAt - a.publishedAt || compareIds(b.id, a.id);
    }
  };
  return rows
    .filter((row) => matches(row, query))
    .sort(order)
    .map((row) => row.id);
}

function expectedFacets(rows: Row[], query: Query) {
  const facets: Array<{ categoryId: string; count: number }> = [];
  for (const [categoryId, group] of [...categoryGroup].sort(([a], [b]) => compareIds(a, b))) {
    const count = rows.filter(
      (row) => row.categoryIds.includes(categoryId) && matches(row, query, group),
    ).length;
    if (count > 0 || query.categories.includes(categoryId)) facets.push({ categoryId, count });
  }
  return facets;
}

async function listAll(query: Query) {
  const base = new URLSearchParams({ sort: query.sort, limit: '3' });
  if (query.country) base.set('country', query.country);
  if (query.categories.length > 0) base.set('categories', query.categories.join(','));
  if (query.q) base.set('q', query.q);
  const ids: string[] = [];
  let first: OrganizationList | undefined;
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(base);
    if (cursor) params.set('cursor', cursor);
    const response = await testApp.app.inject({ url: `/api/organizations?${params}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: OrganizationList }>().data;
    first ??= page;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, first: first! };
}

describe('discovery against a brute force', () => {
  it('keeps the test words apart: none begins another or is one typo away', () => {
    const categoryWords = [...new Set([...categoryNameWords.values()].flat())];
    for (const word of WORDS) {
      for (const other of [...WORDS, ...categoryWords]) {
        if (other === word) continue;
        expect(withinOneEdit(word, other) || other.startsWith(word), `${word}/${other}`).toBe(
          false,
        );
      }
    }
  });

  it.each([1, 2, 3])('answers exactly, whatever happened (seed %i)', async (seed) => {
    const random = seededRandom(seed * 7919);
    const ids: string[] = [];
    for (let operation = 0; operation < 25; operation += 1) await randomOperation(random, ids);
    for (let step = 0; step < 18; step += 1) {
      if (step === 9) {
        // A wholesale repair bumps the version with nothing logged: the index rebuilds.
        await testApp.database.db.execute(sql`select rebuild_published_country_counts()`);
      }
      for (let operation = 0; operation < 3; operation += 1) await randomOperation(random, ids);
      const rows = await publishedRows();
      for (let query = 0; query < 3; query += 1) {
        const asked = randomQuery(random);
        const { ids: listed, first } = await listAll(asked);
        const context = JSON.stringify(asked);
        expect(listed, context).toEqual(expectedOrder(rows, asked));
        expect(first.total, context).toBe(listed.length);
        expect(first.availableCategories, context).toEqual(expectedFacets(rows, asked));
      }
    }
  });
});
