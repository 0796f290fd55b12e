import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-admin';

/**
 * POST /api/admin/organizations/{id}/dismiss-reports: the open reports close, nothing else;
 * the reason goes into the audit log.
 */
const dismissReports = (organizationId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/organizations/{id}/dismiss-reports', 'post'>>(
    `/admin/organizations/${encodeURIComponent(organizationId)}/dismiss-reports`,
    { method: 'POST', body: input },
  );

export function useDismissReports(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => dismissReports(organizationId, input),
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
