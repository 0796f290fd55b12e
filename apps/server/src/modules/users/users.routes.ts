import { dataEnvelope, deleteAccountSchema, userProfileSchema } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import { toFetchHeaders } from '../../plugins/auth-bridge.js';
import { requireAccess } from '../../plugins/session.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: Auth }> = async (
  app,
  { users, auth },
) => {
  app.get(
    '/users/profile',
    { schema: { response: { 200: dataEnvelope(userProfileSchema) } } },
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
      preValidation: async (request) => {
        await requireAccess(request, 'permanent');
      },
      schema: {
        body: deleteAccountSchema,
        response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })) },
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
