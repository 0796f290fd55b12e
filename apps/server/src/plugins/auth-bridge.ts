import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withSpecTooManyRequestsMessage } from '../modules/auth/account-rate-limit.js';
import { AUTH_BASE_PATH, type Auth } from '../modules/auth/auth.js';

/** Request headers as a fetch Headers, with the client address we trust, not the client's claim. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-client-ip') continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

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
 * Hands /api/auth/* to Better Auth as a fetch Request. Routes of ours under the same prefix
 * (verify-email, resend-verification, sync-user) are registered explicitly and win over this
 * wildcard.
 */
export function registerAuthBridge(app: FastifyInstance, auth: Auth): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const init: RequestInit = { method: request.method, headers: toFetchHeaders(request) };
      if (request.method === 'POST' && request.body !== undefined) {
        init.body = JSON.stringify(request.body);
      }
      const response = await auth.handler(new Request(url, init));
      return sendFetchResponse(reply, withSpecTooManyRequestsMessage(response));
    },
  });
}
