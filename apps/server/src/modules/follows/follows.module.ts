import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createFollowsRepository } from './follows.repository.js';
import { followsRoutes } from './follows.routes.js';
import { createFollowsService } from './follows.service.js';

/** People following organizations: their own list, private to them. */
export const followsModule = fp<AppResources>(
  async (app, { db, rateLimits }) => {
    const follows = createFollowsService(createFollowsRepository(db));
    await app.register(followsRoutes, { prefix: '/api', follows, rateLimits });
  },
  { name: 'follows' },
);
