import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnvFile } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { buildApp } from './app.js';
import { loggerOptions } from './plugins/request-logging.js';
import { createImageStorage } from './lib/image-storage/create-image-storage.js';
import { createPaymentGateway } from './lib/payments/create-payment-gateway.js';
import { scheduleOrphanSweep } from './lib/image-storage/orphan-sweep.js';
import { resolveAuthSecret } from './modules/auth/auth-secret.js';
import { scheduleGuestCleanup } from './modules/auth/guest-cleanup.js';
import { scheduleDiscoveryLogPrune } from './modules/organizations/discovery/discovery-log-prune.js';
import { createOrganizationImagesRepository } from './modules/organizations/organization-images.repository.js';
import {
  createBillingReconciler,
  scheduleBillingReconcile,
} from './modules/payments/billing-reconcile.js';

// Both src/server.ts and the bundled dist/server.js sit two levels below apps/.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webServerEntry = fileURLToPath(
  new URL('../../web/dist-server/entry-server.js', import.meta.url),
);

/** The built SPA; in development Vite serves it instead, so the API may run alone. */
function resolveWebRoot(env: string): string | undefined {
  const built = existsSync(join(webDist, 'index.html'));
  if (built && existsSync(webServerEntry)) return webDist;
  if (env === 'production') {
    throw new Error(
      `The web app is not built (${built ? webServerEntry : webDist} is missing): run "npm run build".`,
    );
  }
  if (built) return webDist;
  return undefined;
}

async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: config.seedDemo, productName: config.site.productName });

  const imageStorage = createImageStorage(config);
  const paymentGateway = createPaymentGateway(config, database.db);
  const app = await buildApp({
    config,
    imageStorage,
    paymentGateway,
    db: database.db,
    authSecret: resolveAuthSecret(config.auth.secret, config.dataDir),
    webRoot: resolveWebRoot(config.env),
    webServerEntry: existsSync(webServerEntry) ? webServerEntry : undefined,
    logger: loggerOptions(config.logLevel, config.env),
  });

  const guestCleanup = scheduleGuestCleanup({ db: database.db, log: app.log });
  const orphanSweep = scheduleOrphanSweep({
    storage: imageStorage.storage,
    referencedUrls: createOrganizationImagesRepository(database.db).referencedImageUrls,
    log: app.log,
  });
  const discoveryLogPrune = scheduleDiscoveryLogPrune({ db: database.db, log: app.log });
  const billingReconcile = scheduleBillingReconcile({
    reconcile: createBillingReconciler({
      config,
      db: database.db,
      gateway: paymentGateway,
      log: app.log,
    }),
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await guestCleanup.stop();
    await orphanSweep.stop();
    await billingReconcile.stop();
    await discoveryLogPrune.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // At a million organizations the index takes a while to build: before listening, so no
  // visitor's request waits on it.
  await app.discovery.warmUp();
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `${config.site.productName} Profiles is running at ${config.publicUrl} (database: ${
      database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'
    })`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
