import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiBody, type ApiData } from '@/lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

export type SavedSearchBody = ApiBody<'/users/me/saved-searches', 'post'>;

/** POST /api/users/me/saved-searches: 409 for a search saved already, or one too many. */
const createSavedSearch = (body: SavedSearchBody) =>
  apiRequest<ApiData<'/users/me/saved-searches', 'post'>>('/users/me/saved-searches', {
    method: 'POST',
    body,
  });

/** Saves a search; the list is read again whatever the outcome, so it shows what the server holds. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
