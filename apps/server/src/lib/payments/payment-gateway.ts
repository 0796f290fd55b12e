import type { PlanId } from '@catalyst/shared';

/** A subscription as the payment provider holds it: the only source of truth for billing. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  plan: PlanId;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider created it: of two live subscriptions of one organization, the first stays. */
  createdAt: Date;
  /** From the metadata set at checkout. */
  organizationId: string | undefined;
  userId: string | undefined;
}

export interface ProviderCheckoutSession {
  id: string;
  /** complete, open or expired. */
  status: string;
  /** Stripe's payment_status is 'paid' (or no payment was required). */
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  organizationId: string | undefined;
  userId: string | undefined;
}

export interface CheckoutRequest {
  organizationId: string;
  userId: string;
  customerId: string;
  plan: PlanId;
  successUrl: string;
  cancelUrl: string;
}

/** Why billing gives a payment back on its own. */
export type RefundReason = 'duplicate_subscription' | 'organization_deleted';

export interface ProviderRefund {
  id: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
}

/** A verified webhook event, reduced to what the handler acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The event's object (a checkout session, an invoice, a subscription). */
  object: Record<string, unknown>;
}

/**
 * Everything billing asks of the payment provider. Two implementations: Stripe through the
 * official SDK (STRIPE_SECRET_KEY), and the built-in test checkout for newcomers without
 * keys (never in production), which keeps its records in our database and signs its events
 * with the SDK so they pass through the same verification and handler as Stripe's.
 */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'test';
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  /**
   * Ends an open session so it can no longer be paid, and answers the session as it is after:
   * `complete` when it was paid first, `expired` also when it had already ended.
   */
  expireCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | undefined>;
  /** The customer's subscriptions that are not cancelled, as the provider holds them now. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Cancels at once (account or organization deleted); already cancelled is not an error. */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Gives back what the subscription's latest invoice was paid. Asking again answers the same
   * refund, never a second one; undefined when nothing was paid.
   */
  refundLatestPayment(
    subscriptionId: string,
    reason: RefundReason,
  ): Promise<ProviderRefund | undefined>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and parses the event; throws when invalid. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
