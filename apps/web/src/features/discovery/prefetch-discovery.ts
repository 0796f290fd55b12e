import type { PrefetchArgs } from '@/lib/prefetch-args';
import { activeCountriesQuery, organizationsQuery } from '@/features/organizations';
import { categoriesQuery, categoryGroupsQuery, countriesQuery } from '@/features/taxonomy';
import { parseCursor, parseFilters, sanitizeFilters } from './filter-state';

/**
 * The discovery page's data for the address: the reference lists, then the first page of the
 * grid for the search, filters and order the address names, read exactly as the page reads them
 * (so the query the page asks for is the one already in the cache).
 */
export async function prefetchDiscovery({ queryClient, url }: PrefetchArgs): Promise<void> {
  const [categories, countries] = await Promise.all([
    queryClient.ensureQueryData(categoriesQuery).catch(() => undefined),
    queryClient.ensureQueryData(countriesQuery).catch(() => undefined),
    queryClient.prefetchQuery(categoryGroupsQuery),
    queryClient.prefetchQuery(activeCountriesQuery),
  ]);
  const filters = sanitizeFilters(parseFilters(url.searchParams), {
    categoryIds: categories && new Set(categories.map((category) => category.id)),
    countryCodes: countries && new Set(countries.map((country) => country.code)),
  });
  await queryClient.prefetchInfiniteQuery(
    organizationsQuery({
      q: filters.q,
      sort: filters.sort,
      country: filters.country,
      categories: filters.categories,
      hiring: filters.hiring,
      from: parseCursor(url.searchParams),
    }),
  );
}
