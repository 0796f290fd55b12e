import {
  authMessages,
  dataEnvelope,
  userProfileSchema,
  verificationResultSchema,
  verifyEmailQuerySchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { toFetchHeaders } from '../../plugins/auth-bridge.js';
import { requireAccess } from '../../plugins/session.js';
import type { UsersService } from '../users/users.service.js';
import type { AccountService } from './account.service.js';

/** `?token=&userId=` means the same as leaving them out. */
function withoutEmptyValues(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * Our routes under /api/auth (registered explicitly, they win over the Better Auth bridge's
 * wildcard): the sync, resend and verify calls of spec section 7.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  users: UsersService;
}> = async (app, { account, users }) => {
  app.post(
    '/auth/sync-user',
    { schema: { response: { 200: dataEnvelope(userProfileSchema) } } },
    async (request) => {
      // Guests are never synced.
      const session = await requireAccess(request, 'permanent');
      return { data: await users.syncUser(session.user.id) };
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { response: { 200: dataEnvelope(verificationResultSchema) } } },
    async (request) => {
      if (!(await request.session())) {
        throw new AppError('UNAUTHENTICATED', authMessages.resendNeedsLogin);
      }
      // Not 'verified': resending is how an unverified user gets there.
      const { user } = await requireAccess(request, 'permanent');
      return {
        data: await account.resendVerification({
          email: user.email,
          emailVerified: user.emailVerified,
          headers: toFetchHeaders(request),
        }),
      };
    },
  );

  app.get(
    '/auth/verify-email',
    { schema: { response: { 200: dataEnvelope(verificationResultSchema) } } },
    async (request, reply) => {
      const query = verifyEmailQuerySchema.safeParse(withoutEmptyValues(request.query));
      const { token, userId } = query.success ? query.data : {};
      if (!token || !userId) {
        throw new AppError('VALIDATION_ERROR', authMessages.missingVerificationInfo);
      }
      const verified = await account.verifyEmail({
        token,
        userId,
        headers: toFetchHeaders(request),
      });
      reply.header('cache-control', 'no-store');
      if (verified.setCookies.length > 0) reply.header('set-cookie', verified.setCookies);
      return { data: verified.result };
    },
  );
};
