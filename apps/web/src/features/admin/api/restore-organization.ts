import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-admin';

/**
 * POST /api/admin/organizations/{id}/restore: visitors see it again (if it is paid for); the
 * reason goes into the audit log.
 */
const restoreOrganization = (organizationId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/organizations/{id}/restore', 'post'>>(
    `/admin/organizations/${encodeURIComponent(organizationId)}/restore`,
    { method: 'POST', body: input },
  );

export function useRestoreOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => restoreOrganization(organizationId, input),
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
