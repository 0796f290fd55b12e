import type { ApplyGuestCode } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { organizationQuery } from '@/features/organizations';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** POST /api/payments/apply-guest-code: the answer is not read (docs/product/api.md#payments). */
const applyGuestCode = (input: ApplyGuestCode) =>
  apiRequest<ApiData<'/payments/apply-guest-code', 'post'>>('/payments/apply-guest-code', {
    method: 'POST',
    body: input,
  });

export const applyGuestCodeKey = ['payments', 'apply-guest-code'] as const;

/** Redeems a code; the organization is now published, so what was cached of it is stale. */
export function useApplyGuestCode() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationKey: applyGuestCodeKey,
    mutationFn: applyGuestCode,
    onSuccess: async (_answer, { organizationId }) => {
      await Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: organizationQuery(organizationId).queryKey }),
        user
          ? queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(user.id) })
          : undefined,
      ]);
    },
  });
}
