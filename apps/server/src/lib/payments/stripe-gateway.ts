import type { PlanId } from '@catalyst/shared';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.js';
import { AppError } from '../app-error.js';
import type {
  CheckoutRequest,
  PaymentGateway,
  ProviderCheckoutSession,
  ProviderEvent,
} from './payment-gateway.js';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature.';

/** Slow answers fail well before a browser or Stripe's webhook delivery gives up. */
const REQUEST_TIMEOUT_MS = 20_000;

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

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

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | undefined> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          status: session.status ?? 'open',
          paid:
            session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
          organizationId:
            metadataValue(session.metadata, 'organizationId') ??
            session.client_reference_id ??
            undefined,
          userId: metadataValue(session.metadata, 'userId'),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async retrieveSubscription(id) {
      try {
        const subscription = await stripe.subscriptions.retrieve(id);
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
          organizationId: metadataValue(subscription.metadata, 'organizationId'),
          userId: metadataValue(subscription.metadata, 'userId'),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
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
