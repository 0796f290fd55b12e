import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnvFile } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { buildApp } from './app.js';

// Both src/server.ts and the bundled dist/server.js sit two levels below apps/.
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

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

  const app = await buildApp({
    config,
    db: database.db,
    webRoot,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
