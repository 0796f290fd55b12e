import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages } from '@catalyst/shared';
import { AppError } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/auth.js';
import { toFetchHeaders } from './auth-bridge.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null | undefined;
  emailVerified: boolean;
  isAnonymous: boolean;
  createdAt: Date;
}

export interface RequestSession {
  user: SessionUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session (cookie or `Authorization: Bearer`), read once per request. */
    session(): Promise<RequestSession | null>;
  }
}

export const SIGNED_OUT_MESSAGE = authMessages.notAuthenticated;
export const GUEST_MESSAGE = authMessages.guard.permanentAccount;
export const UNVERIFIED_MESSAGE =
  'Please verify your email address to continue. Check your inbox for the verification link.';

export function registerSession(app: FastifyInstance, auth: Auth): void {
  const cache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: toFetchHeaders(this) }).then((result) =>
        result
          ? {
              sessionId: result.session.id,
              user: {
                id: result.user.id,
                email: result.user.email,
                name: result.user.name,
                image: result.user.image,
                emailVerified: result.user.emailVerified,
                isAnonymous: Boolean((result.user as { isAnonymous?: boolean }).isAnonymous),
                createdAt: result.user.createdAt,
              },
            }
          : null,
      );
      cache.set(this, pending);
    }
    return pending;
  });
}

/**
 * The guard order of the specification: signed in, then a permanent (non-guest) account,
 * then a verified email (Google and GitHub vouch for theirs). Each level includes the ones
 * before it.
 */
export type AccessLevel = 'signed-in' | 'permanent' | 'verified';

export async function requireAccess(
  request: FastifyRequest,
  level: AccessLevel,
): Promise<RequestSession> {
  const session = await request.session();
  if (!session) throw new AppError('UNAUTHENTICATED', SIGNED_OUT_MESSAGE);
  if (level === 'signed-in') return session;
  if (session.user.isAnonymous) throw new AppError('UNAUTHENTICATED', GUEST_MESSAGE);
  if (level === 'verified' && !session.user.emailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED', UNVERIFIED_MESSAGE);
  }
  return session;
}
