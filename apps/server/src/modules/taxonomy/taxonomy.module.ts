import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createTaxonomyRepository } from './taxonomy.repository.js';
import { taxonomyRoutes } from './taxonomy.routes.js';
import { createTaxonomyService, type TaxonomyService } from './taxonomy.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Categories and countries, for the organizations module. */
    taxonomy: TaxonomyService;
  }
}

/** Categories and countries: their service and routes. */
export const taxonomyModule = fp<AppResources>(
  async (app, { db }) => {
    const taxonomy = createTaxonomyService(createTaxonomyRepository(db));
    app.decorate('taxonomy', taxonomy);
    await app.register(taxonomyRoutes, { prefix: '/api', taxonomy });
  },
  { name: 'taxonomy' },
);
