import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createMilestonesRepository } from './milestones.repository.js';
import { milestonesRoutes } from './milestones.routes.js';
import { createMilestonesService, type MilestonesService } from './milestones.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Organizations' timelines, which app.ts hands to the organizations module's profiles. */
    milestones: MilestonesService;
  }
}

/** Organizations' timelines: their service and routes. */
export const milestonesModule = fp<AppResources>(
  async (app, { db }) => {
    const milestones = createMilestonesService({ repository: createMilestonesRepository(db) });
    app.decorate('milestones', milestones);
    await app.register(milestonesRoutes, { prefix: '/api', milestones });
  },
  { name: 'milestones' },
);
