import { dataEnvelope, deleteAccountSchema, userProfileSchema } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/index.js';
import { toFetchHeaders } from '../../lib/fetch-headers.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { accessFirst, requireAccess } from '../../plugins/session.js';
import { FRESH_SESSION_MS, type UsersService } from './users.service.js';

const HOUR_MS = 60 * 60 * 1000;

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: Auth }> = async (
  app,
  { users, auth },
) => {
  app.get(
    '/users/profile',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Read the signed-in user’s profile',
        description: 'For any account, verified or not: `emailVerified` says which.',
        tags: ['Users'],
        response: {
          200: dataEnvelope(userProfileSchema).describe('The profile.'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      // Verified or not: the client reads emailVerified from here.
      const session = await requireAccess(request, 'permanent');
      reply.header('cache-control', 'no-store');
      return { data: await users.getProfile(session.user.id) };
    },
  );

  app.delete(
    '/users/me',
    {
      // Who is asking comes before what they sent: a guest gets 401, not a 400 for the body.
      ...accessFirst('permanent'),
      schema: {
        operationId: 'deleteAccount',
        summary: 'Delete the account',
        description: `Everything of it goes: its organizations, images and sessions; its subscriptions and open checkouts are ended at the payment provider by a background job right after, retried until the provider confirms. A password account confirms with its password (403 when wrong, its checks slowed like a sign-in’s); a Google or GitHub account must have signed in within the last ${FRESH_SESSION_MS / HOUR_MS} hours (403 otherwise).`,
        tags: ['Users'],
        body: deleteAccountSchema,
        response: {
          200: dataEnvelope(z.object({ deleted: z.literal(true) })).describe(
            'Deleted; the session cookies are cleared.',
          ),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      // Unverified users may leave too: only a permanent account is needed.
      const session = await requireAccess(request, 'permanent');
      const result = await users.deleteAccount(
        { userId: session.user.id, sessionId: session.sessionId, clientIp: request.ip },
        request.body,
      );
      // The sessions are gone with the user; Better Auth's sign-out clears its cookies.
      const { headers } = await auth.api.signOut({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { data: result };
    },
  );
};
