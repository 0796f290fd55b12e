import type { Organization, Subscription } from '@catalyst/shared';
import { useQueries } from '@tanstack/react-query';
import { subscriptionQuery } from '@/features/payments/api/get-subscription';
import { useMyOrganizations } from './get-my-organizations';

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
    queries: subscribed.map((organization) => subscriptionQuery(userId, organization.id)),
  });

  if (organizations.isPending) return { status: 'pending' };
  if (organizations.isError) return { status: 'error' };
  if (results.some((result) => result.isPending)) return { status: 'pending' };

  const subscriptions: Subscription[] = [];
  subscribed.forEach((organization, index) => {
    const data = results[index]?.data;
    if (!data) return;
    // The organization list holds the name as the owner last saved it.
    subscriptions.push({
      ...data,
      organizationId: organization.id,
      organizationName: organization.name,
    });
  });
  return { status: 'success', subscriptions };
}
