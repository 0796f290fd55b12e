import {
  authMessages,
  dataEnvelope,
  resendVerificationSchema,
  userProfileSchema,
  verificationResultSchema,
  verifyEmailProofSchema,
  verifyEmailQuerySchema,
} from '@catalyst/shared';
import type { UserProfile } from '@catalyst/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { toFetchHeaders } from '../../lib/fetch-headers.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { accessFirst, requireAccess } from '../../plugins/session.js';
import type { AccountService, VerificationProof, VerifiedEmail } from './account.service.js';

/** `?token=&userId=` means the same as leaving them out. */
function withoutEmptyValues(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The answer to a verification: never cached, and the session cookie of a proof passed on. */
function sendVerified(reply: FastifyReply, verified: VerifiedEmail) {
  reply.header('cache-control', 'no-store');
  if (verified.setCookies.length > 0) reply.header('set-cookie', verified.setCookies);
  return { data: verified.result };
}

async function sessionProof(request: FastifyRequest): Promise<VerificationProof> {
  const session = await request.session();
  return session
    ? { kind: 'session', userId: session.user.id, sessionId: session.sessionId }
    : { kind: 'none' };
}

const verificationResponses = {
  200: dataEnvelope(verificationResultSchema).describe('The address is verified.'),
  ...errorResponses(400, 403, 429, 503),
};

/**
 * Our routes under /api/auth (registered explicitly, they win over the Better Auth bridge's
 * wildcard): the web's sync, resend and verify calls, and the verification with a proof.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  /** The users module, which reads auth: the account as the product sees it. */
  users: { syncUser(userId: string): Promise<UserProfile> };
}> = async (app, { account, users }) => {
  app.post(
    '/auth/sync-user',
    {
      ...accessFirst('permanent'),
      schema: {
        operationId: 'syncUser',
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
      // Not 'verified': resending is how an unverified user gets there.
      onRequest: async (request) => {
        if (!(await request.session())) {
          throw new AppError('UNAUTHENTICATED', authMessages.resendNeedsLogin);
        }
        await requireAccess(request, 'permanent');
      },
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Mail a new verification link',
        description:
          'To the signed-in account’s address; `callbackURL`, a path of this site, is the page the link goes back to once verified, as a sign-up’s link does. `success` is false, with the reason in `message`, when the address is already verified or the mail could not be sent.',
        tags: ['Accounts'],
        body: resendVerificationSchema,
        response: {
          200: dataEnvelope(verificationResultSchema).describe('Whether a link was sent.'),
          ...errorResponses(401, 428, 429),
        },
      },
    },
    async (request) => {
      const { user } = await requireAccess(request, 'permanent');
      return {
        data: await account.resendVerification({
          email: user.email,
          emailVerified: user.emailVerified,
          callbackURL: request.body?.callbackURL,
          headers: toFetchHeaders(request),
        }),
      };
    },
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmailFromLink',
        summary: 'Verify an email address from its link',
        description:
          'The `token` and `userId` of the mailed link, from a browser signed in to that account. A link works once, for the user it was sent to; a used, expired or foreign link is 400 with `details.reason`. From a browser not signed in to the account the link changes nothing and answers 403 with `details.reason` `PROOF_REQUIRED` (and the `email` and `hasPassword` of the account): the client then sends the POST below.',
        tags: ['Accounts'],
        response: verificationResponses,
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
        proof: await sessionProof(request),
        clientIp: request.ip,
        headers: toFetchHeaders(request),
      });
      return sendVerified(reply, verified);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        summary: 'Verify an email address with a proof of the account',
        description:
          'The link’s `token` and `userId`, with the account’s `password` or a `newPassword` that replaces any other. Every session opened before ends, and this browser is signed in (a session cookie). A wrong password is 403, slowed like every other password check (429); a weak new password is 400.',
        tags: ['Accounts'],
        body: verifyEmailProofSchema,
        response: verificationResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const verified = await account.verifyEmail({
        token: body.token,
        userId: body.userId,
        proof:
          'password' in body
            ? { kind: 'password', password: body.password }
            : { kind: 'new-password', newPassword: body.newPassword },
        clientIp: request.ip,
        headers: toFetchHeaders(request),
      });
      return sendVerified(reply, verified);
    },
  );
};
