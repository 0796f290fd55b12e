import type { AdminGuestCode } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/guest-codes/{id}/revoke: the code stops working; its past uses stand. */
export const revokeGuestCode = (guestCodeId: string) =>
  apiRequest<AdminGuestCode>(`/admin/guest-codes/${encodeURIComponent(guestCodeId)}/revoke`, {
    method: 'POST',
  });

export function useRevokeGuestCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGuestCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
