import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * POST /api/admin/guest-codes/{id}/revoke: the code stops working; its past uses stand. The
 * reason is recorded.
 */
const revokeGuestCode = (guestCodeId: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/guest-codes/{id}/revoke', 'post'>>(
    `/admin/guest-codes/${encodeURIComponent(guestCodeId)}/revoke`,
    {
      method: 'POST',
      body: input,
    },
  );

export function useRevokeGuestCode(guestCodeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => revokeGuestCode(guestCodeId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
