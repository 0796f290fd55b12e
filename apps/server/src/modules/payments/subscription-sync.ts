import type { BillingActionTrigger } from '../../db/schema/index.js';
import type {
  PaymentGateway,
  ProviderSubscription,
  RefundReason,
} from '../../lib/payments/payment-gateway.js';
import { billingActionAuditEntry } from './billing-audit.js';
import {
  FINAL_STATUSES,
  type BillingActionRecord,
  type PaymentsRepository,
} from './payments.repository.js';
import { publishes } from './publication.js';

/** What a checkout session's metadata says, for a subscription made without its own. */
export interface SubscriptionHint {
  organizationId?: string | undefined;
  userId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one that stays when an organization has several live subscriptions: the first the
 * provider created, ties broken by id. Only the provider's own facts decide, so every order
 * of deliveries, replays included, picks the same one.
 */
function firstCreated(a: ProviderSubscription, b: ProviderSubscription): number {
  const byTime = a.createdAt.getTime() - b.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function toState(read: ProviderSubscription, organizationId: string, userId: string) {
  return {
    stripeSubscriptionId: read.id,
    stripeCustomerId: read.customerId,
    organizationId,
    userId,
    type: read.plan,
    status: read.status,
    currentPeriodStart: read.currentPeriodStart,
    currentPeriodEnd: read.currentPeriodEnd,
    cancelAtPeriodEnd: read.cancelAtPeriodEnd,
  };
}

/**
 * The one door every signal about a subscription goes through (webhook, session check, a new
 * checkout finding a paid one, reconciliation): re-read it from the provider, store that, and
 * keep one live subscription per organization. A second one, or one whose organization is
 * gone, is refunded and cancelled at once, and the action recorded. Every step is safe to
 * repeat, so a failure half-way is finished by the next signal or by reconciliation.
 */
export function createSubscriptionSync(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  now: () => Date;
}) {
  const { repository, gateway, now } = deps;

  /**
   * The money goes back before the subscription ends: should the cancellation fail, the next
   * attempt finds it still live and does both again, and a refund asked for twice is the
   * same refund.
   */
  async function endUnwanted(
    subscription: { id: string; organizationId: string },
    why: { reason: RefundReason; keptSubscriptionId?: string },
    detectedBy: BillingActionTrigger,
  ): Promise<void> {
    const refund = await gateway.refundLatestPayment(subscription.id, why.reason);
    await gateway.cancelSubscription(subscription.id);
    const action: BillingActionRecord = {
      organizationId: subscription.organizationId,
      stripeSubscriptionId: subscription.id,
      action: refund ? 'canceled_and_refunded' : 'canceled',
      reason: why.reason,
      keptStripeSubscriptionId: why.keptSubscriptionId ?? null,
      refundId: refund?.id ?? null,
      refundAmount: refund?.amount ?? null,
      refundCurrency: refund?.currency ?? null,
      detectedBy,
    };
    await repository.recordBillingAction(action, billingActionAuditEntry(action));
  }

  /**
   * Every subscription live at the provider for the organization: the customer's own, as the
   * provider lists them now (so one whose events have not arrived counts too), and any other
   * stored as live, re-read (bought by another customer, or without the metadata). A stored
   * row found no longer live is corrected on the way.
   */
  async function liveAtProvider(organizationId: string, synced: ProviderSubscription) {
    const live = new Map<string, ProviderSubscription>([[synced.id, synced]]);
    for (const listed of await gateway.listSubscriptions(synced.customerId)) {
      if (listed.organizationId === organizationId && publishes(listed.status)) {
        live.set(listed.id, listed);
      }
    }
    const stored = await repository.listLiveStripeSubscriptions(organizationId);
    for (const row of stored) {
      if (live.has(row.stripeSubscriptionId)) continue;
      const read = await gateway.retrieveSubscription(row.stripeSubscriptionId);
      if (read && publishes(read.status)) {
        live.set(read.id, read);
      } else {
        await repository.applyStripeSubscription(
          read ? toState(read, organizationId, row.userId) : { missing: row.stripeSubscriptionId },
          now(),
        );
      }
    }
    return { live: [...live.values()].sort(firstCreated), stored };
  }

  /**
   * After a live subscription was stored: if the organization has others live, the first
   * created is kept (stored, so it publishes) and every other is ended. Answers whether any
   * was.
   */
  async function keepOneSubscription(
    organizationId: string,
    synced: ProviderSubscription,
    userId: string,
    detectedBy: BillingActionTrigger,
  ): Promise<boolean> {
    const { live, stored } = await liveAtProvider(organizationId, synced);
    const [kept, ...extras] = live;
    if (!kept || extras.length === 0) return false;
    if (kept.id !== synced.id) {
      await repository.applyStripeSubscription(
        toState(kept, organizationId, kept.userId ?? userId),
        now(),
      );
    }
    for (const extra of extras) {
      await endUnwanted(
        { id: extra.id, organizationId },
        { reason: 'duplicate_subscription', keptSubscriptionId: kept.id },
        detectedBy,
      );
    }
    const ended = new Set(extras.map((extra) => extra.id));
    await repository.markCanceled(
      stored.filter((row) => ended.has(row.stripeSubscriptionId)),
      now(),
    );
    return true;
  }

  /**
   * Paid for a profile that no longer exists (completed after its deletion, or during it):
   * nothing is published, so nothing is owed. Only for a customer billing made: one it never
   * made belongs to another system sharing the Stripe account (a staging copy, a developer's
   * machine listening to its events), whose organizations are not ours to judge.
   */
  async function endForGoneOrganization(
    read: ProviderSubscription,
    organizationId: string,
    detectedBy: BillingActionTrigger,
  ): Promise<{ changed: boolean }> {
    if (FINAL_STATUSES.includes(read.status)) return { changed: false };
    if (!(await repository.findCustomerOwner(read.customerId))) return { changed: false };
    await endUnwanted(
      { id: read.id, organizationId },
      { reason: 'organization_deleted' },
      detectedBy,
    );
    return { changed: true };
  }

  /**
   * Re-reads the subscription and stores it. `hint` (the checkout session's metadata) fills
   * in what a subscription made elsewhere may lack. Answers whether anything changed.
   */
  async function syncSubscription(
    subscriptionId: string,
    detectedBy: BillingActionTrigger,
    hint: SubscriptionHint = {},
  ): Promise<{ changed: boolean }> {
    const read = await gateway.retrieveSubscription(subscriptionId);
    if (!read) return repository.applyStripeSubscription({ missing: subscriptionId }, now());
    const organizationId = read.organizationId ?? hint.organizationId;
    // Not one of ours (made in the dashboard for something else): left alone.
    if (!organizationId || !UUID.test(organizationId)) return { changed: false };

    const organization = await repository.findOrganization(organizationId);
    if (!organization) return endForGoneOrganization(read, organizationId, detectedBy);
    const userId =
      read.userId ??
      hint.userId ??
      (await repository.findCustomerOwner(read.customerId)) ??
      organization.ownerId;
    const stored = await repository.applyStripeSubscription(
      toState(read, organizationId, userId),
      now(),
    );
    // Deleted between the two reads: as if it had been gone before.
    if (stored.organizationGone) return endForGoneOrganization(read, organizationId, detectedBy);
    const ended = publishes(read.status)
      ? await keepOneSubscription(organizationId, read, userId, detectedBy)
      : false;
    return { changed: stored.changed || ended };
  }

  return { syncSubscription };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
