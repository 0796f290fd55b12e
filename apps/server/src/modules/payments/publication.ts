import type { SubscriptionType } from '../../db/schema/index.js';

/**
 * Stripe's statuses under which it still collects payment: the profile stays listed, also
 * while a failed payment is being retried (past_due). unpaid, canceled, incomplete,
 * incomplete_expired and paused do not keep it.
 */
export const PUBLISHING_STATUSES = ['active', 'trialing', 'past_due'];

/** Whether a subscription in this provider status keeps its organization published. */
export function publishes(status: string): boolean {
  return PUBLISHING_STATUSES.includes(status);
}

interface SubscriptionFacts {
  type: SubscriptionType;
  status: string;
  currentPeriodEnd: Date | null;
}

/** Whether a subscription keeps its organization published at `now`. */
export function keepsPublished(subscription: SubscriptionFacts, now: Date): boolean {
  if (!publishes(subscription.status)) return false;
  // A guest grant ends by the calendar; Stripe says itself when a paid one ends.
  if (subscription.type === 'guest') {
    return subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;
  }
  return true;
}
