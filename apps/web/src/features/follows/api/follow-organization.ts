import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { followKeys } from './follow-keys';

/** POST /api/users/me/follows: following again changes nothing. */
const followOrganization = (organizationId: string) =>
  apiRequest<ApiData<'/users/me/follows', 'post'>>('/users/me/follows', {
    method: 'POST',
    body: { organizationId },
  });

/**
 * Stays pending until the follows are read again, whatever the outcome: every Follow button
 * and the dashboard's list show what the server holds, never the button's guess.
 */
export function useFollowOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followOrganization,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.all }),
  });
}
