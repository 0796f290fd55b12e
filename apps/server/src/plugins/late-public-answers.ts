import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPEAT_PURGE_AFTER_MS } from '../lib/public-cache/cache-purger.js';
import { PUBLIC_CACHE_CONTROL } from '../lib/public-cache/http-caching.js';

/**
 * How long a public answer may take, from its request's arrival to its headers, and still be
 * stored by a shared cache. A change committed while an answer was being made is purged within
 * moments, and purged again REPEAT_PURGE_AFTER_MS later, to end a copy made from the data
 * before it that reached the cache after the first purge. An answer whose data was read after
 * its request arrived, and which leaves within half that, reaches the cache before the repeat.
 */
export const LATE_PUBLIC_ANSWER_MS = REPEAT_PURGE_AFTER_MS / 2;

/**
 * Sends a public answer that took longer than LATE_PUBLIC_ANSWER_MS (an instance under heavy
 * load, a slow query) as `no-cache`, without surrogate keys: correct for whoever asked, and
 * never stored by a CDN where a purge could have missed it. Pages also re-read their versions
 * before they leave (static-spa.ts); API answers are too quick to need more than this.
 */
export function registerLatePublicAnswers(
  app: FastifyInstance,
  lateAfterMs = LATE_PUBLIC_ANSWER_MS,
): void {
  // Fastify's own reply.elapsedTime reads 0 until the answer has been sent.
  const arrivedAt = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    arrivedAt.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('cache-control') !== PUBLIC_CACHE_CONTROL) return payload;
    const took = performance.now() - (arrivedAt.get(request) ?? performance.now());
    if (took <= lateAfterMs) return payload;
    reply.header('cache-control', 'no-cache');
    reply.removeHeader('surrogate-key');
    reply.removeHeader('cache-tag');
    return payload;
  });
}
