import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-admin';

/** POST /api/admin/organizations/{id}/hide: off the directory, with a reason the owner reads. */
const hideOrganization = (organizationId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/organizations/{id}/hide', 'post'>>(
    `/admin/organizations/${encodeURIComponent(organizationId)}/hide`,
    {
      method: 'POST',
      body: input,
    },
  );

export function useHideOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => hideOrganization(organizationId, input),
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
