import { paymentMessages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type {
  PaymentGateway,
  ProviderCheckoutSession,
} from '../../lib/payments/payment-gateway.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { SubscriptionSync } from './subscription-sync.js';

/** Maps a provider error to the message the person sees (and logs the error). */
type ProviderFailure = (message: string) => (error: unknown) => never;

/**
 * One open checkout per organization. Every session opened is recorded; opening one expires
 * the organization's others at the provider, so an older tab can no longer be paid, and a
 * session found already paid is fulfilled: if that publishes the organization, the new
 * checkout is refused. No lock is held across a call to the provider: only the recording is
 * serialized per organization, and the session recorded last is the one left open.
 */
export function createOpenCheckouts(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  subscriptions: SubscriptionSync;
  providerFailure: ProviderFailure;
}) {
  const { repository, gateway, subscriptions, providerFailure } = deps;

  /** Expires each at the provider, noting what it turned out to be; answers the paid ones. */
  async function expire(
    sessionIds: string[],
    failureMessage: string,
  ): Promise<ProviderCheckoutSession[]> {
    const paid: ProviderCheckoutSession[] = [];
    for (const id of sessionIds) {
      const session = await gateway
        .expireCheckoutSession(id)
        .catch(providerFailure(failureMessage));
      const status =
        session?.status === 'complete' || session?.status === 'open' ? session.status : 'expired';
      await repository.markCheckoutSession(id, status);
      if (session && status === 'complete') paid.push(session);
    }
    return paid;
  }

  /** Fulfilled as their webhooks would be: the organization is published before the answer. */
  async function fulfil(sessions: ProviderCheckoutSession[], failureMessage: string) {
    for (const session of sessions) {
      if (!session.subscriptionId) continue;
      await subscriptions
        .syncSubscription(session.subscriptionId, 'checkout', {
          organizationId: session.organizationId,
          userId: session.userId,
        })
        .catch(providerFailure(failureMessage));
    }
  }

  /**
   * Paid sessions are fulfilled; answers whether that leaves the organization published. A
   * session paid long ago whose subscription has since ended does not: it may pay again.
   */
  async function paidFor(organizationId: string, paid: ProviderCheckoutSession[]) {
    if (paid.length === 0) return false;
    await fulfil(paid, paymentMessages.paymentFailed);
    return (await repository.findOrganization(organizationId))?.status === 'published';
  }

  return {
    /** Before a new session opens: the organization's open ones end (409 if one paid for it). */
    async closeBeforeOpening(organizationId: string): Promise<void> {
      const open = await repository.listOpenCheckoutSessions(organizationId);
      if (await paidFor(organizationId, await expire(open, paymentMessages.paymentFailed))) {
        throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
      }
    },

    /**
     * After it opened: recorded, and any opened at the same time (a double click, a retried
     * request) and recorded before it expired. Should one of those have paid for the
     * organization, this one expires too and the checkout is refused.
     */
    async recordOpened(session: {
      id: string;
      organizationId: string;
      userId: string;
    }): Promise<void> {
      const superseded = await repository.recordCheckoutSession(session);
      const paid = await expire(superseded, paymentMessages.paymentFailed);
      if (await paidFor(session.organizationId, paid)) {
        await expire([session.id], paymentMessages.paymentFailed);
        throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
      }
    },
  };
}
