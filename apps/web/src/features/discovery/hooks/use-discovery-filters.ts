import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OrganizationSort } from '@catalyst/shared';
import {
  CURSOR_PARAM,
  TRAIL_PARAM,
  clearAll as clearAllOf,
  clearCategories as clearCategoriesOf,
  clearFilters as clearFiltersOf,
  dropUnavailable,
  parseFilters,
  removeCategory as removeCategoryOf,
  sanitizeFilters,
  serializeFilters,
  setCountry as setCountryOf,
  setHiring as setHiringOf,
  setQuery as setQueryOf,
  setSort as setSortOf,
  toSearchString,
  toggleCategory as toggleCategoryOf,
  type DiscoveryFilters,
} from '../filter-state';

/** What the reference data knows; leave a list out while it is still loading. */
export interface KnownFilterValues {
  categoryIds?: ReadonlySet<string> | undefined;
  countryCodes?: ReadonlySet<string> | undefined;
}

// Filtering refines one view rather than visiting pages: replace the entry, keep the scroll.
const NAVIGATE_OPTIONS = { replace: true, preventScrollReset: true } as const;

/**
 * The discovery filters, search and order, kept in the address
 * (`?q=ocean&sort=name&categories=a,b&country=DE`) so a view can be reloaded and shared.
 * Values the reference data does not know are left out.
 */
export function useDiscoveryFilters({ categoryIds, countryCodes }: KnownFilterValues = {}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = useMemo(() => parseFilters(searchParams), [searchParams]);
  const filters = useMemo(
    () => sanitizeFilters(requested, { categoryIds, countryCodes }),
    [requested, categoryIds, countryCodes],
  );

  const update = useCallback(
    (change: (current: DiscoveryFilters) => DiscoveryFilters) => {
      const current = sanitizeFilters(parseFilters(searchParams), { categoryIds, countryCodes });
      const next = serializeFilters(change(current), searchParams);
      // New filters start from their first page.
      next.delete(CURSOR_PARAM);
      next.delete(TRAIL_PARAM);
      void navigate({ search: toSearchString(next) }, NAVIGATE_OPTIONS);
    },
    [navigate, searchParams, categoryIds, countryCodes],
  );

  // An old link may name a category that no longer exists, or the default order: the address
  // is tidied to show exactly what applies once that is known.
  const canonicalSearch = useMemo(
    () => toSearchString(serializeFilters(filters, searchParams)),
    [filters, searchParams],
  );
  useEffect(() => {
    if (canonicalSearch !== toSearchString(searchParams)) {
      void navigate({ search: canonicalSearch }, NAVIGATE_OPTIONS);
    }
  }, [canonicalSearch, searchParams, navigate]);

  const toggleCategory = useCallback(
    (categoryId: string) => update((current) => toggleCategoryOf(current, categoryId)),
    [update],
  );
  const removeCategory = useCallback(
    (categoryId: string) => update((current) => removeCategoryOf(current, categoryId)),
    [update],
  );
  const clearCategories = useCallback(() => update(clearCategoriesOf), [update]);
  const setCategories = useCallback(
    (categories: string[]) => update((current) => ({ ...current, categories })),
    [update],
  );
  const setCountry = useCallback(
    (value: string | undefined) => update((current) => setCountryOf(current, value)),
    [update],
  );
  const setQuery = useCallback(
    (value: string | undefined) => update((current) => setQueryOf(current, value)),
    [update],
  );
  const setSort = useCallback(
    (sort: OrganizationSort) => update((current) => setSortOf(current, sort)),
    [update],
  );
  const setHiring = useCallback(
    (hiring: boolean) => update((current) => setHiringOf(current, hiring)),
    [update],
  );
  const clearFilters = useCallback(() => update(clearFiltersOf), [update]);
  const clearAll = useCallback(() => update(clearAllOf), [update]);

  return {
    filters,
    toggleCategory,
    removeCategory,
    clearCategories,
    setCategories,
    setCountry,
    setQuery,
    setSort,
    setHiring,
    clearFilters,
    clearAll,
  };
}

/**
 * After the visitor picks another country, drops the selected categories no organization there
 * carries, as soon as that country's facets are known. The first view of a shared link is left
 * exactly as it was sent.
 */
export function useDropUnavailableOnCountryChange({
  country,
  categories,
  availableCategoryIds,
  onDrop,
}: {
  country: string | undefined;
  categories: string[];
  /** Categories carried in `country`; undefined until that country's facets have loaded. */
  availableCategoryIds: ReadonlySet<string> | undefined;
  onDrop: (kept: string[]) => void;
}) {
  const settledCountry = useRef(country);

  useEffect(() => {
    if (settledCountry.current === country || !availableCategoryIds) return;
    settledCountry.current = country;
    const kept = dropUnavailable(categories, availableCategoryIds);
    if (kept.length !== categories.length) onDrop(kept);
  }, [country, categories, availableCategoryIds, onDrop]);
}
