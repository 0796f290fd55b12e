import type {
  CheckoutSession,
  CheckoutSessionStatus,
  CreateCheckoutSession,
  Subscription,
} from '@catalyst/shared';
import {
  apiMessages,
  appRoutes,
  paymentMessages,
  subscriptionTypeOnTheWire,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { assertMember, type RequiredRole } from '../organizations/index.js';
import { createOpenCheckouts } from './open-checkouts.js';
import type { PaymentsRepository } from './payments.repository.js';
import { keepsPublished } from './publication.js';
import { createSubscriptionSync, type SubscriptionHint } from './subscription-sync.js';

interface BillingUser {
  id: string;
  email: string;
  name: string;
}

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null ? (value as Json) : undefined;
}

/** An id field that Stripe sends either as the id or as the expanded object. */
function idField(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  const id = asRecord(value)?.['id'];
  return typeof id === 'string' && id ? id : undefined;
}

function metadataOf(object: Json, key: string): string | undefined {
  const value = asRecord(object['metadata'])?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The organization and user an event's object names, for a subscription without metadata. */
function hintOf(object: Json): SubscriptionHint {
  const reference = object['client_reference_id'];
  return {
    organizationId:
      metadataOf(object, 'organizationId') ??
      (typeof reference === 'string' && reference ? reference : undefined),
    userId: metadataOf(object, 'userId'),
  };
}

/** Which subscription an event is about: its object names it in a way per type. */
function subscriptionIdOfEvent(type: string, object: Json): string | undefined {
  switch (type) {
    case 'checkout.session.completed':
      return object['mode'] === 'subscription' ? idField(object['subscription']) : undefined;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Current API versions: invoice.parent.subscription_details.subscription; older ones
      // put it on the invoice itself.
      const details = asRecord(asRecord(object['parent'])?.['subscription_details']);
      return idField(details?.['subscription']) ?? idField(object['subscription']);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idField(object['id']);
    default:
      return undefined;
  }
}

/**
 * Billing: checkout, the webhook, checks after the return from checkout, the customer portal
 * and reconciliation (deletions are provider-cancellations.ts's). What Stripe (or the test checkout) says
 * is the only truth: every change re-reads the subscription from it and stores that, so
 * replayed, reordered or forged-by-the-browser signals cannot publish anything.
 */
export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  publicUrl: string;
  logError: (err: unknown, message: string) => void;
  now?: () => Date;
}) {
  const { repository, gateway, publicUrl, logError } = deps;
  const now = deps.now ?? (() => new Date());

  /** The provider's own error goes to the log; the person sees the product's words. */
  function providerFailure(message: string) {
    return (error: unknown): never => {
      if (error instanceof AppError) throw error;
      logError(error, `payment provider: ${message}`);
      throw new AppError('PAYMENT_PROVIDER_ERROR', message);
    };
  }

  /**
   * Paying is the owners' alone: an editor changes the profile, never what it costs. Whether
   * it is paid for, editors may read: their editor shows it.
   */
  async function ownedOrganization(
    userId: string,
    organizationId: string,
    required: RequiredRole = 'owner',
  ) {
    return assertMember(
      organizationId,
      await repository.findOrganizationFor(organizationId, userId),
      required,
    );
  }

  async function customerOf(user: BillingUser): Promise<string> {
    const known = await repository.findCustomerId(user.id);
    if (known) return known;
    const created = await gateway
      .createCustomer(user)
      .catch(providerFailure(paymentMessages.paymentFailed));
    return repository.saveCustomer(user.id, created);
  }

  const subscriptions = createSubscriptionSync({ repository, gateway, now });
  const { syncSubscription } = subscriptions;
  const checkouts = createOpenCheckouts({ repository, gateway, subscriptions, providerFailure });

  return {
    async createCheckout(
      user: BillingUser,
      input: CreateCheckoutSession,
    ): Promise<CheckoutSession> {
      const organization = await ownedOrganization(user.id, input.organizationId);
      if (organization.status === 'published') {
        throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
      }
      const id = organization.id;
      const editPath = appRoutes.organizationEdit.replace(':orgId', id);
      const customerId = await customerOf(user);
      await checkouts.closeBeforeOpening(id);
      const session = await gateway
        .createCheckoutSession({
          organizationId: id,
          userId: user.id,
          customerId,
          plan: input.plan,
          // Stripe fills in {CHECKOUT_SESSION_ID} itself on the way back.
          successUrl: `${publicUrl}${editPath}?success=true&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}${appRoutes.paymentCanceled}?org=${id}`,
        })
        .catch(providerFailure(paymentMessages.paymentFailed));
      await checkouts.recordOpened({ id: session.id, organizationId: id, userId: user.id });
      return { sessionId: session.id, url: session.url };
    },

    /**
     * A webhook delivery (from Stripe, or the test checkout through the same door): verified,
     * recorded once, and acted on from a fresh read of the subscription it concerns.
     */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      const event = gateway.verifyEvent(rawBody, signature);
      if (await repository.isEventRecorded(event.id)) return { duplicate: true };
      const subscriptionId = subscriptionIdOfEvent(event.type, event.object);
      if (subscriptionId) await syncSubscription(subscriptionId, 'webhook', hintOf(event.object));
      // Recorded once all it led to is done (refunds and cancellations included): a failure
      // half-way leaves it unrecorded, and Stripe's retry finishes the work.
      return { duplicate: !(await repository.recordEvent(event)) };
    },

    /**
     * The check after the return from checkout: asks the provider, never the URL. A paid
     * session is fulfilled as its webhook would be; doing it again changes nothing.
     */
    async verifySession(user: BillingUser, sessionId: string): Promise<CheckoutSessionStatus> {
      const session = await gateway
        .retrieveCheckoutSession(sessionId)
        .catch(providerFailure(paymentMessages.paymentFailed));
      if (!session?.organizationId) throw new AppError('NOT_FOUND', apiMessages.notFound);
      await ownedOrganization(user.id, session.organizationId);
      if (session.paid && session.subscriptionId) {
        await syncSubscription(session.subscriptionId, 'session_check', {
          organizationId: session.organizationId,
          userId: session.userId,
        });
      }
      return { sessionId: session.id, organizationId: session.organizationId, paid: session.paid };
    },

    /** The subscription keeping the organization published, else its latest one. */
    async getSubscription(userId: string, organizationId: string): Promise<Subscription> {
      const organization = await ownedOrganization(userId, organizationId, 'editor');
      const rows = await repository.listForOrganization(organizationId);
      const at = now();
      const keeping = rows.find((row) => keepsPublished(row, at));
      const current = keeping ?? rows[0];
      return {
        organizationId,
        organizationName: organization.name,
        type: current ? subscriptionTypeOnTheWire(current.type) : null,
        status: keeping ? 'paid' : (current?.status ?? 'pending'),
        startDate: current?.currentPeriodStart?.toISOString() ?? null,
        endDate: current?.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      };
    },

    /** Stripe's customer portal (cancel, change the card), back to the dashboard after. */
    async createPortal(userId: string): Promise<{ url: string }> {
      const customerId = await repository.findCustomerId(userId);
      if (!customerId) throw new AppError('NOT_FOUND', paymentMessages.noBillingAccount);
      return gateway
        .createPortalSession(customerId, `${publicUrl}${appRoutes.dashboard}`)
        .catch(providerFailure(paymentMessages.paymentFailed));
    },

    /**
     * Before an organization is deleted: its subscriptions end at the provider first. If the
     * provider cannot be reached the deletion must not go ahead, or the owner would keep
     * paying for a profile that no longer exists.
     */
    /** After an account is gone: the link to its provider customer goes too. */
    forgetCustomer: (userId: string) => repository.forgetCustomer(userId),

    /**
     * Re-reads every subscription that may still change and repairs what drifted (a webhook
     * lost or failed for good); lapses organizations whose guest grant has run out.
     */
    async reconcile(): Promise<{
      checked: number;
      repaired: number;
      failed: number;
      lapsedGuestGrants: number;
    }> {
      const ids = await repository.listOpenStripeSubscriptionIds();
      let repaired = 0;
      let failed = 0;
      for (const id of ids) {
        try {
          if ((await syncSubscription(id, 'reconciliation')).changed) repaired += 1;
        } catch (error) {
          logError(error, `reconcile: subscription ${id} could not be re-read`);
          failed += 1;
        }
      }
      const at = now();
      const expired = await repository.listPublishedWithExpiredGuestGrant(at);
      for (const organizationId of expired) await repository.refreshPublication(organizationId, at);
      return { checked: ids.length, repaired, failed, lapsedGuestGrants: expired.length };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
