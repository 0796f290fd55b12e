import type { FastifyInstance } from 'fastify';
import {
  isNotModified,
  PUBLIC_CACHE_CONTROL,
  weakEtagOf,
} from '../lib/public-cache/http-caching.js';

/**
 * Gives every public answer (one a route marked with `markPublic`) an etag made from its body,
 * and answers `If-None-Match` naming it with 304: a client or cache that has the answer is
 * told so without the body. Runs before compression, on the serialized body; answers that
 * set their own etag (rendered pages) are left alone.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || reply.getHeader('cache-control') !== PUBLIC_CACHE_CONTROL) {
      return payload;
    }
    if (reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtagOf(payload);
    reply.header('etag', etag);
    if (!isNotModified(request, etag)) return payload;
    reply.code(304);
    return null;
  });
}
