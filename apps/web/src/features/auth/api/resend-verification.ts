import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** `returnTo`: the page of this site the new link goes back to once the address is verified. */
const resendVerification = (returnTo?: string) =>
  apiRequest<ApiData<'/auth/resend-verification', 'post'>>('/auth/resend-verification', {
    method: 'POST',
    ...(returnTo ? { body: { callbackURL: returnTo } } : {}),
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
