import type { VerificationResult } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resendVerification = () =>
  apiRequest<VerificationResult>('/auth/resend-verification', { method: 'POST' });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
