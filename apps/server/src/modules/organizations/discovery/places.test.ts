import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryIndex, type IndexedOrganization } from './discovery-index.js';
import { queryDiscovery } from './discovery-query.js';
import { queryTerms } from './discovery-search.js';
import { placeNames } from './place-names.data.js';

/**
 * Countries found by their names: the index built over documents none of whose texts name
 * their country, searched as a visitor types.
 */

const countries = {
  AS: 'American Samoa',
  CI: "Côte d'Ivoire",
  CL: 'Chile',
  DE: 'Germany',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GL: 'Greenland',
  GN: 'Guinea',
  GQ: 'Equatorial Guinea',
  GW: 'Guinea-Bissau',
  IS: 'Iceland',
  KE: 'Kenya',
  PG: 'Papua New Guinea',
  US: 'United States',
};
const taxonomy = {
  categories: [{ id: 'solar', groupId: 'cause', name: 'Solar Energy' }],
  countryCodes: Object.keys(countries),
  countryNames: Object.values(countries),
};

let published = 1_700_000_000_000_000;
function organization(
  name: string,
  countryCode: string,
  more: Partial<IndexedOrganization> = {},
): IndexedOrganization {
  published += 1_000_000;
  return {
    id: randomUUID(),
    name,
    description: 'We work with our neighbours.',
    location: null,
    countryCode,
    categoryIds: [],
    publishedAt: published,
    updatedAt: published,
    ...more,
  };
}

const documents = [
  organization('Maji Trust', 'KE', { description: 'Clean water for villages.' }),
  organization('Jua Lamps', 'KE', { categoryIds: ['solar'], location: 'Kisumu' }),
  organization('Sonnenstrom', 'DE', { categoryIds: ['solar'] }),
  organization('Hafenputz', 'DE', { location: 'Hamburg' }),
  organization('Bicis Barcelona', 'ES'),
  organization('Kirjasto', 'FI'),
  organization('Cacao Juste', 'CI'),
  organization('Boston Pantry', 'US', { description: 'Food parcels, shipped to Kenya too.' }),
  organization('Island Keepers', 'US', { description: 'Island conservation.' }),
  organization('Child First', 'US', { description: 'Child welfare.' }),
  organization('Pago Reef', 'AS'),
  organization('Boulangerie', 'FR'),
  organization('Conakry Clinic', 'GN'),
  organization('Bissau Boats', 'GW'),
  organization('Moresby Radio', 'PG'),
  organization('Malabo Schools', 'GQ'),
  organization('Jarðhiti', 'IS'),
  organization('Santiago Kids', 'CL'),
  organization('Nuuk Kayaks', 'GL'),
  organization('Green Roofs', 'US', { description: 'Green roofs for cities.' }),
  organization('Friends of Kenya', 'US'),
  organization('Nakuru Wells', 'US', { location: 'Kenya' }),
];

let index: DiscoveryIndex;

beforeAll(async () => {
  index = await DiscoveryIndex.build(
    taxonomy,
    documents.length,
    (async function* () {
      yield [...documents].sort((a, b) => (a.countryCode < b.countryCode ? -1 : 1));
    })(),
  );
});

function find(query: string): string[] {
  const page = queryDiscovery(index, {
    countryCode: undefined,
    categoryIds: [],
    terms: queryTerms(query),
    sort: 'relevance',
    after: undefined,
    limit: 50,
    withFacets: true,
  });
  return page.slots.map((slot) => documents.find((d) => d.id === index.idAt(slot))!.name);
}

const inKenya = ['Jua Lamps', 'Maji Trust'];

describe('search by country', () => {
  it.each(['kenya', 'Kenya', 'KENYA', 'kenyan', 'Kenyan', 'keny', 'kenia'])(
    '%s finds what is in Kenya (English name, demonym, prefix, typo)',
    (query) => {
      expect(find(query)).toEqual(expect.arrayContaining(inKenya));
      expect(find(query)).not.toContain('Sonnenstrom');
    },
  );

  it('ranks a country like a place: below a name, beside a place, above a description', () => {
    expect(find('kenya')).toEqual([
      'Friends of Kenya',
      'Nakuru Wells',
      'Jua Lamps',
      'Maji Trust',
      'Boston Pantry',
    ]);
  });

  it.each([
    ['deutschland', ['Hafenputz', 'Sonnenstrom']],
    ['germany', ['Hafenputz', 'Sonnenstrom']],
    ['german', ['Hafenputz', 'Sonnenstrom']],
    ['espana', ['Bicis Barcelona']],
    ['España', ['Bicis Barcelona']],
    ['spanish', ['Bicis Barcelona']],
    ['suomi', ['Kirjasto']],
    ['finnish', ['Kirjasto']],
    ["Côte d'Ivoire", ['Cacao Juste']],
    ['cote d’ivoire', ['Cacao Juste']],
    ['ivory coast', ['Cacao Juste']],
    ['ivorian', ['Cacao Juste']],
    ['french', ['Boulangerie']],
    ['france', ['Boulangerie']],
    [
      'united states',
      [
        'Child First',
        'Island Keepers',
        'Boston Pantry',
        'Friends of Kenya',
        'Nakuru Wells',
        'Green Roofs',
      ].sort(),
    ],
  ])('%s finds its country by its own or English name or demonym', (query, expected) => {
    expect(find(query).sort()).toEqual([...expected].sort());
  });

  it('combines a place with other words', () => {
    expect(find('kenyan water')).toEqual(['Maji Trust']);
    expect(find('solar germany')).toEqual(['Sonnenstrom']);
    expect(find('kenya solar')).toEqual(['Jua Lamps']);
    expect(find('german kisumu')).toEqual([]);
  });

  it('takes a demonym for its country, not every country that has the word in its name', () => {
    // The Americans are the United States; American Samoa is found by its whole name.
    expect(find('american')).toEqual(
      expect.arrayContaining(['Boston Pantry', 'Child First', 'Island Keepers']),
    );
    expect(find('american')).not.toContain('Pago Reef');
    expect(find('american samoa')).toEqual(['Pago Reef']);
  });

  it('takes a name of several words only whole: guinea is Guinea, the others by their names', () => {
    expect(find('guinea')).toEqual(['Conakry Clinic']);
    expect(find('guinea bissau')).toEqual(['Bissau Boats']);
    expect(find('Guinea-Bissau')).toEqual(['Bissau Boats']);
    expect(find('equatorial guinea')).toEqual(['Malabo Schools']);
    expect(find('papua new guinea')).toEqual(['Moresby Radio']);
    expect(find('papua new gui')).toEqual(['Moresby Radio']);
    // Words of longer names are no places on their own.
    expect(find('new')).toEqual([]);
    expect(find('equatorial')).toEqual([]);
  });

  it('leaves everyday words and typos that are words to themselves', () => {
    // Iceland calls itself Ísland; 'island' is still the word.
    expect(find('island')).toEqual(['Island Keepers']);
    // 'child' is one letter from Chile, but a word of the directory's own.
    expect(find('child')).toEqual(['Child First']);
    expect(find('chile')).toContain('Santiago Kids');
    // 'green' begins Greenland, but is a word of the directory: it means green.
    expect(find('green')).toEqual(['Green Roofs']);
    expect(find('greenla')).toEqual(['Nuuk Kayaks']);
  });

  it('finds documents added after the build, and forgets removed ones', () => {
    const late = organization('Late Wells', 'KE');
    index.add(late);
    documents.push(late);
    expect(find('kenyan')).toContain('Late Wells');
    index.remove(late.id);
    expect(find('kenyan')).not.toContain('Late Wells');
  });

  it('counts the facets of a place search', () => {
    const page = queryDiscovery(index, {
      countryCode: undefined,
      categoryIds: [],
      terms: queryTerms('kenya'),
      sort: 'relevance',
      after: undefined,
      limit: 50,
      withFacets: true,
    });
    expect(page.total).toBe(5);
    expect(page.facets).toEqual([{ categoryId: 'solar', count: 1 }]);
  });
});

describe('place names data', () => {
  it('names every country with its own and English names, and demonyms', () => {
    expect(Object.keys(placeNames)).toHaveLength(250);
    expect(placeNames.KE).toEqual(expect.arrayContaining(['Kenya', 'Kenyan']));
    expect(placeNames.DE).toEqual(expect.arrayContaining(['Germany', 'Deutschland', 'German']));
    expect(placeNames.FI).toEqual(expect.arrayContaining(['Suomi', 'Finnish']));
    expect(placeNames.TF).not.toContain('French');
    expect(placeNames.IS).not.toContain('Ísland');
  });
});
