import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnvFile } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase, withStartupLock } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { buildApp } from './app.js';
import { loggerOptions } from './plugins/request-logging.js';
import { createImageStorage } from './lib/image-storage/create-image-storage.js';
import { createPaymentGateway } from './lib/payments/create-payment-gateway.js';
import { resolveAuthSecret } from './modules/auth/index.js';

/**
 * How long requests in flight may take to finish once a shutdown begins; then their
 * connections are cut. Orchestrators wait about 30 s before killing (Kubernetes' default), so
 * this and the jobs' own 10 s fit inside it.
 */
const IN_FLIGHT_GRACE_MS = 10_000;

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
  const imageStorage = createImageStorage(config);
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      productName: config.site.productName,
      imageStorage: imageStorage.storage,
    });
  });

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

  // The discovery index comes up in the background (from a snapshot in seconds, or built
  // from the database) while the rest of the start goes on: the process answers /health as
  // soon as it listens, and /ready once the index is up
  // (docs/decisions/0040-discovery-index-snapshots.md).
  app.discovery.start();

  let closing = false;
  /**
   * Stops as an orchestrator expects: /ready answers 503 at once, the listener closes, requests
   * in flight finish (cut after IN_FLIGHT_GRACE_MS), the jobs in hand finish (job-queue.ts),
   * then the database closes and the process exits 0.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const startedAt = performance.now();
    app.log.info({ signal }, 'shutting down');
    app.readiness.markShuttingDown();
    const cutInFlight = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, IN_FLIGHT_GRACE_MS);
    cutInFlight.unref();
    try {
      await app.close();
      clearTimeout(cutInFlight);
      await database.close();
      app.log.info({ durationMs: Math.round(performance.now() - startedAt) }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Getting ready starts the job queue, which creates its queues' tables: one instance at a
  // time, as two creating them at once can deadlock.
  await withStartupLock(database, async () => {
    await app.ready();
  });
  if (closing) return;
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
