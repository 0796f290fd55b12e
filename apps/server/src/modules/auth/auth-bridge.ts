import type { FastifyInstance, FastifyReply } from 'fastify';
import { withSpecTooManyRequestsMessage } from '../../lib/rate-limit/too-many-requests.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { isPublicAuthRoute } from './public-auth-routes.js';
import { sendApiNotFound } from '../../plugins/error-handler.js';
import { toFetchHeaders } from '../../lib/fetch-headers.js';

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  // Each cookie must stay its own header line; joined with commas they would be misread.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * The session as the client sees it, without its token: the token is the bearer credential,
 * kept in an httpOnly cookie precisely so that no script (an injected one included) can
 * read it. Clients that want a bearer token get it once, when they sign in. A disabled
 * account's session (one that raced the disabling) is shown as none, as the API treats it.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const read = (await response.json()) as {
    session?: Record<string, unknown>;
    user?: { disabledAt?: unknown };
  } | null;
  const body = read?.user?.disabledAt ? null : read;
  if (body?.session) delete body.session['token'];
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('set-auth-token');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Hands /api/auth/* to Better Auth as a fetch Request, for the endpoints the product uses
 * (public-auth-routes.ts); any other path answers 404 without reaching it. Routes of ours
 * under the same prefix (verify-email, resend-verification, sync-user) are registered
 * explicitly and win over this wildcard.
 */
export function registerAuthBridge(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    async handler(request, reply) {
      // The normalized URL is both what is checked and what Better Auth is given.
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const authPath = url.pathname.slice(AUTH_BASE_PATH.length);
      if (
        !url.pathname.startsWith(`${AUTH_BASE_PATH}/`) ||
        !isPublicAuthRoute(request.method, authPath)
      ) {
        return sendApiNotFound(reply);
      }
      const init: RequestInit = { method: request.method, headers: toFetchHeaders(request) };
      if (request.method === 'POST' && request.body !== undefined) {
        init.body = JSON.stringify(request.body);
      }
      let response = withSpecTooManyRequestsMessage(await auth.handler(new Request(url, init)));
      if (authPath === '/get-session') response = await withoutSessionToken(response);
      return sendFetchResponse(reply, response);
    },
  });
}
