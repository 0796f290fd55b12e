import { randomBytes } from 'node:crypto';
import {
  apiMessages,
  paymentMessages,
  type PlanId,
  plans,
  type TestCheckout,
} from '@catalyst/shared';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { organizations, testCheckoutSessions, testSubscriptions } from '../../db/schema/index.js';
import { AppError } from '../app-error.js';
import { addMonths } from '../calendar.js';
import type {
  PaymentGateway,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderSubscription,
} from './payment-gateway.js';
import { INVALID_SIGNATURE_MESSAGE } from './stripe-gateway.js';

/** What paying at the test checkout produces: Stripe's webhook delivery, and where to go. */
export interface TestCheckoutCompletion {
  /** A signed `checkout.session.completed` event, byte for byte as a webhook would bring it. */
  payload: Buffer;
  signature: string;
  /** The success URL with the session id filled in, as Stripe's page redirects to it. */
  redirectUrl: string;
}

/**
 * The built-in test checkout (no STRIPE_SECRET_KEY, never in production): Stripe's side kept
 * in our own tables, and the page's pay and cancel buttons as methods.
 */
export interface TestGateway extends PaymentGateway {
  readonly mode: 'test';
  /** The session as its page shows it; only to the user who started it. */
  getCheckout(sessionId: string, userId: string): Promise<TestCheckout>;
  /** Pays: the subscription starts now. A session is paid once; a cancelled one not at all. */
  completeCheckout(sessionId: string, userId: string): Promise<TestCheckoutCompletion>;
  /** Leaves without paying, as Stripe's back link does: the session expires. */
  cancelCheckout(sessionId: string, userId: string): Promise<{ redirectUrl: string }>;
}

export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.mode === 'test';
}

/** 128 bits, hex: as unguessable as a Stripe id, and the page's address carries it. */
function randomId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

const PLAN_MONTHS: Record<PlanId, number> = { monthly: 1, annual: 12 };

/** What a session that does not exist or is someone else's answers: the same, so ids leak nothing. */
function notFound(): AppError {
  return new AppError('NOT_FOUND', apiMessages.notFound);
}

export function createTestGateway(options: {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
}): TestGateway {
  const { db, publicUrl, webhookSecret } = options;

  async function findOwnSession(sessionId: string, userId: string) {
    const [session] = await db
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)));
    if (!session) throw notFound();
    return session;
  }

  /** Test subscriptions as the provider answers them; the user comes from their session. */
  async function selectSubscriptions(where: SQL | undefined): Promise<ProviderSubscription[]> {
    const rows = await db
      .select({ subscription: testSubscriptions, userId: testCheckoutSessions.userId })
      .from(testSubscriptions)
      .leftJoin(testCheckoutSessions, eq(testCheckoutSessions.subscriptionId, testSubscriptions.id))
      .where(where);
    return rows.map(({ subscription, userId }) => ({
      id: subscription.id,
      customerId: subscription.customerId,
      status: subscription.status,
      plan: subscription.plan,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      createdAt: subscription.createdAt,
      organizationId: subscription.organizationId,
      userId: userId ?? undefined,
    }));
  }

  async function retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined> {
    const [session] = await db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, id));
    if (!session) return undefined;
    return {
      id: session.id,
      status: session.status,
      paid: session.status === 'complete',
      subscriptionId: session.subscriptionId,
      customerId: session.customerId,
      organizationId: session.organizationId,
      userId: session.userId,
    };
  }

  /** Stripe's event envelope around a completed session, signed with the SDK's own helper. */
  function signedCompletionEvent(session: {
    id: string;
    customerId: string;
    subscriptionId: string;
    organizationId: string;
    userId: string;
    plan: PlanId;
  }): { payload: Buffer; signature: string } {
    const payload = JSON.stringify({
      id: randomId('evt_test_local_'),
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: session.organizationId,
          subscription: session.subscriptionId,
          customer: session.customerId,
          payment_status: 'paid',
          status: 'complete',
          metadata: {
            organizationId: session.organizationId,
            userId: session.userId,
            plan: session.plan,
          },
        },
      },
    });
    return {
      payload: Buffer.from(payload),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    };
  }

  return {
    mode: 'test',

    createCustomer: () => Promise.resolve(randomId('cus_test_')),

    async createCheckoutSession(request) {
      const id = randomId('cs_test_local_');
      await db.insert(testCheckoutSessions).values({
        id,
        organizationId: request.organizationId,
        userId: request.userId,
        customerId: request.customerId,
        plan: request.plan,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { id, url: `${publicUrl}/payments/test-checkout/${id}` };
    },

    retrieveCheckoutSession,

    async expireCheckoutSession(id) {
      // Only an open session expires; the answer is the session as it now is, paid or not.
      await db
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
      return retrieveCheckoutSession(id);
    },

    async retrieveSubscription(id): Promise<ProviderSubscription | undefined> {
      const [found] = await selectSubscriptions(eq(testSubscriptions.id, id));
      return found;
    },

    listSubscriptions: (customerId) =>
      selectSubscriptions(
        and(eq(testSubscriptions.customerId, customerId), ne(testSubscriptions.status, 'canceled')),
      ),

    async cancelSubscription(id) {
      await db
        .update(testSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false })
        .where(eq(testSubscriptions.id, id));
    },

    /** The one payment of a test subscription is its plan's price; its refund is made once. */
    async refundLatestPayment(subscriptionId) {
      const [refunded] = await db
        .update(testSubscriptions)
        .set({
          refundId: sql`coalesce(${testSubscriptions.refundId}, ${randomId('re_test_local_')})`,
        })
        .where(eq(testSubscriptions.id, subscriptionId))
        .returning({ refundId: testSubscriptions.refundId, plan: testSubscriptions.plan });
      if (!refunded?.refundId) return undefined;
      return {
        id: refunded.refundId,
        amount: plans[refunded.plan].priceUsd * 100,
        currency: 'usd',
      };
    },

    /**
     * Test mode has no card to change: "Manage billing" leads to the owner's organizations,
     * where deleting one is how a test subscription ends.
     */
    createPortalSession: () => Promise.resolve({ url: `${publicUrl}/dashboard/organizations` }),

    verifyEvent(rawBody, signature): ProviderEvent {
      if (!signature) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },

    async getCheckout(sessionId, userId) {
      const [row] = await db
        .select({ session: testCheckoutSessions, organizationName: organizations.name })
        .from(testCheckoutSessions)
        .innerJoin(organizations, eq(organizations.id, testCheckoutSessions.organizationId))
        .where(
          and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)),
        );
      if (!row) throw notFound();
      return {
        sessionId: row.session.id,
        organizationName: row.organizationName,
        plan: row.session.plan,
        status: row.session.status,
      };
    },

    async completeCheckout(sessionId, userId) {
      const known = await findOwnSession(sessionId, userId);
      const subscriptionId = randomId('sub_test_local_');
      const now = new Date();
      // The open → complete step is the guard: of two payments of one session, one wins.
      const completed = await db.transaction(async (tx) => {
        const [session] = await tx
          .update(testCheckoutSessions)
          .set({ status: 'complete', subscriptionId })
          .where(
            and(
              eq(testCheckoutSessions.id, sessionId),
              eq(testCheckoutSessions.userId, userId),
              eq(testCheckoutSessions.status, 'open'),
            ),
          )
          .returning();
        if (!session) return undefined;
        await tx.insert(testSubscriptions).values({
          id: subscriptionId,
          customerId: session.customerId,
          organizationId: session.organizationId,
          plan: session.plan,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, PLAN_MONTHS[session.plan]),
        });
        return session;
      });
      if (!completed) {
        throw new AppError(
          'CONFLICT',
          known.status === 'expired' ? paymentMessages.canceledBody : paymentMessages.alreadyPaid,
        );
      }
      return {
        ...signedCompletionEvent({ ...completed, subscriptionId }),
        redirectUrl: completed.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', completed.id),
      };
    },

    async cancelCheckout(sessionId, userId) {
      // Cancelling twice is harmless; cancelling a paid session would misreport it.
      const [session] = await db
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(testCheckoutSessions.id, sessionId),
            eq(testCheckoutSessions.userId, userId),
            ne(testCheckoutSessions.status, 'complete'),
          ),
        )
        .returning({ cancelUrl: testCheckoutSessions.cancelUrl });
      if (session) return { redirectUrl: session.cancelUrl };
      await findOwnSession(sessionId, userId);
      throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
    },
  };
}
