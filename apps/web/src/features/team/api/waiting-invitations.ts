import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKeyRoot } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const path = '/users/me/invitations';

/** GET /api/users/me/invitations: the invitations waiting for the verified person's address. */
export const useWaitingInvitations = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: teamKeys.waiting(),
    queryFn: ({ signal }) => apiRequest<ApiData<'/users/me/invitations', 'get'>>(path, { signal }),
    enabled,
  });

/**
 * POST /api/users/me/invitations/{id}/accept. Then everything the person's new role changes
 * is read again: their organizations, what waits for them, organizations cached without it.
 */
export function useAcceptWaitingInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest<ApiData<'/users/me/invitations/{invitationId}/accept', 'post'>>(
        `${path}/${encodeURIComponent(invitationId)}/accept`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}
