import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { DiscoveryIndex, type IndexedOrganization } from './discovery-index.js';
import { queryDiscovery } from './discovery-query.js';

/**
 * 'Hiring now' in the index alone: whether an organization is hiring is decided against the
 * day a query asks about, so roles end at midnight (UTC) with no change logged.
 */

const taxonomy = {
  categories: [
    { id: 'a1', groupId: 'a', name: 'Alpha' },
    { id: 'b1', groupId: 'b', name: 'Beta' },
  ],
  countryCodes: ['DE', 'FR'],
};
const TODAY = 20_417;

function document(random: () => number, hiringThrough: number | null): IndexedOrganization {
  const publishedAt = 1_700_000_000_000_000 + Math.floor(random() * 1e12);
  return {
    id: randomUUID(),
    name: 'Org',
    description: 'plain',
    location: null,
    countryCode: random() < 0.5 ? 'DE' : 'FR',
    categoryIds: random() < 0.5 ? ['a1'] : ['a1', 'b1'],
    publishedAt,
    updatedAt: publishedAt,
    hiringThrough,
  };
}

async function* once(documents: IndexedOrganization[]) {
  yield [...documents].sort((a, b) => a.countryCode.localeCompare(b.countryCode));
}

const ask = (index: DiscoveryIndex, day: number | undefined, extra = {}) =>
  queryDiscovery(index, {
    countryCode: undefined,
    categoryIds: [],
    hiringOn: day,
    terms: [],
    sort: 'newest',
    after: undefined,
    limit: 5000,
    withFacets: true,
    ...extra,
  });

describe('the hiring filter of the discovery index', () => {
  it('keeps the organizations with a role open on the day asked, built and added alike', async () => {
    const random = seededRandom(7);
    const lastDays = [null, TODAY - 1, TODAY, TODAY + 1, TODAY + 30];
    const documents = Array.from({ length: 3000 }, (_, at) =>
      document(random, lastDays[at % lastDays.length]!),
    );
    const index = await DiscoveryIndex.build(taxonomy, documents.length, once(documents));
    const idsOf = (page: ReturnType<typeof ask>) => new Set(page.slots.map((s) => index.idAt(s)));
    const hiringOn = (day: number) =>
      new Set(documents.filter((d) => (d.hiringThrough ?? -1) >= day).map((d) => d.id));

    expect(idsOf(ask(index, TODAY))).toEqual(hiringOn(TODAY));
    expect(ask(index, TODAY).total).toBe(hiringOn(TODAY).size);
    // The next day, with nothing written, the ones whose last day was today are gone.
    expect(idsOf(ask(index, TODAY + 1))).toEqual(hiringOn(TODAY + 1));
    expect(ask(index, undefined).total).toBe(documents.length);

    // Changes after the build: one starts hiring, one stops, one leaves.
    const starts = { ...documents[0]!, hiringThrough: TODAY + 5 };
    const stops = { ...documents[3]!, hiringThrough: null };
    index.remove(starts.id);
    index.add(starts);
    index.remove(stops.id);
    index.add(stops);
    index.remove(documents[4]!.id);
    const now = new Map(documents.map((d) => [d.id, d]));
    now.set(starts.id, starts);
    now.set(stops.id, stops);
    now.delete(documents[4]!.id);
    const expectedNow = [...now.values()].filter((d) => (d.hiringThrough ?? -1) >= TODAY + 1);
    expect(idsOf(ask(index, TODAY + 1))).toEqual(new Set(expectedNow.map((d) => d.id)));
  });

  it('counts the facets within the hiring organizations', async () => {
    const random = seededRandom(11);
    const documents = Array.from({ length: 400 }, (_, at) =>
      document(random, at % 4 === 0 ? TODAY : null),
    );
    const index = await DiscoveryIndex.build(taxonomy, documents.length, once(documents));
    const hiring = documents.filter((d) => d.hiringThrough === TODAY);
    const facets = new Map(ask(index, TODAY).facets!.map((f) => [f.categoryId, f.count]));
    expect(facets.get('a1')).toBe(hiring.length);
    expect(facets.get('b1')).toBe(hiring.filter((d) => d.categoryIds.includes('b1')).length);
    const inFrance = ask(index, TODAY, { countryCode: 'FR' });
    expect(inFrance.total).toBe(hiring.filter((d) => d.countryCode === 'FR').length);
  });
});
