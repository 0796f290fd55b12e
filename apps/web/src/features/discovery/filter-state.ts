import { CATEGORY_FILTER_MAX } from '@catalyst/shared';

/** The discovery filters as the address carries them: `?categories=a,b&country=DE`. */
export interface DiscoveryFilters {
  country?: string;
  categories: string[];
}

export const CATEGORIES_PARAM = 'categories';
export const COUNTRY_PARAM = 'country';
/** The country selector's 'All Countries' value: no country filter. */
export const ALL_COUNTRIES = 'all';

function normalizeCountry(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && code !== ALL_COUNTRIES.toUpperCase() ? code : undefined;
}

function uniqueIds(ids: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const trimmed = id.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

function withCategories(filters: DiscoveryFilters, categories: string[]): DiscoveryFilters {
  return filters.country ? { country: filters.country, categories } : { categories };
}

/** Reads the filters from the address: ids deduplicated, empty values ignored. */
export function parseFilters(searchParams: URLSearchParams): DiscoveryFilters {
  // More ids than the API accepts can only come from a hand-edited address.
  const categories = uniqueIds((searchParams.get(CATEGORIES_PARAM) ?? '').split(',')).slice(
    0,
    CATEGORY_FILTER_MAX,
  );
  const country = normalizeCountry(searchParams.get(COUNTRY_PARAM));
  return country ? { country, categories } : { categories };
}

/**
 * Writes the filters into a copy of `base` (other parameters are kept); a filter that is empty
 * leaves no parameter behind.
 */
export function serializeFilters(
  filters: DiscoveryFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const categories = uniqueIds(filters.categories);
  if (categories.length > 0) params.set(CATEGORIES_PARAM, categories.join(','));
  else params.delete(CATEGORIES_PARAM);
  const country = normalizeCountry(filters.country);
  if (country) params.set(COUNTRY_PARAM, country);
  else params.delete(COUNTRY_PARAM);
  return params;
}

/**
 * The query string as people read and share it: `?categories=a,b&country=DE`. Commas are
 * legal in a query; URLSearchParams would write them as %2C.
 */
export function toSearchString(params: URLSearchParams): string {
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `?${search}` : '';
}

/** Selects the category, or deselects it when it is already selected. */
export function toggleCategory(filters: DiscoveryFilters, categoryId: string): DiscoveryFilters {
  const selected = filters.categories.includes(categoryId);
  return withCategories(
    filters,
    selected
      ? filters.categories.filter((id) => id !== categoryId)
      : [...filters.categories, categoryId],
  );
}

export function removeCategory(filters: DiscoveryFilters, categoryId: string): DiscoveryFilters {
  return withCategories(
    filters,
    filters.categories.filter((id) => id !== categoryId),
  );
}

export function clearCategories(filters: DiscoveryFilters): DiscoveryFilters {
  return withCategories(filters, []);
}

/** Sets the country; 'all' (the selector's All Countries) or an empty value clears it. */
export function setCountry(filters: DiscoveryFilters, value: string | undefined): DiscoveryFilters {
  const country = normalizeCountry(value);
  return country ? { country, categories: filters.categories } : { categories: filters.categories };
}

/** The selected categories that organizations in the chosen country actually carry. */
export function dropUnavailable(categories: string[], availableIds: Iterable<string>): string[] {
  const available = new Set(availableIds);
  return categories.filter((id) => available.has(id));
}

/**
 * Forgets what the reference data does not know (a renamed category, a mistyped country), so an
 * old or edited link shows results instead of an error. A missing list means "not known yet".
 */
export function sanitizeFilters(
  filters: DiscoveryFilters,
  known: { categoryIds?: ReadonlySet<string>; countryCodes?: ReadonlySet<string> },
): DiscoveryFilters {
  const categories = known.categoryIds
    ? filters.categories.filter((id) => known.categoryIds?.has(id))
    : filters.categories;
  const keepCountry =
    filters.country !== undefined &&
    (!known.countryCodes || known.countryCodes.has(filters.country));
  return keepCountry ? { country: filters.country, categories } : { categories };
}

export function sameFilters(a: DiscoveryFilters, b: DiscoveryFilters): boolean {
  return (
    a.country === b.country &&
    a.categories.length === b.categories.length &&
    a.categories.every((id, index) => b.categories[index] === id)
  );
}
