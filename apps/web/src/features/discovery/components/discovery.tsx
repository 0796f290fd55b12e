import type { Country } from '@catalyst/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { organizationsQuery, useActiveCountries } from '@/features/organizations';
import { SaveSearchSlot } from '@/features/saved-searches';
import { useCategories, useCategoryGroups, useCountries } from '@/features/taxonomy';
import {
  CATEGORIES_PARAM,
  COUNTRY_PARAM,
  HIRING_PARAM,
  SORT_PARAM,
  effectiveSort,
  pageLinks,
  parseCursor,
} from '../filter-state';
import {
  useDiscoveryFilters,
  useDropUnavailableOnCountryChange,
} from '../hooks/use-discovery-filters';
import { useCategoriesCarriedIn } from '../hooks/use-categories-carried-in';
import { useChangedSinceMount } from '../hooks/use-changed-since-mount';
import { useInView } from '../hooks/use-in-view';
import { loadErrorMessage } from '../load-error';
import { preloadAllFiltersSheet } from './all-filters-sheet';
import { DiscoveryFilterBar } from './discovery-filter-bar';
import { FilterChips } from './filter-chips';
import { FilterPill } from './filter-pill';
import { OrganizationGrid } from './organization-grid';
import { ResultCount } from './result-count';

type LoadStatus = 'pending' | 'error' | 'success';

/** Brings a section into view and hands it the focus, so keyboard users land there too. */
function revealSection(element: HTMLElement | null) {
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  element.focus({ preventScroll: true });
}

const END_REACHED_MARGIN = '1000000px 0px 0px 0px';

/**
 * The discovery page's search, filters and results, wired to the address and the API.
 * Memoized: the page around it renders again when the session arrives after hydration (a guest
 * is signed in), which changes nothing here.
 */
export const Discovery = memo(function Discovery({
  addOrganizationHref,
}: {
  addOrganizationHref?: string;
}) {
  const categoriesQuery = useCategories();
  const groupsQuery = useCategoryGroups();
  const countriesQuery = useCountries();
  const activeCountriesQuery = useActiveCountries();

  const categoriesById = useMemo(
    () => new Map((categoriesQuery.data ?? []).map((category) => [category.id, category])),
    [categoriesQuery.data],
  );
  const countriesByCode = useMemo(
    () => new Map((countriesQuery.data ?? []).map((country) => [country.code, country])),
    [countriesQuery.data],
  );
  const knownCategoryIds = useMemo(
    () => (categoriesQuery.data ? new Set(categoriesById.keys()) : undefined),
    [categoriesQuery.data, categoriesById],
  );
  const knownCountryCodes = useMemo(
    () => (countriesQuery.data ? new Set(countriesByCode.keys()) : undefined),
    [countriesQuery.data, countriesByCode],
  );

  const {
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
  } = useDiscoveryFilters({ categoryIds: knownCategoryIds, countryCodes: knownCountryCodes });

  // An id the API does not know would fail the whole list: wait until the reference data can
  // vouch for the filters (when it fails to load, try them as they are).
  const filtersVerified =
    (filters.categories.length === 0 || !categoriesQuery.isPending) &&
    (filters.country === undefined || !countriesQuery.isPending);

  const [searchParams] = useSearchParams();
  const from = parseCursor(searchParams);
  const results = useInfiniteQuery({
    ...organizationsQuery({
      q: filters.q,
      sort: filters.sort,
      country: filters.country,
      categories: filters.categories,
      hiring: filters.hiring,
      from,
    }),
    enabled: filtersVerified,
  });

  const firstPage = results.data?.pages[0];
  const counts = useMemo(
    () =>
      firstPage
        ? new Map(
            (firstPage.availableCategories ?? []).map((facet) => [facet.categoryId, facet.count]),
          )
        : undefined,
    [firstPage],
  );
  // Only a change of country can drop categories: a shared link is shown exactly as sent.
  const countryChanged = useChangedSinceMount(filters.country);
  const carriedInCountry = useCategoriesCarriedIn(filters.country, {
    enabled: countryChanged && filtersVerified && filters.categories.length > 0,
  });
  useDropUnavailableOnCountryChange({
    country: filters.country,
    categories: filters.categories,
    availableCategoryIds: carriedInCountry,
    onDrop: setCategories,
  });

  const searchCarries = useMemo(() => {
    const fields: [string, string][] = [];
    if (filters.sort) fields.push([SORT_PARAM, filters.sort]);
    if (filters.country) fields.push([COUNTRY_PARAM, filters.country]);
    if (filters.categories.length > 0) {
      fields.push([CATEGORIES_PARAM, filters.categories.join(',')]);
    }
    if (filters.hiring) fields.push([HIRING_PARAM, 'true']);
    return fields;
  }, [filters.sort, filters.country, filters.categories, filters.hiring]);

  const nextCursor = results.data?.pages.at(-1)?.nextCursor;
  const pages = useMemo(() => pageLinks(searchParams, nextCursor), [searchParams, nextCursor]);

  const organizations = useMemo(
    () => results.data?.pages.flatMap((page) => page.items) ?? [],
    [results.data],
  );
  const selectedIds = useMemo(() => new Set(filters.categories), [filters.categories]);
  const selectedCategories = useMemo(
    () => filters.categories.flatMap((id) => categoriesById.get(id) ?? []),
    [filters.categories, categoriesById],
  );
  const selectedCountry: Country | undefined = filters.country
    ? (countriesByCode.get(filters.country) ?? {
        code: filters.country,
        name: filters.country,
        flagEmoji: '',
      })
    : undefined;

  // The selector lists countries with organizations; one reached by a link is listed as well.
  const countryOptions = useMemo(() => {
    const active = activeCountriesQuery.data ?? [];
    const linked = filters.country ? countriesByCode.get(filters.country) : undefined;
    return linked && !active.some((country) => country.code === linked.code)
      ? [...active, linked].sort((a, b) => a.name.localeCompare(b.name))
      : active;
  }, [activeCountriesQuery.data, filters.country, countriesByCode]);

  const [allFiltersOpen, setAllFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  // The pill goes once the end of the results is on screen or scrolled past (the root reaches
  // far above the screen), so it never sits over the footer of a page taller than the screen.
  const [endRef, endReached] = useInView<HTMLDivElement>({ rootMargin: END_REACHED_MARGIN });
  const resultsHeadingId = useId();

  const { fetchNextPage, refetch } = results;
  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  const clearQuery = useCallback(() => setQuery(undefined), [setQuery]);

  const onPillClick = () => {
    if (filters.categories.length > 0) revealSection(resultsRef.current);
    else setAllFiltersOpen(true);
  };

  const referenceStatus: LoadStatus =
    categoriesQuery.isError || groupsQuery.isError
      ? 'error'
      : categoriesQuery.isPending || groupsQuery.isPending
        ? 'pending'
        : 'success';
  const resultsStatus: LoadStatus = !filtersVerified ? 'pending' : results.status;
  const total = firstPage && !results.isPlaceholderData ? firstPage.total : undefined;
  const hasFilters =
    filters.categories.length > 0 || filters.country !== undefined || filters.hiring === true;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-col gap-3">
        <DiscoveryFilterBar
          query={filters.q}
          onQueryChange={setQuery}
          countries={countryOptions}
          countriesStatus={activeCountriesQuery.status}
          country={filters.country}
          onCountryChange={setCountry}
          sort={effectiveSort(filters)}
          onSortChange={setSort}
          hiring={filters.hiring === true}
          onHiringChange={setHiring}
          searchCarries={searchCarries}
          categoryFilter={{
            groups: groupsQuery.data ?? [],
            categories: categoriesQuery.data ?? [],
            counts,
            selectedIds,
            onToggle: toggleCategory,
            status: referenceStatus,
            errorMessage: loadErrorMessage(categoriesQuery.error ?? groupsQuery.error),
            onRetry: () => {
              if (categoriesQuery.isError) void categoriesQuery.refetch();
              if (groupsQuery.isError) void groupsQuery.refetch();
            },
            open: allFiltersOpen,
            onOpenChange: setAllFiltersOpen,
            onClearCategories: clearCategories,
            total,
          }}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ResultCount total={firstPage?.total} refreshing={results.isPlaceholderData} />
          <FilterChips
            query={filters.q}
            categories={selectedCategories}
            country={selectedCountry}
            hiring={filters.hiring === true}
            onRemoveHiring={() => setHiring(false)}
            onClearQuery={clearQuery}
            onRemoveCategory={removeCategory}
            onRemoveCountry={() => setCountry(undefined)}
            onClearAll={clearAll}
          />
          <SaveSearchSlot className="ml-auto" />
        </div>
      </div>

      <section
        ref={resultsRef}
        aria-labelledby={resultsHeadingId}
        tabIndex={-1}
        className="scroll-mt-24 outline-none"
      >
        <h2 id={resultsHeadingId} className="sr-only">
          Organizations
        </h2>
        <OrganizationGrid
          organizations={organizations}
          categoriesById={categoriesById}
          countriesByCode={countriesByCode}
          selectedCategoryIds={selectedIds}
          status={resultsStatus}
          error={results.error}
          onRetry={retry}
          isRefreshing={results.isPlaceholderData}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          loadMoreFailed={results.isFetchNextPageError}
          onLoadMore={loadMore}
          nextPageHref={pages.next}
          previousPageHref={pages.previous}
          {...(addOrganizationHref ? { addHref: addOrganizationHref } : {})}
          onClearSearch={filters.q ? clearQuery : undefined}
          onClearFilters={hasFilters ? clearFilters : undefined}
        />
      </section>
      {/*
        Room for the pill under the last result: it shows until the end marker below this room
        reaches the screen, so the room (its height plus its distance from the bottom, the gaps
        around it the margin) is all it can cover there, never a card's text or a button.
      */}
      <div aria-hidden className="h-14 sm:h-16" />
      <div ref={endRef} aria-hidden data-results-end="" />

      <FilterPill
        selectedCount={filters.categories.length}
        total={total}
        onClick={onPillClick}
        // With no category chosen the pill opens the drawer: fetch its code on approach.
        onApproach={filters.categories.length === 0 ? preloadAllFiltersSheet : undefined}
        hidden={endReached}
      />
    </div>
  );
});
