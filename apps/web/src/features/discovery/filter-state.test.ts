import { describe, expect, it } from 'vitest';
import {
  clearCategories,
  dropUnavailable,
  parseFilters,
  removeCategory,
  sameFilters,
  sanitizeFilters,
  serializeFilters,
  toSearchString,
  setCountry,
  toggleCategory,
} from './filter-state';

const params = (search: string) => new URLSearchParams(search);

describe('parseFilters', () => {
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
});

describe('serializeFilters', () => {
  it('round-trips through the address', () => {
    const filters = { country: 'KE', categories: ['education', 'open_source'] };
    const search = serializeFilters(filters).toString();
    expect(parseFilters(params(search))).toEqual(filters);
    expect(params(search).get('categories')).toBe('education,open_source');
  });

  it('removes empty filters from the address and keeps unrelated parameters', () => {
    const search = serializeFilters(
      { categories: [] },
      params('?categories=education&country=DE&utm_source=newsletter'),
    );
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

  it('compares filters by value', () => {
    expect(sameFilters({ categories: ['a'] }, { categories: ['a'] })).toBe(true);
    expect(sameFilters({ categories: ['a'] }, { country: 'DE', categories: ['a'] })).toBe(false);
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
