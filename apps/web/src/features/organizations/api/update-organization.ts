import type { MemberOrganization, OrganizationUpdate } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { cacheOrganization } from './get-organization';

function updateOrganization(id: string, input: OrganizationUpdate): Promise<MemberOrganization> {
  return apiRequest<ApiData<'/organizations/{id}', 'put'>>(
    `/organizations/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body: input,
    },
  );
}

/**
 * Saves the editor's values. The answer is the organization as stored (with its new slug
 * after a rename), so the profile shows it without another request, at whichever address;
 * the owner's list on the dashboard reloads when next shown.
 */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: OrganizationUpdate) => updateOrganization(id, input),
    onSuccess: (organization) => {
      cacheOrganization(queryClient, organization);
      // Not awaited: the save is done; a list refetch must not hold up its confirmation.
      if (user)
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(user.id) });
    },
  });
}
