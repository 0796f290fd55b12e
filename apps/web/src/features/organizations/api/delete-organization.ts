import { useMutation, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { cachedCopiesOf } from './get-organization';

/** DELETE /api/organizations/{id}: the organization and its images go. */
const deleteOrganization = (id: string) =>
  apiRequest<ApiData<'/organizations/{id}', 'delete'>>(`/organizations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const useDeleteOrganization = () => useMutation({ mutationFn: deleteOrganization });

/**
 * Drops a deleted organization from every cache that shows it. Call it once its page is
 * left: removing the page's query while the page is shown would only refetch it.
 */
export async function forgetDeletedOrganization(
  queryClient: QueryClient,
  id: string,
  ownerId: string | undefined,
): Promise<void> {
  queryClient.removeQueries(cachedCopiesOf(id));
  await Promise.allSettled([
    // The public grid, its counts and the active countries all live under 'organizations'.
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
    ownerId
      ? queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(ownerId) })
      : null,
  ]);
}
