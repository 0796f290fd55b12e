import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { JobDefinition, JobLogger } from '../../lib/jobs/job-queue.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

/** Billing's reconciliation on its own, for the daily timer and the operator command. */
export function createBillingReconciler(options: {
  config: AppConfig;
  db: Database;
  gateway: PaymentGateway;
  log: Pick<JobLogger, 'error'>;
}) {
  const payments = createPaymentsService({
    repository: createPaymentsRepository(options.db),
    gateway: options.gateway,
    publicUrl: options.config.publicUrl,
    logError: (err, message) => options.log.error({ err }, message),
  });
  return () => payments.reconcile();
}

/**
 * Re-reads open subscriptions daily at 03:40 UTC, once across every process (a webhook Stripe
 * gave up on, a guest grant that ran out).
 */
export function billingReconcileJob(
  reconcile: () => Promise<{
    checked: number;
    repaired: number;
    failed: number;
    lapsedGuestGrants: number;
  }>,
): JobDefinition {
  return {
    name: 'maintenance.billing-reconcile',
    schedule: '40 3 * * *',
    description:
      'Re-reads open subscriptions from the payment provider, and ends guest grants that ran out.',
    retryLimit: 2,
    retryDelaySeconds: 10 * 60,
    expireInSeconds: 60 * 60,
    run: () => reconcile(),
  };
}
