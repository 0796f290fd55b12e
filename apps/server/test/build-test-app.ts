import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { Mailer } from '../src/lib/mailer.js';
import type { PaymentGateway } from '../src/lib/payments/payment-gateway.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://profiles.test',
    // Tests speak for many clients through X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: 'true',
    ...overrides,
  });
}

export async function buildTestApp(
  options: {
    webRoot?: string;
    demo?: boolean;
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Stripe is usually reached through `env` (fakeStripe.env); this replaces the gateway. */
    paymentGateway?: PaymentGateway;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ demo: options.demo ?? false });
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    db: database.db,
    webRoot: options.webRoot,
    authSecret: randomBytes(32).toString('base64url'),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
