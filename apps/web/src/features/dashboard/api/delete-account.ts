import type { DeleteAccountInput } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** DELETE /api/users/me: the server re-verifies the password, then removes everything of the user. */
const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<ApiData<'/users/me', 'delete'>>('/users/me', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
