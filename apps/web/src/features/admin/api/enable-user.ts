import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/users/{id}/enable: the account may sign in again; the reason is recorded. */
const enableUser = (userId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/users/{id}/enable', 'post'>>(
    `/admin/users/${encodeURIComponent(userId)}/enable`,
    {
      method: 'POST',
      body: input,
    },
  );

export function useEnableUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => enableUser(userId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
