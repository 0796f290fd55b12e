import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { createTestGateway } from './test-gateway.js';

/**
 * Stripe when it is configured; otherwise (never in production, which the configuration
 * refuses) the built-in test checkout. Its webhook secret is made afresh at each start and
 * never shown: only this process signs and verifies its events.
 */
export function createPaymentGateway(config: AppConfig, db: Database): PaymentGateway {
  if (config.payments.stripe) return createStripeGateway(config.payments.stripe);
  if (config.env === 'production') {
    throw new Error('STRIPE_SECRET_KEY is required in production.');
  }
  return createTestGateway({
    db,
    publicUrl: config.publicUrl,
    webhookSecret: `whsec_${randomBytes(32).toString('base64url')}`,
  });
}
