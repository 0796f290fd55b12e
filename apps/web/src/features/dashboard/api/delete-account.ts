import type { DeleteAccountInput } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/users/me: the server re-verifies the password, then removes everything of the user. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<unknown>('/users/me', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
