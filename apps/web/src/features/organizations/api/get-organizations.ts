import type { OrganizationSort } from '@catalyst/shared';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

interface OrganizationFilters {
  /** The search; undefined for none. */
  q?: string | undefined;
  /** The order; undefined leaves the API its default for the search. */
  sort?: OrganizationSort | undefined;
  country: string | undefined;
  categories: string[];
  /** 'Hiring now': only organizations with a role open today. */
  hiring?: boolean | undefined;
  /** Where the first page starts (an address opened by 'Load more' without JavaScript). */
  from?: string | undefined;
}

/** The public grid's pages for the given filters; the first page carries total and facets. */
export function organizationsQuery(filters: OrganizationFilters) {
  const categories = [...filters.categories].sort().join(',');
  const q = filters.q ?? null;
  const sort = filters.sort ?? null;
  const from = filters.from ?? null;
  const hiring = filters.hiring ? 'true' : undefined;
  return infiniteQueryOptions({
    queryKey: [
      'organizations',
      { q, sort, country: filters.country ?? null, categories, from, hiring: hiring ?? null },
    ],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ApiData<'/organizations', 'get'>>('/organizations', {
        query: {
          q: filters.q,
          sort: filters.sort,
          country: filters.country,
          categories,
          hiring,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: filters.from,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Keep showing the previous results while a changed filter loads: no flash of empty grid.
    placeholderData: keepPreviousData,
  });
}
