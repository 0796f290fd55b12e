import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/users/{id}/disable: they can no longer sign in; the reason is recorded. */
const disableUser = (userId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/users/{id}/disable', 'post'>>(
    `/admin/users/${encodeURIComponent(userId)}/disable`,
    {
      method: 'POST',
      body: input,
    },
  );

export function useDisableUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => disableUser(userId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
