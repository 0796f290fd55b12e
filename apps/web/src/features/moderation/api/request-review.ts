import type { MemberOrganization } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** POST /api/organizations/{id}/review-request: the owner asks a moderator to look again. */
const requestReview = (organizationId: string) =>
  apiRequest<ApiData<'/organizations/{id}/review-request', 'post'>>(
    `/organizations/${encodeURIComponent(organizationId)}/review-request`,
    { method: 'POST' },
  );

/**
 * The answer is the organization with the request's date, as its people see it: it takes its
 * place in the owner's list at once (where every screen reads a profile's moderation from),
 * and the list reloads.
 */
export function useRequestReview(organizationId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => requestReview(organizationId),
    onSuccess: (organization) => {
      if (!user) return;
      const key = dashboardKeys.organizations(user.id);
      queryClient.setQueryData<MemberOrganization[]>(key, (list) =>
        list?.map((entry) => (entry.id === organization.id ? organization : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
