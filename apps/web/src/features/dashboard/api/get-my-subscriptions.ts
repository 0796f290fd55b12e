import type { MemberOrganization, Subscription } from '@catalyst/shared';
import { useQueries } from '@tanstack/react-query';
import { subscriptionQuery } from '@/features/payments';
import { useMyOrganizations } from '@/features/organizations';

/** Only organizations that are paid or carry a subscription type have one (docs/product/). */
const hasSubscription = (organization: MemberOrganization) =>
  organization.paymentStatus === 'paid' || Boolean(organization.subscriptionType);

/** A subscription with what the owner's list knows of its organization: name and address. */
export type OwnedSubscription = Subscription & { organizationSlug: string };

type MySubscriptionsResult =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; subscriptions: OwnedSubscription[] };

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

  const subscriptions: OwnedSubscription[] = [];
  subscribed.forEach((organization, index) => {
    const data = results[index]?.data;
    if (!data) return;
    // The organization list holds the name (and so the slug) as the owner last saved it.
    subscriptions.push({
      ...data,
      organizationId: organization.id,
      organizationName: organization.name,
      organizationSlug: organization.slug,
    });
  });
  return { status: 'success', subscriptions };
}
