import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { throwOnAuthError } from '../lib/auth-client-result';

async function updateDisplayName(name: string): Promise<void> {
  throwOnAuthError(await authClient.updateUser({ name }));
}

export const useUpdateDisplayName = () => useMutation({ mutationFn: updateDisplayName });
