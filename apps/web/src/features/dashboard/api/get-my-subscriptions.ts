import type { Organization } from '@catalyst/shared';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';
import { useMyOrganizations } from './get-my-organizations';

/** GET /api/payments/subscription/{organizationId}: spec section 7's subscription fields. */
export interface SubscriptionStatus {
  type: 'monthly' | 'yearly';
  status: string;
  startDate: string | null;
  endDate: string | null;
}

/** A subscription of spec section 3: the payment's status plus the organization it pays for. */
export interface Subscription extends SubscriptionStatus {
  organizationId: string;
  organizationName: string;
}

export const getSubscription = (organizationId: string, signal?: AbortSignal) =>
  apiRequest<SubscriptionStatus>(`/payments/subscription/${encodeURIComponent(organizationId)}`, {
    signal,
  });

/** Spec section 7: only organizations that are paid or carry a subscription type have one. */
export const hasSubscription = (organization: Organization) =>
  organization.paymentStatus === 'paid' || Boolean(organization.subscriptionType);

export type MySubscriptionsResult =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; subscriptions: Subscription[] };

/**
 * The user's subscriptions, built from their organizations: one request per subscribed
 * organization. A subscription that fails to load is left out rather than failing the list.
 */
export function useMySubscriptions(userId: string): MySubscriptionsResult {
  const organizations = useMyOrganizations(userId);
  const subscribed = (organizations.data ?? []).filter(hasSubscription);
  const results = useQueries({
    queries: subscribed.map((organization) => ({
      queryKey: dashboardKeys.subscription(userId, organization.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getSubscription(organization.id, signal),
    })),
  });

  if (organizations.isPending) return { status: 'pending' };
  if (organizations.isError) return { status: 'error' };
  if (results.some((result) => result.isPending)) return { status: 'pending' };

  const subscriptions: Subscription[] = [];
  subscribed.forEach((organization, index) => {
    const data = results[index]?.data;
    if (!data) return;
    subscriptions.push({
      ...data,
      organizationId: organization.id,
      organizationName: organization.name,
    });
  });
  return { status: 'success', subscriptions };
}
