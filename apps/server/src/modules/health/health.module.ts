import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { healthRoutes } from './health.routes.js';
import {
  createReadinessProbe,
  type ReadinessConditions,
  type ReadinessProbe,
} from './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /ready answers; server.ts marks it when shutting down. */
    readiness: ReadinessProbe;
  }
}

/** /health and /ready; what else /ready waits for comes from app.ts (the discovery index). */
export const healthModule = fp<AppResources & ReadinessConditions>(
  async (app, { db, discoveryIndexReady }) => {
    const readiness = createReadinessProbe(db, { discoveryIndexReady });
    app.decorate('readiness', readiness);
    await app.register(healthRoutes, { readiness });
  },
  { name: 'health' },
);
