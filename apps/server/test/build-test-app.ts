import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { MailMessage } from '../src/lib/mail/mailer.js';
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

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'db'>> & {
  /** Seed the demo organizations too. */
  demo?: boolean;
  env?: Record<string, string>;
};

/**
 * An app on a fresh test database (see test-database.ts), configured as testConfig says
 * with `env` on top; any other of buildApp's options is passed on.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { demo, env, ...appOptions } = options;
  const database = await createTestDatabase({ demo: demo ?? false });
  const config = testConfig(env);
  const app = await buildApp({
    ...appOptions,
    config,
    db: database.db,
    // A test that checks what the app signs (an unsubscribe link) names the secret.
    authSecret: appOptions.authSecret ?? randomBytes(32).toString('base64url'),
  });
  await app.ready();
  // As the server starts it: a test app is ready (/ready 200) with its index up.
  await app.discovery.warmUp();
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

export interface TestAppWithMail extends TestApp {
  /** Every message the app sent, oldest first; tests may empty it. */
  mail: MailMessage[];
}

/** A test app (see buildTestApp) whose mail is kept in `mail` instead of sent. */
export async function buildTestAppWithMail(
  options: Omit<TestAppOptions, 'mailer'> = {},
): Promise<TestAppWithMail> {
  const mail: MailMessage[] = [];
  const testApp = await buildTestApp({
    ...options,
    mailer: { send: async (message) => void mail.push(message) },
  });
  return { ...testApp, mail };
}
