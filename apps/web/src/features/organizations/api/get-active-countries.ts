import type { Country } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const activeCountriesQuery = queryOptions({
  queryKey: ['organizations', 'active-countries'],
  queryFn: ({ signal }) => apiRequest<Country[]>('/organizations/active-countries', { signal }),
});

export const useActiveCountries = () => useQuery(activeCountriesQuery);
