import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import type { SavedSearchBody } from './save-search';
import { savedSearchKeys } from './saved-search-keys';

/** PUT /api/users/me/saved-searches/{id}: the whole search, its query, alerts and name. */
const replaceSavedSearch = ({ id, body }: { id: string; body: SavedSearchBody }) =>
  apiRequest<ApiData<'/users/me/saved-searches/{id}', 'put'>>(
    `/users/me/saved-searches/${encodeURIComponent(id)}`,
    { method: 'PUT', body },
  );

/** DELETE /api/users/me/saved-searches/{id}: its alerts stop with it. */
const deleteSavedSearch = (id: string) =>
  apiRequest<ApiData<'/users/me/saved-searches/{id}', 'delete'>>(
    `/users/me/saved-searches/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );

/** Stays pending until the list is read again, so a row never shows its old state after a change. */
export function useReplaceSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
