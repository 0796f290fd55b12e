import {
  CATEGORY_FILTER_MAX,
  ORGANIZATION_SORTS,
  SEARCH_QUERY_MAX,
  defaultSort,
  type OrganizationSort,
} from '@catalyst/shared';

/**
 * The discovery view as the address carries it: `?q=ocean&sort=name&categories=a,b&country=DE`.
 * `sort` is present only when it differs from the default order of the search (`defaultSort`).
 */
export interface DiscoveryFilters {
  q?: string;
  sort?: OrganizationSort;
  country?: string;
  categories: string[];
  /** 'Hiring now': only organizations with a role open today (`?hiring=true`). */
  hiring?: true;
}

export const QUERY_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const CATEGORIES_PARAM = 'categories';
export const COUNTRY_PARAM = 'country';
export const HIRING_PARAM = 'hiring';
/**
 * Where a page of results starts (the API's cursor). Only links without JavaScript carry it:
 * 'Load more' as a plain link opens the next page; any change of the filters drops it.
 */
export const CURSOR_PARAM = 'cursor';
/**
 * The starts of the pages before this one, oldest first, joined by dots ('' for the first
 * page): what 'Previous' goes back through, without JavaScript as with it.
 */
export const TRAIL_PARAM = 'prev';
/** Beyond this many pages back, the oldest are forgotten (the address stays short). */
const TRAIL_MAX = 30;
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

/** A search as the API reads it (trimmed, inner spaces collapsed); blank means none. */
export function normalizeQuery(value: string | null | undefined): string | undefined {
  // Longer than the API accepts can only come from a hand-edited address.
  const query = value?.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
  return query || undefined;
}

/** The order the grid is in: the chosen one, or the default for the search. */
export function effectiveSort(filters: Pick<DiscoveryFilters, 'q' | 'sort'>): OrganizationSort {
  return filters.sort ?? defaultSort(filters.q);
}

/**
 * Keeps a sort only when it is a real choice: the default for the search needs no parameter,
 * and best match means nothing without a search.
 */
function explicitSort(value: string | null | undefined, q: string | undefined) {
  const sort = ORGANIZATION_SORTS.find((known) => known === value);
  return sort && sort !== 'relevance' && sort !== defaultSort(q) ? sort : undefined;
}

/** Builds filters without empty keys, so they compare and print cleanly. */
function filtersOf({
  q,
  sort,
  country,
  categories,
  hiring,
}: Omit<DiscoveryFilters, 'sort' | 'hiring'> & {
  sort?: string | undefined;
  hiring?: boolean | undefined;
}): DiscoveryFilters {
  const normalizedQuery = normalizeQuery(q);
  const chosenSort = explicitSort(sort, normalizedQuery);
  return {
    ...(normalizedQuery ? { q: normalizedQuery } : {}),
    ...(chosenSort ? { sort: chosenSort } : {}),
    ...(country ? { country } : {}),
    categories,
    ...(hiring ? { hiring: true as const } : {}),
  };
}

function withCategories(filters: DiscoveryFilters, categories: string[]): DiscoveryFilters {
  return filtersOf({ ...filters, categories });
}

/**
 * Reads the filters from the address: ids deduplicated, empty values ignored. Categories come
 * as one list (`categories=a,b`, what links carry) or repeated (`categories=a&categories=b`,
 * what the filter form sends without JavaScript).
 */
export function parseFilters(searchParams: URLSearchParams): DiscoveryFilters {
  // More ids than the API accepts can only come from a hand-edited address.
  const categories = uniqueIds(
    searchParams.getAll(CATEGORIES_PARAM).flatMap((value) => value.split(',')),
  ).slice(0, CATEGORY_FILTER_MAX);
  return filtersOf({
    q: searchParams.get(QUERY_PARAM) ?? undefined,
    sort: searchParams.get(SORT_PARAM) ?? undefined,
    country: normalizeCountry(searchParams.get(COUNTRY_PARAM)),
    categories,
    hiring: searchParams.get(HIRING_PARAM) === 'true',
  });
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
  const { q, sort } = filtersOf(filters);
  if (q) params.set(QUERY_PARAM, q);
  else params.delete(QUERY_PARAM);
  if (sort) params.set(SORT_PARAM, sort);
  else params.delete(SORT_PARAM);
  const categories = uniqueIds(filters.categories);
  if (categories.length > 0) params.set(CATEGORIES_PARAM, categories.join(','));
  else params.delete(CATEGORIES_PARAM);
  const country = normalizeCountry(filters.country);
  if (country) params.set(COUNTRY_PARAM, country);
  else params.delete(COUNTRY_PARAM);
  if (filters.hiring) params.set(HIRING_PARAM, 'true');
  else params.delete(HIRING_PARAM);
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
  return filtersOf({ ...filters, country: normalizeCountry(value) });
}

/**
 * Sets the search. A chosen order outlives the search, unless it is the default of the new
 * one (newest, once the search is cleared), which the address leaves out.
 */
export function setQuery(filters: DiscoveryFilters, value: string | undefined): DiscoveryFilters {
  return filtersOf({ ...filters, q: value });
}

export function setSort(filters: DiscoveryFilters, sort: OrganizationSort): DiscoveryFilters {
  return filtersOf({ ...filters, sort });
}

/** Turns 'Hiring now' on or off. */
export function setHiring(filters: DiscoveryFilters, hiring: boolean): DiscoveryFilters {
  return filtersOf({ ...filters, hiring });
}

/** Empties the category and country filters (and 'Hiring now'); the search and the order stay. */
export function clearFilters(filters: DiscoveryFilters): DiscoveryFilters {
  return filtersOf({ q: filters.q, sort: filters.sort, categories: [] });
}

/** Empties the search, the categories and the country; a chosen order stays. */
export function clearAll(filters: DiscoveryFilters): DiscoveryFilters {
  return filtersOf({ sort: filters.sort, categories: [] });
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
  return filtersOf({ ...filters, country: keepCountry ? filters.country : undefined, categories });
}

/**
 * The links to the next and the previous page of results from this address: the next starts
 * at `nextCursor` with this page added to the trail; the previous is the trail's last page.
 */
export function pageLinks(
  searchParams: URLSearchParams,
  nextCursor: string | null | undefined,
): { next: string | undefined; previous: string | undefined } {
  const from = parseCursor(searchParams);
  const trail = (searchParams.get(TRAIL_PARAM) ?? '')
    .split('.')
    .filter((cursor, index) => /^[\w-]{0,200}$/.test(cursor) && (cursor || index === 0));
  const linkTo = (cursor: string | undefined, pages: string[]) => {
    const params = new URLSearchParams(searchParams);
    if (cursor) params.set(CURSOR_PARAM, cursor);
    else params.delete(CURSOR_PARAM);
    if (pages.length > 0) params.set(TRAIL_PARAM, pages.join('.'));
    else params.delete(TRAIL_PARAM);
    // A bare '?' still leaves the current query behind, where '' would keep it.
    return toSearchString(params) || '?';
  };
  const onThisPage = from ? trail : [];
  return {
    next: nextCursor
      ? linkTo(nextCursor, [...onThisPage, from ?? ''].slice(-TRAIL_MAX))
      : undefined,
    previous: from ? linkTo(onThisPage.at(-1) || undefined, onThisPage.slice(0, -1)) : undefined,
  };
}

/** The page of results the address starts at; undefined for the first. */
export function parseCursor(searchParams: URLSearchParams): string | undefined {
  return searchParams.get(CURSOR_PARAM)?.trim() || undefined;
}
