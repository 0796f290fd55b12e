import type { OrganizationList } from '@catalyst/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface OrganizationFilters {
  country: string | undefined;
  categories: string[];
}

export function organizationsQuery(filters: OrganizationFilters) {
  const categories = [...filters.categories].sort().join(',');
  return infiniteQueryOptions({
    queryKey: ['organizations', { country: filters.country ?? null, categories }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<OrganizationList>('/organizations', {
        query: { country: filters.country, categories, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Keep showing the previous results while a changed filter loads: no flash of empty grid.
    placeholderData: keepPreviousData,
  });
}

/** The public grid's pages for the given filters; the first page carries total and facets. */
export const useOrganizations = (filters: OrganizationFilters) =>
  useInfiniteQuery(organizationsQuery(filters));
