import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-admin';

/** POST /api/admin/organizations/{id}/dismiss-reports: the open reports close, nothing else. */
export const dismissReports = (organizationId: string) =>
  apiRequest<{ dismissed: number }>(
    `/admin/organizations/${encodeURIComponent(organizationId)}/dismiss-reports`,
    { method: 'POST' },
  );

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
