import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { followKeys } from './follow-keys';

/** DELETE /api/users/me/follows/{organizationId}: answers the same when it was not followed. */
const unfollowOrganization = (organizationId: string) =>
  apiRequest<ApiData<'/users/me/follows/{organizationId}', 'delete'>>(
    `/users/me/follows/${encodeURIComponent(organizationId)}`,
    { method: 'DELETE' },
  );

/** Stays pending until the follows are read again, as following does. */
export function useUnfollowOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowOrganization,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.all }),
  });
}
