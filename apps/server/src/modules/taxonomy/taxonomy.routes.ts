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
    {
      schema: {
        operationId: 'listCategories',
        summary: 'List the categories',
        tags: ['Reference data'],
        response: { 200: dataEnvelope(z.array(categorySchema)).describe('Every category.') },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCategories() };
    },
  );

  app.get(
    '/category-groups',
    {
      schema: {
        operationId: 'listCategoryGroups',
        summary: 'List the category groups',
        description: 'The groups the filters show, each with its categories.',
        tags: ['Reference data'],
        response: {
          200: dataEnvelope(z.array(categoryGroupSchema)).describe('Every category group.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCategoryGroups() };
    },
  );

  app.get(
    '/countries',
    {
      schema: {
        operationId: 'listCountries',
        summary: 'List the countries',
        tags: ['Reference data'],
        response: { 200: dataEnvelope(z.array(countrySchema)).describe('Every country.') },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: await taxonomy.listCountries() };
    },
  );
};
