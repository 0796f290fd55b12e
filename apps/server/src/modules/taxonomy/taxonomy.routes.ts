import { categoryGroupSchema, categorySchema, countrySchema, dataEnvelope } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TaxonomyService } from './taxonomy.service.js';

// Reference data changes only with a deployment; a short shared cache keeps it fresh enough.
const REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (
  app,
  { taxonomy },
) => {
  app.get(
    '/categories',
    { schema: { response: { 200: dataEnvelope(z.array(categorySchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCategories() };
    },
  );

  app.get(
    '/category-groups',
    { schema: { response: { 200: dataEnvelope(z.array(categoryGroupSchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCategoryGroups() };
    },
  );

  app.get(
    '/countries',
    { schema: { response: { 200: dataEnvelope(z.array(countrySchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCountries() };
    },
  );
};
