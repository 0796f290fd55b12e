import type { CreateCheckoutSession } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** POST /api/payments/create-checkout-session: where to send the owner to pay. */
const createCheckoutSession = (input: CreateCheckoutSession) =>
  apiRequest<ApiData<'/payments/create-checkout-session', 'post'>>(
    '/payments/create-checkout-session',
    {
      method: 'POST',
      body: input,
    },
  );

const createCheckoutSessionKey = ['payments', 'create-checkout-session'] as const;

export const useCreateCheckoutSession = () =>
  useMutation({ mutationKey: createCheckoutSessionKey, mutationFn: createCheckoutSession });
