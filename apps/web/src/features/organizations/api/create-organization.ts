import type { MemberOrganization, OrganizationCreate } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { cacheOrganization } from './get-organization';

/** POST /api/organizations: the owner is the session's user, never a field of the body. */
export const createOrganization = (input: OrganizationCreate) =>
  apiRequest<MemberOrganization>('/organizations', { method: 'POST', body: input });

/** Creates an organization; its page is primed and the owner's list refetched. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (organization) => {
      cacheOrganization(queryClient, organization);
      if (user) {
        await queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(user.id) });
      }
    },
  });
}
