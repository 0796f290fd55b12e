import {
  countrySchema,
  dataEnvelope,
  organizationIdParamsSchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrganizationsService } from './organizations.service.js';

export const organizationsRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
}> = async (app, { organizations }) => {
  app.get(
    '/organizations',
    {
      schema: {
        querystring: organizationListQuerySchema,
        response: { 200: dataEnvelope(organizationListSchema) },
      },
    },
    async (request) => ({ data: await organizations.listPublished(request.query) }),
  );

  app.get(
    '/organizations/active-countries',
    { schema: { response: { 200: dataEnvelope(z.array(countrySchema)) } } },
    async () => ({ data: await organizations.listActiveCountries() }),
  );

  app.get(
    '/organizations/:id',
    {
      schema: {
        params: organizationIdParamsSchema,
        response: { 200: dataEnvelope(organizationSchema) },
      },
    },
    async (request) => ({ data: await organizations.getPublished(request.params.id) }),
  );
};
