/**
 * Several connections at once, each request a fresh draw from the same mix as the cold run
 * (deep pages taken from the cursors it left unfollowed), and a trivial route measured the
 * same way for scale: how much of the server's capacity a listing costs.
 */
import autocannon from 'autocannon';
import { chance, type Random } from '../directory/random-tools.js';
import type { ListingRequest } from './listing-requests.js';
import { BROWSER_HEADERS } from './timed-get.js';

export interface ConcurrentResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface ConcurrentOptions {
  url: string;
  connections: number;
  seconds: number;
  nextPath: () => string;
}

export async function measureConcurrently(options: ConcurrentOptions): Promise<ConcurrentResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: BROWSER_HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: options.nextPath() }) }],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Paths in the cold run's proportions: first pages from the generator, and deep pages, as
 * often as the cold run had them, from cursors nobody followed yet (reused once all are).
 */
export function mixedPaths(options: {
  nextFirstPage: () => ListingRequest;
  unfollowedPages: ListingRequest[];
  deepShare: number;
  random: Random;
}): { next: () => string; deepPagesReused: () => number } {
  const { nextFirstPage, unfollowedPages, deepShare, random } = options;
  let taken = 0;
  return {
    next: () => {
      if (unfollowedPages.length > 0 && chance(random, deepShare)) {
        const page = unfollowedPages[taken % unfollowedPages.length]!;
        taken += 1;
        return page.path;
      }
      return nextFirstPage().path;
    },
    deepPagesReused: () => Math.max(0, taken - unfollowedPages.length),
  };
}
