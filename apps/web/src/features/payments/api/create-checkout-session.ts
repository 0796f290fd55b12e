import type { CheckoutSession, CreateCheckoutSession } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/create-checkout-session: where to send the owner to pay. */
export const createCheckoutSession = (input: CreateCheckoutSession) =>
  apiRequest<CheckoutSession>('/payments/create-checkout-session', {
    method: 'POST',
    body: input,
  });

export const createCheckoutSessionKey = ['payments', 'create-checkout-session'] as const;

export const useCreateCheckoutSession = () =>
  useMutation({ mutationKey: createCheckoutSessionKey, mutationFn: createCheckoutSession });
