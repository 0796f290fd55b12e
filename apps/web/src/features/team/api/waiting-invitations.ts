import type { WaitingInvitation } from '@catalyst/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKeyRoot } from '@/features/auth/api/get-user-profile';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const path = '/users/me/invitations';

/** GET /api/users/me/invitations: the invitations waiting for the verified person's address. */
export const useWaitingInvitations = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: teamKeys.waiting(),
    queryFn: ({ signal }) => apiRequest<WaitingInvitation[]>(path, { signal }),
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
      apiRequest<{ organizationId: string }>(`${path}/${encodeURIComponent(invitationId)}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}
