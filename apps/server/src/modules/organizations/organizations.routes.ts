import {
  countrySchema,
  dataEnvelope,
  organizationCreateSchema,
  organizationIdParamsSchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationRefParamsSchema,
  organizationSchema,
  organizationUpdateSchema,
} from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/session.js';
import type { OrganizationsService } from './organizations.service.js';

/** Owners' views and answers that depend on who asks must never sit in a shared cache. */
const PRIVATE = 'no-store';

// Who is asking comes before what they sent: a guest gets 401, not a 400 for the body.
const verifiedFirst = {
  preValidation: async (request: FastifyRequest) => {
    await requireAccess(request, 'verified');
  },
};

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

  // By id, slug or former slug: the answer carries the current slug either way.
  app.get(
    '/organizations/:id',
    {
      schema: {
        params: organizationRefParamsSchema,
        response: { 200: dataEnvelope(organizationSchema) },
      },
    },
    async (request, reply) => {
      // Private until proven public: a 404 must look the same whether the address is unknown
      // or belongs to someone's pending organization.
      reply.header('cache-control', PRIVATE);
      const organization = await organizations.getVisible(
        request.params.id,
        async () => (await request.session())?.user.id,
      );
      if (organization.publicationStatus === 'published') reply.removeHeader('cache-control');
      return { data: organization };
    },
  );

  app.post(
    '/organizations',
    {
      ...verifiedFirst,
      schema: {
        body: organizationCreateSchema,
        response: { 201: dataEnvelope(organizationSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const organization = await organizations.create(session.user.id, request.body);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: organization });
    },
  );

  app.put(
    '/organizations/:id',
    {
      ...verifiedFirst,
      schema: {
        params: organizationIdParamsSchema,
        body: organizationUpdateSchema,
        response: { 200: dataEnvelope(organizationSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return {
        data: await organizations.update(session.user.id, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/organizations/:id',
    {
      ...verifiedFirst,
      schema: {
        params: organizationIdParamsSchema,
        response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return { data: await organizations.delete(session.user.id, request.params.id) };
    },
  );

  app.get(
    '/users/organizations',
    { schema: { response: { 200: dataEnvelope(z.array(organizationSchema)) } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const session = await requireAccess(request, 'verified');
      return { data: await organizations.listOwned(session.user.id) };
    },
  );
};
