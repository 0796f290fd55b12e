import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { billingActionAuditEntry, cancellationAfterDeletionAuditEntry } from './billing-audit.js';
import type { BillingActionRecord, PaymentsRepository } from './payments.repository.js';

export const PROVIDER_CANCELLATION_JOB = 'billing.cancel-after-deletion';
/** Items told to the provider per run; the next run (sent or scheduled) takes the rest. */
const BATCH = 100;
/** How long a done item is kept: long enough for any checkout of its organization to be seen. */
const DONE_KEPT_MS = 7 * DAY_MS;

interface CancellationRun {
  cancelled: number;
  expired: number;
  refunded: number;
}

/**
 * Ends at the payment provider what deleted organizations leave behind (queued in the
 * deleting transaction: see pending_provider_cancellations): each subscription is cancelled,
 * each checkout session still open is expired, and one that turns out to have been paid
 * meanwhile is refunded and cancelled, since nothing is published for it. Every step is safe
 * to repeat; an item leaves the queue only once the provider has confirmed it.
 */
export function createProviderCancellations(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  now?: () => Date;
}) {
  const { repository, gateway } = deps;
  const now = deps.now ?? (() => new Date());

  async function endPaidSession(subscriptionId: string, organizationId: string): Promise<boolean> {
    const refund = await gateway.refundLatestPayment(subscriptionId, 'organization_deleted');
    await gateway.cancelSubscription(subscriptionId);
    const action: BillingActionRecord = {
      organizationId,
      stripeSubscriptionId: subscriptionId,
      action: refund ? 'canceled_and_refunded' : 'canceled',
      reason: 'organization_deleted',
      keptStripeSubscriptionId: null,
      refundId: refund?.id ?? null,
      refundAmount: refund?.amount ?? null,
      refundCurrency: refund?.currency ?? null,
      detectedBy: 'deletion',
    };
    await repository.recordBillingAction(action, billingActionAuditEntry(action));
    return refund !== undefined;
  }

  return {
    /**
     * Works off what is queued. Throws when the provider refused any item (after trying the
     * rest), so the job is retried with its growing delays; the items done stay done.
     */
    async cancelPending(): Promise<CancellationRun> {
      const run: CancellationRun = { cancelled: 0, expired: 0, refunded: 0 };
      const failures: unknown[] = [];
      await repository.pruneProviderCancellationsDoneBefore(
        new Date(now().getTime() - DONE_KEPT_MS),
      );
      for (const item of await repository.listPendingProviderCancellations(BATCH)) {
        try {
          let audit;
          if (item.kind === 'subscription') {
            await gateway.cancelSubscription(item.providerId);
            run.cancelled += 1;
            audit = cancellationAfterDeletionAuditEntry(item);
          } else {
            const session = await gateway.expireCheckoutSession(item.providerId);
            run.expired += 1;
            const paidFor = session?.status === 'complete' ? session.subscriptionId : null;
            // A subscription stored before the deletion is cancelled as its own item, without
            // a refund; one we never stored was paid as the organization went.
            if (paidFor && !(await repository.isSubscriptionQueuedForCancellation(paidFor))) {
              if (await endPaidSession(paidFor, item.organizationId)) run.refunded += 1;
            }
          }
          await repository.markProviderCancellationDone(item.providerId, now(), audit);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `the payment provider refused ${failures.length} cancellation(s); they are tried again`,
        );
      }
      return run;
    },
  };
}

/**
 * Sent after every deletion, and every 10 minutes in case a process stopped between a
 * deletion and its sending. One run at a time across every process ('stately'), with at most
 * one more waiting: a burst of deletions costs one extra run, not one each.
 */
export function providerCancellationJob(
  cancellations: ReturnType<typeof createProviderCancellations>,
): JobDefinition {
  return {
    name: PROVIDER_CANCELLATION_JOB,
    schedule: '*/10 * * * *',
    description:
      'Cancels at the payment provider the subscriptions of deleted organizations and accounts.',
    policy: 'stately',
    retryLimit: 12,
    retryDelaySeconds: 30,
    run: () => cancellations.cancelPending(),
  };
}
