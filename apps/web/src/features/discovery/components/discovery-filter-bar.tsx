import type { Country, OrganizationSort } from '@catalyst/shared';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { categorySections } from '../category-choices';
import { AllFiltersSheet } from './all-filters-sheet';
import type { AllFiltersSheetProps } from './all-filters-sheet-props';
import { CategoriesLoadError } from './categories-load-error';
import { CategoryGroupPopover } from './category-group-popover';
import { CountrySelect } from './country-select';
import { HiringToggle } from './hiring-toggle';
import { SearchBox } from './search-box';
import { NoScriptFilters, REQUIRES_JS } from './no-script-filters';
import { SortSelect } from './sort-select';

interface DiscoveryFilterBarProps {
  query: string | undefined;
  onQueryChange: (query: string | undefined) => void;
  countries: Country[];
  countriesStatus: 'pending' | 'error' | 'success';
  country: string | undefined;
  onCountryChange: (value: string) => void;
  sort: OrganizationSort;
  onSortChange: (sort: OrganizationSort) => void;
  /** 'Hiring now' on or off. */
  hiring: boolean;
  onHiringChange: (hiring: boolean) => void;
  /** The category choices, and the sheet that shows them all. */
  categoryFilter: AllFiltersSheetProps;
  /**
   * The other filters, sent along with a search submitted without JavaScript (the search form
   * then replaces the whole address).
   */
  searchCarries: [name: string, value: string][];
}

/**
 * Every discovery control in a compact bar, so the first screen still shows organizations:
 * search, country and order on one row; below, a button per category group (wide screens) and
 * the sheet of all groups (the only way to them on phones).
 */
export function DiscoveryFilterBar({
  query,
  onQueryChange,
  countries,
  countriesStatus,
  country,
  onCountryChange,
  sort,
  onSortChange,
  hiring,
  onHiringChange,
  categoryFilter,
  searchCarries,
}: DiscoveryFilterBarProps) {
  const { groups, categories, counts, selectedIds, onToggle, status, errorMessage, onRetry } =
    categoryFilter;
  const sections = useMemo(() => categorySections(groups, categories), [groups, categories]);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white/60 p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_12rem_11rem] lg:grid-cols-[minmax(0,1fr)_14rem_12rem]">
        <SearchBox
          className="col-span-2 md:col-span-1"
          query={query}
          onQueryChange={onQueryChange}
          carries={searchCarries}
        />
        <div {...REQUIRES_JS} className="contents">
          <CountrySelect
            countries={countries}
            status={countriesStatus}
            value={country}
            onValueChange={onCountryChange}
          />
          <SortSelect value={sort} onValueChange={onSortChange} searching={query !== undefined} />
        </div>
      </div>

      <NoScriptFilters
        sections={sections}
        countries={countries}
        query={query}
        country={country}
        sort={sort}
        hiring={hiring}
        counts={counts}
        selectedIds={selectedIds}
      />

      <div {...REQUIRES_JS} className="flex flex-wrap items-center gap-1.5">
        <HiringToggle pressed={hiring} onPressedChange={onHiringChange} />
        {status === 'error' ? (
          <CategoriesLoadError errorMessage={errorMessage} onRetry={onRetry} />
        ) : (
          <>
            <div
              className="hidden flex-wrap gap-1.5 lg:flex"
              aria-busy={status === 'pending' || undefined}
            >
              {status === 'pending'
                ? Array.from({ length: 5 }, (_, index) => (
                    <Skeleton key={index} className="h-8 w-32 rounded-full" />
                  ))
                : sections.map((section) => (
                    <CategoryGroupPopover
                      key={section.group.id}
                      section={section}
                      counts={counts}
                      selectedIds={selectedIds}
                      onToggle={onToggle}
                    />
                  ))}
            </div>
            <AllFiltersSheet {...categoryFilter} />
          </>
        )}
      </div>
    </div>
  );
}
