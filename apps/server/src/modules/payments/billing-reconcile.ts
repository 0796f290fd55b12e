import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Log {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** Billing's reconciliation on its own, for the daily timer and the operator command. */
export function createBillingReconciler(options: {
  config: AppConfig;
  db: Database;
  gateway: PaymentGateway;
  log: Log;
}) {
  const payments = createPaymentsService({
    repository: createPaymentsRepository(options.db),
    gateway: options.gateway,
    publicUrl: options.config.publicUrl,
    logError: (err, message) => options.log.error({ err }, message),
  });
  return () => payments.reconcile();
}

export interface BillingReconcileSchedule {
  /** Clears the timer and waits for a run in progress, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * Re-reads open subscriptions daily (a webhook Stripe gave up on, a guest grant that ran out).
 * The first run waits a day: at start-up the webhooks are current. The timer is unref'd;
 * failures are logged and retried next time. Safe beside other processes doing the same.
 */
export function scheduleBillingReconcile(options: {
  reconcile: () => Promise<{
    checked: number;
    repaired: number;
    failed: number;
    lapsedGuestGrants: number;
  }>;
  log: Log;
  intervalMs?: number;
}): BillingReconcileSchedule {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= options
      .reconcile()
      .then((result) => {
        if (result.repaired > 0 || result.failed > 0 || result.lapsedGuestGrants > 0) {
          options.log.info(result, 'billing reconciled');
        }
      })
      .catch((err: unknown) => options.log.error({ err }, 'billing reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
