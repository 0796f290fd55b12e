import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/**
 * GET /api/payments/session/{sessionId}: the server asks the payment provider whether the
 * checkout was paid (and publishes the organization if so), so `paid` is never the browser's word.
 */
const getCheckoutSession = (sessionId: string, signal?: AbortSignal) =>
  apiRequest<ApiData<'/payments/session/{sessionId}', 'get'>>(
    `/payments/session/${encodeURIComponent(sessionId)}`,
    {
      signal,
    },
  );

export const checkoutSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'session', sessionId],
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
  });
