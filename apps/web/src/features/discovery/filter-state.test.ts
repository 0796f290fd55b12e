import { SEARCH_QUERY_MAX } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import {
  clearAll,
  clearCategories,
  clearFilters,
  dropUnavailable,
  effectiveSort,
  pageLinks,
  parseCursor,
  parseFilters,
  removeCategory,
  sanitizeFilters,
  serializeFilters,
  setCountry,
  setQuery,
  setSort,
  toSearchString,
  toggleCategory,
} from './filter-state';

const params = (search: string) => new URLSearchParams(search);

describe('parseFilters', () => {
  it('reads categories repeated, as the filter form sends them without JavaScript', () => {
    expect(parseFilters(params('categories=a&categories=b,c&categories=a')).categories).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('writes repeated categories back as one list, where the first stood', () => {
    const written = serializeFilters(
      parseFilters(params('categories=a&country=DE&categories=b')),
      params('categories=a&country=DE&categories=b'),
    );
    expect(toSearchString(written)).toBe('?categories=a,b&country=DE');
  });

  it('reads comma-separated categories and the country', () => {
    expect(parseFilters(params('?categories=education,climate_action&country=DE'))).toEqual({
      country: 'DE',
      categories: ['education', 'climate_action'],
    });
  });

  it('drops duplicates and empty ids, and ignores an empty country', () => {
    expect(parseFilters(params('?categories=,education,,education, &country='))).toEqual({
      categories: ['education'],
    });
  });

  it("treats 'all' as no country and upper-cases a code", () => {
    expect(parseFilters(params('?country=all')).country).toBeUndefined();
    expect(parseFilters(params('?country=de')).country).toBe('DE');
  });

  it('reads an address without filters as no filters', () => {
    expect(parseFilters(params(''))).toEqual({ categories: [] });
  });

  it('reads the search as the API does: trimmed, inner spaces collapsed, blank as none', () => {
    expect(parseFilters(params('?q=%20coral%20%20reef%20'))).toEqual({
      q: 'coral reef',
      categories: [],
    });
    expect(parseFilters(params('?q=%20%20'))).toEqual({ categories: [] });
  });

  it('cuts a hand-made search to the longest the API accepts', () => {
    const q = parseFilters(params(`?q=${'a'.repeat(SEARCH_QUERY_MAX + 20)}`)).q;
    expect(q).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('keeps a sort only when it is not the default for the search', () => {
    expect(parseFilters(params('?sort=name')).sort).toBe('name');
    expect(parseFilters(params('?sort=newest')).sort).toBeUndefined();
    expect(parseFilters(params('?q=ocean&sort=newest')).sort).toBe('newest');
    expect(parseFilters(params('?q=ocean&sort=relevance')).sort).toBeUndefined();
  });

  it('ignores best match without a search, and orders it cannot read', () => {
    expect(parseFilters(params('?sort=relevance')).sort).toBeUndefined();
    expect(parseFilters(params('?sort=random')).sort).toBeUndefined();
  });
});

describe('effectiveSort', () => {
  it('is the chosen order, or best match with a search and newest without', () => {
    expect(effectiveSort({ sort: 'name' })).toBe('name');
    expect(effectiveSort({ q: 'ocean' })).toBe('relevance');
    expect(effectiveSort({})).toBe('newest');
  });
});

describe('serializeFilters', () => {
  it('round-trips through the address', () => {
    const filters = { country: 'KE', categories: ['education', 'open_source'] };
    const search = serializeFilters(filters).toString();
    expect(parseFilters(params(search))).toEqual(filters);
    expect(params(search).get('categories')).toBe('education,open_source');
  });

  it('writes the search and a chosen order, and leaves the default order out', () => {
    expect(
      toSearchString(serializeFilters({ q: 'coral reef', sort: 'name', categories: [] })),
    ).toBe('?q=coral+reef&sort=name');
    expect(
      toSearchString(serializeFilters({ q: 'coral', sort: 'relevance', categories: [] })),
    ).toBe('?q=coral');
    expect(toSearchString(serializeFilters({ sort: 'newest', categories: [] }))).toBe('');
  });

  it('removes empty filters from the address and keeps unrelated parameters', () => {
    const search = serializeFilters(
      { categories: [] },
      params('?q=ocean&sort=name&categories=education&country=DE&utm_source=newsletter'),
    );
    expect(search.has('q')).toBe(false);
    expect(search.has('sort')).toBe(false);
    expect(search.has('categories')).toBe(false);
    expect(search.has('country')).toBe(false);
    expect(search.get('utm_source')).toBe('newsletter');
  });
});

describe('filter changes', () => {
  const start = { country: 'DE', categories: ['education'] };

  it('toggles a category on, then off again', () => {
    const on = toggleCategory(start, 'climate_action');
    expect(on).toEqual({ country: 'DE', categories: ['education', 'climate_action'] });
    expect(toggleCategory(on, 'climate_action')).toEqual(start);
  });

  it('removes one category and leaves the others', () => {
    const filters = { categories: ['education', 'climate_action', 'open_source'] };
    expect(removeCategory(filters, 'climate_action').categories).toEqual([
      'education',
      'open_source',
    ]);
  });

  it('clears the categories but keeps the country', () => {
    expect(clearCategories({ country: 'DE', categories: ['a', 'b'] })).toEqual({
      country: 'DE',
      categories: [],
    });
  });

  it("sets a country, and 'all' clears it", () => {
    expect(setCountry({ categories: ['a'] }, 'FR')).toEqual({ country: 'FR', categories: ['a'] });
    expect(setCountry(start, 'all')).toEqual({ categories: ['education'] });
    expect(setCountry(start, undefined)).toEqual({ categories: ['education'] });
  });

  it('sets the search and keeps the filters', () => {
    expect(setQuery(start, ' ocean ')).toEqual({ ...start, q: 'ocean' });
    expect(setQuery({ ...start, q: 'ocean' }, '')).toEqual(start);
  });

  it('keeps a chosen order across searches, unless it becomes the default', () => {
    const byName = setSort(start, 'name');
    expect(byName).toEqual({ ...start, sort: 'name' });
    expect(setQuery(byName, 'ocean')).toEqual({ ...start, q: 'ocean', sort: 'name' });

    const newestWhileSearching = setSort({ ...start, q: 'ocean' }, 'newest');
    expect(newestWhileSearching.sort).toBe('newest');
    // Without the search, newest is the default again: nothing to keep.
    expect(setQuery(newestWhileSearching, undefined)).toEqual(start);
  });

  it('forgets a sort set back to the default', () => {
    expect(setSort({ ...start, sort: 'name' }, 'newest')).toEqual(start);
    expect(setSort({ ...start, q: 'ocean', sort: 'name' }, 'relevance')).toEqual({
      ...start,
      q: 'ocean',
    });
  });

  it('clears the categories and the country, keeping the search and the order', () => {
    const filters = { q: 'ocean', sort: 'name' as const, ...start };
    expect(clearFilters(filters)).toEqual({ q: 'ocean', sort: 'name', categories: [] });
  });

  it('clears the search too with Clear All, keeping a chosen order', () => {
    const filters = { q: 'ocean', sort: 'name' as const, ...start };
    expect(clearAll(filters)).toEqual({ sort: 'name', categories: [] });
  });
});

describe('dropUnavailable', () => {
  it('keeps only the categories available in the country, in their order', () => {
    expect(
      dropUnavailable(['education', 'climate_action', 'open_source'], ['open_source', 'education']),
    ).toEqual(['education', 'open_source']);
  });

  it('drops everything when nothing is available', () => {
    expect(dropUnavailable(['education'], [])).toEqual([]);
  });
});

describe('sanitizeFilters', () => {
  it('forgets categories and countries the reference data does not know', () => {
    const filters = { country: 'XX', categories: ['education', 'renamed_long_ago'] };
    expect(
      sanitizeFilters(filters, {
        categoryIds: new Set(['education']),
        countryCodes: new Set(['DE']),
      }),
    ).toEqual({ categories: ['education'] });
  });

  it('keeps everything while the reference data is still loading', () => {
    const filters = { country: 'XX', categories: ['renamed_long_ago'] };
    expect(sanitizeFilters(filters, {})).toEqual(filters);
  });

  it('leaves the search and the order alone', () => {
    const filters = { q: 'ocean', sort: 'name' as const, country: 'XX', categories: [] };
    expect(sanitizeFilters(filters, { countryCodes: new Set(['DE']) })).toEqual({
      q: 'ocean',
      sort: 'name',
      categories: [],
    });
  });
});

describe('toSearchString', () => {
  it('keeps the comma-separated categories readable', () => {
    const params = serializeFilters({ categories: ['climate_action', 'education'], country: 'DE' });
    expect(toSearchString(params)).toBe('?categories=climate_action,education&country=DE');
  });

  it('is empty without filters', () => {
    expect(toSearchString(serializeFilters({ categories: [] }))).toBe('');
  });
});

describe('parseCursor', () => {
  it('reads where a page of results starts, and nothing from a blank value', () => {
    expect(parseCursor(params('cursor=abc&q=x'))).toBe('abc');
    expect(parseCursor(params('cursor=%20'))).toBeUndefined();
    expect(parseCursor(params('q=x'))).toBeUndefined();
  });
});

describe('pageLinks', () => {
  const links = (search: string, next: string | null) =>
    pageLinks(new URLSearchParams(search), next);

  it('offers no way back on the first page, and carries it in the next link', () => {
    expect(links('sort=name', 'C1')).toEqual({
      next: '?sort=name&cursor=C1&prev=',
      previous: undefined,
    });
  });

  it('goes back through the pages before, to the first without a cursor', () => {
    const second = links('sort=name&cursor=C1&prev=', 'C2');
    expect(second).toEqual({ next: '?sort=name&cursor=C2&prev=.C1', previous: '?sort=name' });
    const third = links('sort=name&cursor=C2&prev=.C1', null);
    expect(third).toEqual({ next: undefined, previous: '?sort=name&cursor=C1&prev=' });
  });

  it('goes to the first page from a page reached without a trail', () => {
    expect(links('cursor=C5', 'C6')).toEqual({ next: '?cursor=C6&prev=.C5', previous: '?' });
  });

  it('ignores what is not a cursor in the trail', () => {
    expect(links('cursor=C3&prev=.C1.<x>.C2', null).previous).toBe('?cursor=C2&prev=.C1');
  });
});
