import type { TestCheckout } from '@catalyst/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/*
 * The built-in test checkout: the server offers it only when it has no Stripe keys and is not
 * in production; otherwise every call answers 404.
 */

const sessionPath = (sessionId: string) =>
  `/payments/test-checkout/${encodeURIComponent(sessionId)}`;

const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'test-checkout', sessionId],
    queryFn: ({ signal }) => apiRequest<TestCheckout>(sessionPath(sessionId), { signal }),
  });

export const useTestCheckout = (sessionId: string) => useQuery(testCheckoutQuery(sessionId));

/** What the person does on the page: pay, or give up as on Stripe's 'back' link. */
export type TestCheckoutAction = 'pay' | 'cancel';

/** POST .../pay or .../cancel: answers where the browser goes next, as Stripe would. */
const completeTestCheckout = (sessionId: string, action: TestCheckoutAction) =>
  apiRequest<{ redirectUrl: string }>(`${sessionPath(sessionId)}/${action}`, { method: 'POST' });

export const useCompleteTestCheckout = (sessionId: string) =>
  useMutation({
    mutationFn: (action: TestCheckoutAction) => completeTestCheckout(sessionId, action),
  });
