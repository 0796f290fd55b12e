import { randomUUID } from 'node:crypto';
import type { OrganizationSort } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { decodeDiscoveryCursor, encodeDiscoveryCursor } from './discovery-cursor.js';
import { DiscoveryIndex, type IndexedOrganization } from './discovery-index.js';
import { queryDiscovery } from './discovery-query.js';
import { nameSortKey } from '../../../lib/search-text.js';

/**
 * The index alone, at a size where every strategy runs: pages walked along a kept order as
 * well as sorted, category counts by bitset as well as by walking documents, countries as
 * slot ranges with documents of every country in the tail after it.
 */

type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

const taxonomy = {
  categories: [
    { id: 'a1', groupId: 'a', name: 'Alpha One' },
    { id: 'a2', groupId: 'a', name: 'Alpha Two' },
    { id: 'a3', groupId: 'a', name: 'Alpha Three' },
    { id: 'b1', groupId: 'b', name: 'Beta One' },
    { id: 'b2', groupId: 'b', name: 'Beta Two' },
    { id: 'c1', groupId: 'c', name: 'Gamma' },
  ],
  countryCodes: ['DE', 'FR', 'KE', 'US'],
};
const NAMES = ['Zeta', 'Éclair', 'apple', 'Mango', 'kiwi', 'Ölberg', 'banana', 'Nile'];

function document(random: Random, id: string = randomUUID()): IndexedOrganization {
  const publishedAt = 1_700_000_000_000_000 + Math.floor(random() * 1e12);
  return {
    id,
    name: `${pick(random, NAMES)} ${pick(random, NAMES)}`,
    description: 'plain text',
    location: null,
    countryCode: pick(random, taxonomy.countryCodes),
    categoryIds: taxonomy.categories.filter(() => random() < 0.4).map((category) => category.id),
    // Repeated times, so the id decides ties.
    publishedAt: publishedAt - (publishedAt % 1_000_000_000),
    updatedAt: publishedAt + Math.floor(random() * 1e9),
  };
}

async function* inBatches(documents: IndexedOrganization[]) {
  for (let start = 0; start < documents.length; start += 700) {
    yield documents.slice(start, start + 700);
  }
}

interface Query {
  countryCode: string | undefined;
  categoryIds: string[];
  sort: OrganizationSort;
}

function expected(documents: Map<string, IndexedOrganization>, query: Query) {
  const groupOf = (id: string) => id[0]!;
  const passes = (doc: IndexedOrganization, exceptGroup?: string) => {
    if (query.countryCode && doc.countryCode !== query.countryCode) return false;
    const groups = new Set(query.categoryIds.map(groupOf));
    for (const group of groups) {
      if (group === exceptGroup) continue;
      const chosen = query.categoryIds.filter((id) => groupOf(id) === group);
      if (!chosen.some((id) => doc.categoryIds.includes(id))) return false;
    }
    return true;
  };
  const all = [...documents.values()];
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const order = (a: IndexedOrganization, b: IndexedOrganization) =>
    query.sort === 'name'
      ? Buffer.compare(Buffer.from(nameSortKey(a.name)), Buffer.from(nameSortKey(b.name))) ||
        byId(a.id, b.id)
      : query.sort === 'updated'
        ? b.updatedAt - a.updatedAt || byId(b.id, a.id)
        : b.publishedAt - a.publishedAt || byId(b.id, a.id);
  const ids = all
    .filter((doc) => passes(doc))
    .sort(order)
    .map((doc) => doc.id);
  const facets = taxonomy.categories.flatMap((category) => {
    const count = all.filter(
      (doc) => doc.categoryIds.includes(category.id) && passes(doc, category.groupId),
    ).length;
    return count > 0 || query.categoryIds.includes(category.id)
      ? [{ categoryId: category.id, count }]
      : [];
  });
  return { ids, facets };
}

function everyPage(index: DiscoveryIndex, query: Query, limit: number) {
  const ids: string[] = [];
  let after;
  let first;
  for (;;) {
    const page = queryDiscovery(index, { ...query, terms: [], after, limit, withFacets: !after });
    first ??= page;
    ids.push(...page.slots.map((slot) => index.idAt(slot)));
    if (!page.next) break;
    // Through the wire format, as a client sends it back.
    after = decodeDiscoveryCursor(encodeDiscoveryCursor(page.next), query.sort);
  }
  return { ids, first: first! };
}

describe('the discovery index', () => {
  it('answers pages, totals and facets exactly, before and after changes', async () => {
    const random = seededRandom(2026);
    const documents = new Map<string, IndexedOrganization>();
    for (let count = 0; count < 6000; count += 1) {
      const doc = document(random);
      documents.set(doc.id, doc);
    }
    const byCountry = [...documents.values()].sort((a, b) =>
      a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0,
    );
    const index = await DiscoveryIndex.build(taxonomy, byCountry.length, inBatches(byCountry));

    const check = () => {
      for (let round = 0; round < 12; round += 1) {
        const query: Query = {
          countryCode: random() < 0.5 ? pick(random, taxonomy.countryCodes) : undefined,
          categoryIds: taxonomy.categories.filter(() => random() < 0.2).map((c) => c.id),
          sort: pick(random, ['newest', 'updated', 'name'] as const),
        };
        const want = expected(documents, query);
        const got = everyPage(index, query, 500);
        expect(got.ids, JSON.stringify(query)).toEqual(want.ids);
        expect(got.first.total).toBe(want.ids.length);
        expect(got.first.facets, JSON.stringify(query)).toEqual(want.facets);
      }
    };
    check();
    // Changes after the build: new documents in the tail, edits and withdrawals.
    for (let change = 0; change < 400; change += 1) {
      const ids = [...documents.keys()];
      const roll = random();
      if (roll < 0.4) {
        const doc = document(random);
        documents.set(doc.id, doc);
        index.add(doc);
      } else if (roll < 0.7) {
        const id = pick(random, ids);
        const doc = document(random, id);
        documents.set(id, doc);
        index.remove(id);
        index.add(doc);
      } else {
        const id = pick(random, ids);
        documents.delete(id);
        index.remove(id);
      }
    }
    check();
    expect(index.total).toBe(documents.size);
  });

  it('takes a batch of changes at once as it takes them one by one', async () => {
    const random = seededRandom(2027);
    const documents = new Map<string, IndexedOrganization>();
    for (let count = 0; count < 4000; count += 1) {
      const doc = document(random);
      documents.set(doc.id, doc);
    }
    const byCountry = [...documents.values()].sort((a, b) =>
      a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0,
    );
    const index = await DiscoveryIndex.build(taxonomy, byCountry.length, inBatches(byCountry));
    // Batches as a catch-up applies them: every id named leaves, the published ones come back.
    for (const size of [500, 3, 1200]) {
      const ids = [...documents.keys()];
      const named = new Set<string>();
      while (named.size < size) named.add(pick(random, ids));
      const current: IndexedOrganization[] = [];
      for (const id of named) {
        if (random() < 0.3) {
          documents.delete(id);
        } else {
          const doc = document(random, id);
          documents.set(id, doc);
          current.push(doc);
        }
      }
      for (let added = 0; added < size / 5; added += 1) {
        const doc = document(random);
        documents.set(doc.id, doc);
        named.add(doc.id);
        current.push(doc);
      }
      index.update([...named], current);
      for (let round = 0; round < 8; round += 1) {
        const query: Query = {
          countryCode: random() < 0.5 ? pick(random, taxonomy.countryCodes) : undefined,
          categoryIds: taxonomy.categories.filter(() => random() < 0.2).map((c) => c.id),
          sort: pick(random, ['newest', 'updated', 'name'] as const),
        };
        const want = expected(documents, query);
        const got = everyPage(index, query, 700);
        expect(got.ids, JSON.stringify(query)).toEqual(want.ids);
        expect(got.first.facets, JSON.stringify(query)).toEqual(want.facets);
      }
    }
    expect(index.total).toBe(documents.size);
  });

  it('holds a document read twice by its build once (it moved between two batches)', async () => {
    const random = seededRandom(2028);
    const documents = new Map<string, IndexedOrganization>();
    for (let count = 0; count < 1500; count += 1) {
      const doc = document(random);
      documents.set(doc.id, doc);
    }
    const byCountry = [...documents.values()].sort((a, b) =>
      a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0,
    );
    // Read in Germany's batch, then moved to the United States, whose batch comes later.
    const moving = byCountry.find((doc) => doc.countryCode === 'DE')!;
    const moved = { ...moving, countryCode: 'US' };
    documents.set(moving.id, moved);
    const index = await DiscoveryIndex.build(
      taxonomy,
      byCountry.length + 1,
      inBatches([...byCountry, moved]),
    );
    expect(index.total).toBe(documents.size);
    // The move's logged change, caught up: the document leaves and comes back as it is now.
    index.update([moving.id], [moved]);
    expect(index.total).toBe(documents.size);
    for (const countryCode of [undefined, 'DE', 'US']) {
      const query: Query = { countryCode, categoryIds: [], sort: 'newest' };
      const got = everyPage(index, query, 400);
      expect(got.ids, String(countryCode)).toEqual(expected(documents, query).ids);
      expect(got.first.total).toBe(got.ids.length);
    }
    // Removed, it is gone from every count.
    index.remove(moving.id);
    documents.delete(moving.id);
    expect(index.total).toBe(documents.size);
    expect(
      everyPage(index, { countryCode: 'US', categoryIds: [], sort: 'name' }, 400).first.total,
    ).toBe(expected(documents, { countryCode: 'US', categoryIds: [], sort: 'name' }).ids.length);
  });
});
