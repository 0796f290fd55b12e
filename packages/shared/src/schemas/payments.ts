import { z } from 'zod';
import {
  CHECKOUT_SESSION_STATUSES,
  GUEST_CODE_MAX_LENGTH,
  PLAN_IDS,
  type PlanId,
} from '../constants/plans.js';

const planIdSchema = z.enum(PLAN_IDS);

/**
 * A subscription's type as responses spell it (and the admin filter takes it): monthly or
 * yearly from Stripe, guest from a guest code. Everywhere else, stored rows included, a
 * subscription's type is its plan's id, so the annual plan is 'annual'; responses have said
 * 'yearly' since the first version of the API and clients compare against that word, so it
 * stays on the wire, translated by the two functions below and nowhere else
 * (docs/decisions/0038-facet-counts-from-the-index-and-one-name-per-plan.md).
 */
export const subscriptionTypeSchema = z.enum(['monthly', 'yearly', 'guest']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** A subscription's type as the server stores it: a plan's id, or guest. */
type StoredSubscriptionType = PlanId | 'guest';

export function subscriptionTypeOnTheWire(stored: StoredSubscriptionType): SubscriptionType {
  return stored === 'annual' ? 'yearly' : stored;
}

export function storedSubscriptionType(onTheWire: SubscriptionType): StoredSubscriptionType {
  return onTheWire === 'yearly' ? 'annual' : onTheWire;
}

const organizationId = z.uuid('Organization ids are UUIDs.');

/** `POST /api/payments/create-checkout-session` */
export const createCheckoutSessionSchema = z.object({ organizationId, plan: planIdSchema });
export type CreateCheckoutSession = z.infer<typeof createCheckoutSessionSchema>;

/** Where the browser goes next: Stripe's hosted page, or the built-in test checkout. */
export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** `GET /api/payments/session/{sessionId}`: the editor reads `paid`. */
export const checkoutSessionStatusSchema = z.object({
  sessionId: z.string(),
  organizationId: z.string(),
  paid: z.boolean(),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/**
 * `GET /api/payments/subscription/{organizationId}`: an organization's subscription. `status`
 * is 'paid' while the subscription keeps the organization published (what the edit page's
 * check waits for), else Stripe's own word (past_due, canceled, unpaid…) or 'pending'.
 */
export const subscriptionSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  type: subscriptionTypeSchema.nullable(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** True when it ends at endDate instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `POST /api/payments/apply-guest-code`: no client-side rule; the server decides. */
export const applyGuestCodeSchema = z.object({
  organizationId,
  code: z.string().max(GUEST_CODE_MAX_LENGTH).default(''),
});
export type ApplyGuestCode = z.infer<typeof applyGuestCodeSchema>;

/** `POST /api/payments/portal-session`: Stripe's customer portal for the caller. */
export const portalSessionSchema = z.object({ url: z.string() });

/** The built-in test checkout (no Stripe keys, never in production): what its page shows. */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  organizationName: z.string(),
  plan: planIdSchema,
  /** open until paid (complete) or cancelled (expired). */
  status: z.enum(CHECKOUT_SESSION_STATUSES),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** Paying or cancelling at the test checkout answers where to go, as Stripe's page would. */
export const testCheckoutResultSchema = z.object({ redirectUrl: z.string() });
