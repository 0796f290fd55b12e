/** The plans' ids, in the order the plan cards show them. */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** docs/product/billing.md#plans: the two plans exactly as the plan cards list them. */
export const plans = {
  monthly: {
    id: 'monthly',
    name: 'Monthly Plan',
    description: 'Flexible subscription billed monthly',
    priceUsd: 12,
    period: 'month',
    features: [
      'Create one organization profile',
      'Full access to all profile features',
      'Cancel anytime',
    ],
    action: 'Select Monthly Plan',
    badge: null,
  },
  annual: {
    id: 'annual',
    name: 'Annual Plan',
    description: 'Save 16% with annual billing',
    priceUsd: 100,
    period: 'year',
    features: [
      'Create one organization profile',
      'Full access to all profile features',
      'Save $44 compared to monthly plan',
    ],
    action: 'Select Annual Plan',
    badge: 'Best Value',
  },
} as const satisfies Record<PlanId, unknown>;

/** A checkout session's status as last learnt: open until paid (complete) or expired. */
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

/** pending: never paid; published: paid and listed; lapsed: was paid, subscription ended. */
export const PUBLICATION_STATUSES = ['pending', 'published', 'lapsed'] as const;

/** The edit page's payment check after returning from checkout. */
export const PAYMENT_POLL_ATTEMPTS = 10;
export const PAYMENT_POLL_INTERVAL_MS = 3000;
/** /payments/canceled counts down from 10 seconds before going back. */
export const CANCEL_REDIRECT_SECONDS = 10;
/** A guest code grants a complimentary subscription for 12 months. */
export const GUEST_CODE_GRANT_MONTHS = 12;
export const GUEST_CODE_MAX_LENGTH = 64;
