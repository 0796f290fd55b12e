import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { scheduleDaily, type DailyJob, type JobLog } from '../../lib/daily-job.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

/** Billing's reconciliation on its own, for the daily timer and the operator command. */
export function createBillingReconciler(options: {
  config: AppConfig;
  db: Database;
  gateway: PaymentGateway;
  log: JobLog;
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
 * Re-reads open subscriptions daily (a webhook Stripe gave up on, a guest grant that ran out).
 * The first run waits a day: at start-up the webhooks are current.
 */
export function scheduleBillingReconcile(options: {
  reconcile: () => Promise<{
    checked: number;
    repaired: number;
    failed: number;
    lapsedGuestGrants: number;
  }>;
  log: JobLog;
  intervalMs?: number;
}): DailyJob {
  return scheduleDaily({
    messages: { done: 'billing reconciled', failed: 'billing reconciliation failed' },
    run: options.reconcile,
    report: (result) =>
      result.repaired > 0 || result.failed > 0 || result.lapsedGuestGrants > 0 ? result : undefined,
    log: options.log,
    runAtStart: false,
    intervalMs: options.intervalMs,
  });
}
