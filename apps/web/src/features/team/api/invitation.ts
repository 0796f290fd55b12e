import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKeyRoot } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const path = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** GET /api/invitations/{token}: the organization, the role, who invited, the state. */
const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/invitations/{token}', 'get'>>(path(token), { signal }),
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

/**
 * POST /api/invitations/{token}/accept. Afterwards what the person's role changes is read
 * again: their organizations, and any organization cached from before (without their role).
 * The invitation itself is left as it was shown until the page moves on.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApiData<'/invitations/{token}/accept', 'post'>>(`${path(token)}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}
