import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createMetricsRepository } from './metrics.repository.js';
import { metricsRoutes } from './metrics.routes.js';
import {
  DATABASE_READ_DEADLINE_MS,
  registerScrapeMetrics,
  type DiscoveryStatusSource,
} from './scrape-metrics.js';

export interface MetricsModuleOptions extends AppResources {
  /** The discovery index of this process (the organizations module's engine). */
  discovery: DiscoveryStatusSource;
}

/**
 * The figures read at each scrape (the discovery index, the job queue, the connection pool)
 * on the app's registry, and `GET /metrics`, which serves that registry. Requests are counted
 * and timed app-wide (plugins/request-metrics.ts); any module may add its own metrics.
 */
export const metricsModule = fp<MetricsModuleOptions>(
  async (app, { config, db, discovery }) => {
    registerScrapeMetrics(app.metrics, {
      db,
      // PostgreSQL gives up a little before the scrape does, so the connection comes back.
      repository: createMetricsRepository(db, DATABASE_READ_DEADLINE_MS - 500),
      discovery,
      log: app.log,
    });
    await app.register(metricsRoutes, { registry: app.metrics, token: config.metrics.token });
  },
  { name: 'metrics' },
);
