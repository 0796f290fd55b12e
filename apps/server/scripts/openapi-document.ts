import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

/** Where the exported document says the API is: the address a local server answers on. */
export const EXPORTED_SERVER_URL = 'http://localhost:3000';

/**
 * The OpenAPI document a production server publishes at /api/openapi.json, made without
 * starting one: the app is built on a throwaway in-memory database, asked for its document,
 * and closed. Production settings, so the routes are those of a real deployment (Stripe,
 * not the built-in test checkout); the secrets are placeholders no request ever uses.
 */
export async function exportOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-openapi-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const placeholder = randomBytes(32).toString('base64url');
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: EXPORTED_SERVER_URL,
      DATA_DIR: dataDir,
      AUTH_SECRET: placeholder,
      ALLOW_NO_SMTP: 'true',
      STRIPE_SECRET_KEY: 'sk_test_placeholder',
      STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
      STRIPE_PRICE_MONTHLY: 'price_monthly_placeholder',
      STRIPE_PRICE_ANNUAL: 'price_annual_placeholder',
    });
    const app = await buildApp({ config, db: database.db, authSecret: placeholder });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
