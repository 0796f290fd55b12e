import {
  dataEnvelope,
  FOLLOWS_PER_USER_MAX,
  followInputSchema,
  followListSchema,
  followParamsSchema,
  followStateSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { FollowsService } from './follows.service.js';

const TAG = 'Follows';

/** A person's follows are theirs alone: never in a shared cache, never kept by a browser. */
const PRIVATE = 'private, no-store';

export const followsRoutes: FastifyPluginAsyncZod<{
  follows: FollowsService;
  rateLimits: RateLimitStore;
}> = async (app, { follows, rateLimits }) => {
  // Who is asking comes first (401/403 before a body is read), then their hourly allowance.
  const followAllowed = verifiedWithinLimit(rateLimits, 'follow');

  app.get(
    '/users/me/follows',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'listFollows',
        summary: 'List the organizations I follow',
        description:
          'The signed-in, verified person’s follows, newest first, as cards. Only organizations listed now: one unpublished or hidden since stays followed and is listed again once it is public. Nobody else, the organization’s own people included, can read who follows it.',
        tags: [TAG],
        response: {
          200: dataEnvelope(followListSchema).describe('Their follows.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return { data: await follows.list(session.user.id) };
    },
  );

  app.post(
    '/users/me/follows',
    {
      onRequest: followAllowed,
      schema: {
        operationId: 'followOrganization',
        summary: 'Follow an organization',
        description: `A signed-in, verified person follows a listed organization (404 for any other id: whether an unlisted one exists is not told). Following again changes nothing (200). At most ${FOLLOWS_PER_USER_MAX} follows (409); following and unfollowing count against one hourly allowance (429).`,
        tags: [TAG],
        body: followInputSchema,
        response: {
          200: dataEnvelope(followStateSchema).describe('Already followed.'),
          201: dataEnvelope(followStateSchema).describe('Followed.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const { organizationId } = request.body;
      const { created } = await follows.follow(session.user.id, organizationId);
      return reply
        .status(created ? 201 : 200)
        .header('cache-control', PRIVATE)
        .send({ data: { organizationId, following: true } });
    },
  );

  app.delete(
    '/users/me/follows/:organizationId',
    {
      onRequest: followAllowed,
      schema: {
        operationId: 'unfollowOrganization',
        summary: 'Stop following an organization',
        description:
          'Idempotent: answers the same whether the person followed the organization or not, listed or not.',
        tags: [TAG],
        params: followParamsSchema,
        response: {
          200: dataEnvelope(followStateSchema).describe('Not followed (any more).'),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const { organizationId } = request.params;
      await follows.unfollow(session.user.id, organizationId);
      reply.header('cache-control', PRIVATE);
      return { data: { organizationId, following: false } };
    },
  );
};
