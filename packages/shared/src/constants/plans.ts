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
} as const;

export type PlanId = keyof typeof plans;

/** The edit page's payment check after returning from checkout. */
export const PAYMENT_POLL_ATTEMPTS = 10;
export const PAYMENT_POLL_INTERVAL_MS = 3000;
/** /payments/canceled counts down from 10 seconds before going back. */
export const CANCEL_REDIRECT_SECONDS = 10;
/** A guest code grants a complimentary subscription for 12 months. */
export const GUEST_CODE_GRANT_MONTHS = 12;
export const GUEST_CODE_MAX_LENGTH = 64;
