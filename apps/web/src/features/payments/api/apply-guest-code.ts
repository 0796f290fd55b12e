import type { ApplyGuestCode } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { organizationQuery } from '@/features/organizations/api/get-organization';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/apply-guest-code: the answer is not read (spec section 7). */
export const applyGuestCode = (input: ApplyGuestCode) =>
  apiRequest<unknown>('/payments/apply-guest-code', { method: 'POST', body: input });

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
