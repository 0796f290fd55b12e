import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { OrganizationsService } from '../organizations/index.js';
import { createSavedSearchesRepository } from './saved-searches.repository.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';
import { createSavedSearchesService } from './saved-searches.service.js';

export interface SavedSearchesModuleOptions extends AppResources {
  /** Checks a search's filters as the listing does. */
  organizations: OrganizationsService;
}

/** Directory searches people keep, with how often their news is mailed. */
export const savedSearchesModule = fp<SavedSearchesModuleOptions>(
  async (app, { db, rateLimits, organizations }) => {
    const savedSearches = createSavedSearchesService({
      repository: createSavedSearchesRepository(db),
      organizations,
    });
    await app.register(savedSearchesRoutes, { prefix: '/api', savedSearches, rateLimits });
  },
  { name: 'saved-searches' },
);
