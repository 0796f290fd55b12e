import type { AdminOrganization } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from './invalidate-admin';

/** POST /api/admin/organizations/{id}/restore: visitors see it again (if it is paid for). */
export const restoreOrganization = (organizationId: string) =>
  apiRequest<AdminOrganization>(
    `/admin/organizations/${encodeURIComponent(organizationId)}/restore`,
    { method: 'POST' },
  );

export function useRestoreOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreOrganization,
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}
