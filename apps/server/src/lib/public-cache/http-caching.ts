import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers the same for everyone: a browser revalidates each time (a 304 when nothing changed),
 * a shared cache (a CDN, Varnish) keeps them five minutes and serves a stale copy for a minute
 * more while it fetches the next. Purges end a copy early when the content changes
 * (docs/decisions/0039-public-pages-cached-never-stale.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

/** Answers for one person (a signed-in viewer's page): theirs alone, checked each time. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** The surrogate key every cacheable public answer carries: purging it empties the cache. */
export const SITE_KEY = 'site';
/** The directory's key: the home page and the listing API. */
export const LISTING_KEY = 'listing';
/** One organization's key: everything that shows it. */
export const organizationKey = (organizationId: string) => `org-${organizationId}`;

/** A weak validator: the same content compressed differently is still the same. */
export function weakEtagOf(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether the request's `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks of
 * GET and HEAD), or is `*`.
 */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Marks an answer as public and names what it shows, for purges: `Surrogate-Key` (Varnish,
 * Fastly: space-separated) and `Cache-Tag` (Cloudflare: comma-separated). Without `etag`,
 * the conditional-GET hook makes one from the body (plugins/conditional-get.ts).
 */
export function markPublic(reply: FastifyReply, keys: readonly string[], etag?: string): void {
  const all = [SITE_KEY, ...keys.filter((key) => key !== SITE_KEY)];
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('surrogate-key', all.join(' '))
    .header('cache-tag', all.join(','));
  if (etag) reply.header('etag', etag);
}
