import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** GET /api/payments/subscription/{organizationId}: the subscription paying for it. */
const getSubscription = (organizationId: string, signal?: AbortSignal) =>
  apiRequest<ApiData<'/payments/subscription/{organizationId}', 'get'>>(
    `/payments/subscription/${encodeURIComponent(organizationId)}`,
    {
      signal,
    },
  );

/**
 * Kept under the dashboard's per-user key, so the edit page's payment check also refreshes
 * the subscription the dashboard lists.
 */
export const subscriptionQuery = (userId: string, organizationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.subscription(userId, organizationId),
    queryFn: ({ signal }) => getSubscription(organizationId, signal),
  });
