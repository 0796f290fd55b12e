import type { AdminUser } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/users/{id}/enable: the account may sign in again. */
export const enableUser = (userId: string) =>
  apiRequest<AdminUser>(`/admin/users/${encodeURIComponent(userId)}/enable`, { method: 'POST' });

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
