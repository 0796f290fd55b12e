import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages, moderationMessages, sessionMessages, type UserRole } from '@catalyst/shared';
import { AppError } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/index.js';
import { toFetchHeaders } from '../lib/fetch-headers.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null | undefined;
  emailVerified: boolean;
  isAnonymous: boolean;
  role: UserRole;
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

export const SIGNED_OUT_MESSAGE = sessionMessages.notAuthenticated;
export const GUEST_MESSAGE = authMessages.guard.permanentAccount;
export const UNVERIFIED_MESSAGE =
  'Please verify your email address to continue. Check your inbox for the verification link.';

/**
 * Whether the request carries what Better Auth reads a session from: its session cookie (a
 * guest's too) or a bearer token. Without either there is no session, and a stranger's request
 * (every public page and API answer) need not go through Better Auth's endpoint machinery to
 * learn that.
 */
function carriesSession(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.headers.cookie?.includes('session_token') === true
  );
}

const NO_SESSION = Promise.resolve(null);

export function registerSession(app: FastifyInstance, auth: Auth): void {
  const cache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();
  app.decorateRequest('session', function (this: FastifyRequest) {
    if (!carriesSession(this)) return NO_SESSION;
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: toFetchHeaders(this) }).then((result) =>
        // A disabled account's sessions are ended when it is disabled; one that slipped in
        // meanwhile (a sign-in racing the disabling) counts as no session at all.
        result && !result.user.disabledAt
          ? {
              sessionId: result.session.id,
              user: {
                id: result.user.id,
                email: result.user.email,
                name: result.user.name,
                image: result.user.image,
                emailVerified: result.user.emailVerified,
                isAnonymous: Boolean((result.user as { isAnonymous?: boolean }).isAnonymous),
                role: result.user.role === 'admin' ? 'admin' : 'member',
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
 * The guard order (docs/product/accounts.md): signed in, then a permanent (non-guest) account,
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

/**
 * Route options that check the caller before the body is read: who is asking comes before
 * what they sent, so a guest gets 401 whatever the body, never a 400, 413 or 415 that tells
 * them how the route reads it, and costs nothing to parse. The session comes from headers
 * alone. The handler still calls requireAccess for the session it answers with.
 */
export function accessFirst(level: AccessLevel) {
  return {
    onRequest: async (request: FastifyRequest) => {
      await requireAccess(request, level);
    },
  };
}

/** accessFirst for the owners' routes, all of which need a verified account. */
export const verifiedFirst = accessFirst('verified');

const ADMIN_ONLY_MESSAGE = moderationMessages.adminOnly;

/**
 * The admin console's guard: no session is 401; anyone signed in who is not an administrator
 * (a guest, a member) is 403 and learns nothing more. An administrator's address must be
 * verified too, so a role granted to an address nobody has proved is worth nothing.
 */
export async function requireAdmin(request: FastifyRequest): Promise<RequestSession> {
  const session = await request.session();
  if (!session) throw new AppError('UNAUTHENTICATED', SIGNED_OUT_MESSAGE);
  if (session.user.role !== 'admin' || session.user.isAnonymous) {
    throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  }
  if (!session.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', UNVERIFIED_MESSAGE);
  return session;
}

/**
 * Guards a scope of routes (the admin console) before anything else runs, the body's parsing
 * included: whoever is not an administrator gets 401 or 403 and nothing of the route, however
 * malformed, large or mistyped what they sent. Answers are never cached: they are one
 * administrator's view.
 */
export function registerAdminScope(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
