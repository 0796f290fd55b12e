import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
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

/**
 * An app on a fresh test database (see test-database.ts), configured as testConfig says
 * with `env` on top; any other of buildApp's options is passed on.
 */
export async function buildTestApp(
  options: Partial<Omit<BuildAppOptions, 'config' | 'db' | 'authSecret'>> & {
    /** Seed the demo organizations too. */
    demo?: boolean;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { demo, env, ...appOptions } = options;
  const database = await createTestDatabase({ demo: demo ?? false });
  const config = testConfig(env);
  const app = await buildApp({
    ...appOptions,
    config,
    db: database.db,
    authSecret: randomBytes(32).toString('base64url'),
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
