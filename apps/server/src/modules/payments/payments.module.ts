import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.js';
import { isTestGateway } from '../../lib/payments/test-gateway.js';
import { billingReconcileJob } from './billing-reconcile.js';
import { createGuestCodesRepository } from './guest-codes.repository.js';
import { guestCodesRoutes } from './guest-codes.routes.js';
import { createGuestCodesService, type GuestCodesService } from './guest-codes.service.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import {
  createProviderCancellations,
  PROVIDER_CANCELLATION_JOB,
  providerCancellationJob,
} from './provider-cancellations.js';
import { testCheckoutRoutes } from './test-checkout.routes.js';
import { webhookRoutes } from './webhook.routes.js';

/** What deleting an organization or an account asks of billing. */
export interface Billing {
  /** Tells the provider to end what it still runs (provider-cancellations.ts, queued). */
  afterDeletion(): Promise<void>;
  /** Drops the link to the provider's customer of a deleted account. */
  forgetCustomer(userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For the organizations and users modules, whose deletions end subscriptions. */
    billing: Billing;
    /** Guest codes, which the admin console issues. */
    guestCodes: GuestCodesService;
  }
}

export interface PaymentsModuleOptions extends AppResources {
  /** Stripe when configured, else the built-in test checkout. */
  gateway: PaymentGateway;
}

/** Checkout, subscriptions, the provider's webhook, guest codes, and their jobs. */
export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, { config, db, jobs, rateLimits, gateway }) => {
    const repository = createPaymentsRepository(db);
    const payments = createPaymentsService({
      repository,
      gateway,
      publicUrl: config.publicUrl,
      logError: (err, message) => app.log.error({ err }, message),
    });
    const guestCodes = createGuestCodesService({
      repository: createGuestCodesRepository(db),
      rateLimits,
    });
    jobs.define(providerCancellationJob(createProviderCancellations({ repository, gateway })));
    jobs.define(billingReconcileJob(() => payments.reconcile()));
    app.decorate('billing', {
      afterDeletion: () => jobs.send(PROVIDER_CANCELLATION_JOB, {}),
      forgetCustomer: payments.forgetCustomer,
    });
    app.decorate('guestCodes', guestCodes);

    await app.register(
      async (api) => {
        await api.register(paymentsRoutes, { payments, rateLimits });
        await api.register(webhookRoutes, { payments });
        await api.register(guestCodesRoutes, { guestCodes });
        // Only without Stripe keys, which the configuration never allows in production.
        if (isTestGateway(gateway)) await api.register(testCheckoutRoutes, { gateway, payments });
      },
      { prefix: '/api' },
    );
  },
  { name: 'payments' },
);
