import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

export const activeCountriesQuery = queryOptions({
  queryKey: ['organizations', 'active-countries'],
  queryFn: ({ signal }) =>
    apiRequest<ApiData<'/organizations/active-countries', 'get'>>(
      '/organizations/active-countries',
      { signal },
    ),
});

export const useActiveCountries = () => useQuery(activeCountriesQuery);
