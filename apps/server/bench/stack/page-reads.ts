/**
 * Reads of the pages an edit changes, as a browser makes them (compressed, decoded by fetch),
 * with the caching headers a benchmark checks.
 */
import { ACCEPT_HTML, ACCEPT_JSON } from '../throughput/measure-row.js';
import { revisionIn } from './owners.js';

export interface PageRead {
  path: string;
  status: number;
  /** The revision the answer shows (0: none stamped yet). */
  revision: number;
  /** Varnish's verdict (X-Cache: HIT, MISS, PASS), when the answer came through it. */
  cache: string | null;
  cacheControl: string | null;
  etag: string | null;
  surrogateKey: string | null;
  cacheTag: string | null;
  /** When the request was sent and answered, on performance.now()'s clock. */
  sentAt: number;
  answeredAt: number;
}

/** The profile page and the profile API of one organization: what its edit must change. */
export function changedPages(slug: string): { path: string; headers: Record<string, string> }[] {
  return [
    { path: `/organizations/${slug}`, headers: ACCEPT_HTML },
    { path: `/api/organizations/${slug}`, headers: ACCEPT_JSON },
  ];
}

export async function readPage(
  baseUrl: string,
  page: { path: string; headers: Record<string, string> },
): Promise<PageRead> {
  const sentAt = performance.now();
  const response = await fetch(`${baseUrl}${page.path}`, {
    headers: page.headers,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const header = (name: string) => response.headers.get(name);
  return {
    path: page.path,
    status: response.status,
    revision: revisionIn(text) ?? 0,
    cache: header('x-cache'),
    cacheControl: header('cache-control'),
    etag: header('etag'),
    surrogateKey: header('surrogate-key'),
    cacheTag: header('cache-tag'),
    sentAt,
    answeredAt: performance.now(),
  };
}
