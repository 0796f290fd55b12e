import {
  dataEnvelope,
  SAVED_SEARCHES_PER_USER_MAX,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { SavedSearchesService } from './saved-searches.service.js';

const TAG = 'Saved searches';

/** A person's searches are theirs alone: never in a shared cache, never kept by a browser. */
const PRIVATE = 'private, no-store';

const BODY_RULES = `\`query\` is a directory address's query string, checked as \`GET /api/organizations\` checks its query (an unknown country or category is a 400) and kept in one canonical spelling, so the same selection is saved once (409). \`alerts\`: \`daily\`, \`weekly\` or \`off\`. \`name\`: at most 100 characters; without one, a name is made from the search.`;

export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  savedSearches: SavedSearchesService;
  rateLimits: RateLimitStore;
}> = async (app, { savedSearches, rateLimits }) => {
  // Who is asking comes first (401/403 before a body is read), then their hourly allowance.
  const writeAllowed = verifiedWithinLimit(rateLimits, 'savedSearch');

  app.get(
    '/users/me/saved-searches',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'listSavedSearches',
        summary: 'List my saved searches',
        description: 'The signed-in, verified person’s saved searches, newest first.',
        tags: [TAG],
        response: {
          200: dataEnvelope(savedSearchListSchema).describe('Their saved searches.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return { data: await savedSearches.list(session.user.id) };
    },
  );

  app.post(
    '/users/me/saved-searches',
    {
      onRequest: writeAllowed,
      schema: {
        operationId: 'createSavedSearch',
        summary: 'Save a search',
        description: `${BODY_RULES} At most ${SAVED_SEARCHES_PER_USER_MAX} saved searches (409); writes count against an hourly allowance (429).`,
        tags: [TAG],
        body: savedSearchInputSchema,
        response: {
          201: dataEnvelope(savedSearchSchema).describe('Saved.'),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const saved = await savedSearches.create(session.user.id, request.body);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: saved });
    },
  );

  app.put(
    '/users/me/saved-searches/:id',
    {
      onRequest: writeAllowed,
      schema: {
        operationId: 'replaceSavedSearch',
        summary: 'Change a saved search',
        description: `The whole search, as when it was saved: ${BODY_RULES} Another person’s search is 404, like one that does not exist.`,
        tags: [TAG],
        params: savedSearchParamsSchema,
        body: savedSearchInputSchema,
        response: {
          200: dataEnvelope(savedSearchSchema).describe('Changed.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const saved = await savedSearches.replace(session.user.id, request.params.id, request.body);
      reply.header('cache-control', PRIVATE);
      return { data: saved };
    },
  );

  app.delete(
    '/users/me/saved-searches/:id',
    {
      onRequest: writeAllowed,
      schema: {
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search',
        description: 'Its alerts stop with it. Another person’s search is 404.',
        tags: [TAG],
        params: savedSearchParamsSchema,
        response: {
          200: dataEnvelope(z.object({ deleted: z.literal(true) })).describe('Deleted.'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      await savedSearches.delete(session.user.id, request.params.id);
      reply.header('cache-control', PRIVATE);
      return { data: { deleted: true as const } };
    },
  );
};
