import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

export type SavedSearchItem = ApiData<'/users/me/saved-searches', 'get'>['items'][number];

/** GET /api/users/me/saved-searches: the person's saved searches, newest first. */
const savedSearchesQuery = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/users/me/saved-searches', 'get'>>('/users/me/saved-searches', {
        signal,
      }),
  });

/** Only a verified person has saved searches: the pages asking are theirs alone. */
export const useSavedSearches = (userId: string) => useQuery(savedSearchesQuery(userId));
