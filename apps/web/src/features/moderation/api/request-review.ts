import type { Organization } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { cacheOrganization } from '@/features/organizations/api/get-organization';
import { apiRequest } from '@/lib/api-client';

/** POST /api/organizations/{id}/review-request: the owner asks a moderator to look again. */
export const requestReview = (organizationId: string) =>
  apiRequest<Organization>(`/organizations/${encodeURIComponent(organizationId)}/review-request`, {
    method: 'POST',
  });

/**
 * The answer is the organization with the request's date: every cached copy (profile, editor)
 * takes it at once, and the owner's list reloads, so each screen says a review is asked for.
 */
export function useRequestReview(organizationId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => requestReview(organizationId),
    onSuccess: (organization) => {
      cacheOrganization(queryClient, organization);
      if (user)
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(user.id) });
    },
  });
}
