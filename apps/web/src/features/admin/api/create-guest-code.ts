import type { GuestCodeCreateInput, createdGuestCodeSchema } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The code itself is stored hashed: this answer is the only time anyone sees it. */
export type CreatedGuestCode = z.infer<typeof createdGuestCodeSchema>;

/** POST /api/admin/guest-codes. */
const createGuestCode = (input: GuestCodeCreateInput) =>
  apiRequest<ApiData<'/admin/guest-codes', 'post'>>('/admin/guest-codes', {
    method: 'POST',
    body: input,
  });

export function useCreateGuestCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuestCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
