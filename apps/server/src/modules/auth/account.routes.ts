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
import { errorResponses } from '../../plugins/error-responses.js';
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
    {
      schema: {
        summary: 'Sync the signed-in user',
        description:
          'What the web calls after a sign-in, sign-up or link: the account as the product sees it. Guests are never synced (401).',
        tags: ['Accounts'],
        response: {
          200: dataEnvelope(userProfileSchema).describe('The profile.'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      // Guests are never synced.
      const session = await requireAccess(request, 'permanent');
      return { data: await users.syncUser(session.user.id) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        summary: 'Mail a new verification link',
        description:
          'To the signed-in account’s address. `success` is false, with the reason in `message`, when the address is already verified or the mail could not be sent.',
        tags: ['Accounts'],
        response: {
          200: dataEnvelope(verificationResultSchema).describe('Whether a link was sent.'),
          ...errorResponses(401, 428, 429),
        },
      },
    },
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
    {
      schema: {
        summary: 'Verify an email address from its link',
        description:
          'The `token` and `userId` of the mailed link. A link works once, for the user it was sent to; a used, expired or foreign link is 400 with `details.reason`.',
        tags: ['Accounts'],
        response: {
          200: dataEnvelope(verificationResultSchema).describe('The address is verified.'),
          ...errorResponses(400),
        },
      },
    },
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
