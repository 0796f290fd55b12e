import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

const resendVerification = () =>
  apiRequest<ApiData<'/auth/resend-verification', 'post'>>('/auth/resend-verification', {
    method: 'POST',
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
