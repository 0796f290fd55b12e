import type { PlanId } from '@catalyst/shared';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.js';
import { AppError } from '../app-error.js';
import type {
  CheckoutRequest,
  PaymentGateway,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderRefund,
  ProviderSubscription,
  RefundReason,
} from './payment-gateway.js';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature.';

/** Slow answers fail well before a browser or Stripe's webhook delivery gives up. */
const REQUEST_TIMEOUT_MS = 20_000;

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/** Stripe's own words for why: a second subscription is a duplicate charge. */
const STRIPE_REFUND_REASON: Record<RefundReason, Stripe.RefundCreateParams.Reason> = {
  duplicate_subscription: 'duplicate',
  organization_deleted: 'requested_by_customer',
};

/** A refund that still stands or is on its way; failed and canceled ones gave nothing back. */
const STANDING_REFUND_STATUSES = new Set(['succeeded', 'pending', 'requires_action']);

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function dateOf(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function metadataValue(metadata: Stripe.Metadata | null | undefined, key: string) {
  const value = metadata?.[key];
  return value ? value : undefined;
}

function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status ?? 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    organizationId:
      metadataValue(session.metadata, 'organizationId') ?? session.client_reference_id ?? undefined,
    userId: metadataValue(session.metadata, 'userId'),
  };
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  return { id: refund.id, amount: refund.amount, currency: refund.currency };
}

/** What an invoice payment was made with: a refund names one or the other. */
function refundTarget(
  payment: Stripe.InvoicePayment,
): { payment_intent: string } | { charge: string } | undefined {
  const paymentIntent = idOf(payment.payment.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(payment.payment.charge);
  return charge ? { charge } : undefined;
}

/**
 * The PaymentGateway over the official SDK. STRIPE_API_URL points it at another host (the
 * local stand-in in tests); everything else is Stripe's own behaviour.
 */
export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    ...(config.api ?? {}),
  });
  const planByPrice = new Map<string, PlanId>([
    [config.prices.monthly, 'monthly'],
    [config.prices.annual, 'annual'],
  ]);

  function planOf(subscription: Stripe.Subscription): PlanId {
    const price = subscription.items.data[0]?.price;
    const byPrice = price ? planByPrice.get(price.id) : undefined;
    if (byPrice) return byPrice;
    // A price changed in the dashboard since: its interval still tells the plan.
    return price?.recurring?.interval === 'year' ? 'annual' : 'monthly';
  }

  function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    // Current API versions keep the billing period on the item; older ones on the
    // subscription itself.
    const item = subscription.items.data[0];
    const legacy = subscription as unknown as {
      current_period_start?: number;
      current_period_end?: number;
    };
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      plan: planOf(subscription),
      currentPeriodStart: dateOf(item?.current_period_start ?? legacy.current_period_start),
      currentPeriodEnd: dateOf(item?.current_period_end ?? legacy.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      createdAt: new Date(subscription.created * 1000),
      organizationId: metadataValue(subscription.metadata, 'organizationId'),
      userId: metadataValue(subscription.metadata, 'userId'),
    };
  }

  async function retrieveCheckoutSession(id: string) {
    try {
      return toCheckoutSession(await stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    mode: 'stripe',

    async createCustomer(user) {
      // One customer per user even when two first checkouts race: Stripe answers a repeated
      // idempotency key with the customer it already created.
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckoutSession(request: CheckoutRequest) {
      const metadata = {
        organizationId: request.organizationId,
        userId: request.userId,
        plan: request.plan,
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        line_items: [{ price: config.prices[request.plan], quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.organizationId,
        metadata,
        // The subscription carries them too: its own events are all that later arrive.
        subscription_data: { metadata },
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    retrieveCheckoutSession,

    async expireCheckoutSession(id): Promise<ProviderCheckoutSession | undefined> {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        // Stripe expires only open sessions: one paid or ended meanwhile is answered as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return retrieveCheckoutSession(id);
        }
        throw error;
      }
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async listSubscriptions(customerId) {
      const found: ProviderSubscription[] = [];
      // Without a status Stripe lists every subscription that is not cancelled.
      for await (const subscription of stripe.subscriptions.list({
        customer: customerId,
        limit: 100,
      })) {
        found.push(toSubscription(subscription));
      }
      return found;
    },

    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (isMissing(error)) return;
        // Cancelling twice is refused by Stripe; what matters is that it is cancelled.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          const current = await stripe.subscriptions.retrieve(id).catch(() => undefined);
          if (current?.status === 'canceled' || current?.status === 'incomplete_expired') return;
        }
        throw error;
      }
    },

    async refundLatestPayment(subscriptionId, reason) {
      let invoiceId: string | null;
      try {
        invoiceId = idOf((await stripe.subscriptions.retrieve(subscriptionId)).latest_invoice);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      if (!invoiceId) return undefined;
      // Since API version 2025-03-31 an invoice no longer names its payment intent or charge:
      // its payments are InvoicePayment objects, listed by invoice.
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      const target = payments.data.map(refundTarget).find((found) => found !== undefined);
      if (!target) return undefined;
      try {
        const refund = await stripe.refunds.create(
          { ...target, reason: STRIPE_REFUND_REASON[reason], metadata: { subscriptionId } },
          // A retry within Stripe's idempotency window answers the refund already made.
          { idempotencyKey: `refund-${subscriptionId}-${invoiceId}` },
        );
        return toRefund(refund);
      } catch (error) {
        // Later than that window, Stripe refuses a second full refund: the first one is the answer.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          const refunds = await stripe.refunds.list({ ...target, limit: 100 });
          const standing = refunds.data.find((refund) =>
            STANDING_REFUND_STATUSES.has(refund.status ?? ''),
          );
          if (standing) return toRefund(standing);
        }
        throw error;
      }
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    verifyEvent(rawBody, signature): ProviderEvent {
      if (!signature) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
