import type { OrganizationCreate } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { cacheOrganization } from './get-organization';

/** POST /api/organizations: the owner is the session's user, never a field of the body. */
const createOrganization = (input: OrganizationCreate) =>
  apiRequest<ApiData<'/organizations', 'post'>>('/organizations', { method: 'POST', body: input });

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
