import { COUNTRIES_CACHE_MS } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

// Reference data changes only with a deployment: fetched once per visit.
const REFERENCE_STALE_MS = 30 * 60 * 1000;

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => apiRequest<ApiData<'/categories', 'get'>>('/categories', { signal }),
  staleTime: REFERENCE_STALE_MS,
});

export const categoryGroupsQuery = queryOptions({
  queryKey: ['category-groups'],
  queryFn: ({ signal }) =>
    apiRequest<ApiData<'/category-groups', 'get'>>('/category-groups', { signal }),
  staleTime: REFERENCE_STALE_MS,
});

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => apiRequest<ApiData<'/countries', 'get'>>('/countries', { signal }),
  staleTime: COUNTRIES_CACHE_MS,
  gcTime: COUNTRIES_CACHE_MS,
});

export const useCategories = () => useQuery(categoriesQuery);
export const useCategoryGroups = () => useQuery(categoryGroupsQuery);
export const useCountries = () => useQuery(countriesQuery);
