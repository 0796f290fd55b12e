import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { runWithRequestId } from '../lib/request-context.js';

const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's request id may look like to be kept: a token, not text to inject into logs. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's request ids: the one the proxy in front assigned (X-Request-Id), when a proxy is
 * trusted, so its access log and ours name a request alike; a fresh UUID otherwise (a client's
 * own header is not believed, as it could pass one request off as another).
 */
export function requestIdGenerator(proxyTrusted: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (proxyTrusted && typeof given === 'string' && ACCEPTABLE_ID.test(given)) return given;
    return randomUUID();
  };
}

/**
 * Every answer names its request id, and everything a request calls runs with it in reach
 * (lib/request-context.ts): the jobs it sends carry it into their own log lines.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(request.id, done);
  });
}
