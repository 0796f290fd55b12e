import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { throwOnAuthError } from '../lib/auth-client-result';

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * The server re-verifies the current password first. Every other session is ended: whoever
 * knew the old password should not stay signed in elsewhere.
 */
async function changePassword(input: ChangePasswordInput): Promise<void> {
  throwOnAuthError(await authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
