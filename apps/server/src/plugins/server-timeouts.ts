import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

/** How long a client may take over each part of a request, in milliseconds (Node's names). */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersTimeout: number;
  /** From the first byte of a request to the last byte of its body. */
  requestTimeout: number;
  /** How long an idle keep-alive connection waits for the next request. */
  keepAliveTimeout: number;
  /** How often the two limits above are checked, so they hold to within this much. */
  connectionsCheckingInterval: number;
}

/**
 * A browser sends its whole header block in one or two packets, so even a phone on a poor
 * link with retransmissions has sent it within a few seconds: 10 s lets every real client
 * through while a slow-loris holds a socket for at most 15 s (with the check interval).
 *
 * The largest request is a 5 MB image. 55 s (plus at most 5 s until the next check, so a
 * trickled body is cut off within a minute) carries 5.3 MB of multipart at 0.8 Mbit/s,
 * less than a phone uploads over a weak 4G or an HSPA (3G) link; anything slower than that
 * is a stalled or hostile client, not a person waiting for an upload.
 *
 * Load balancers commonly drop idle connections after 60 s; keeping ours open longer (72 s,
 * Fastify's own default for this reason) means the balancer closes first, so it never sends
 * a request down a connection we are closing at that instant.
 */
export const productionTimeouts: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 55_000,
  keepAliveTimeout: 72_000,
  connectionsCheckingInterval: 5_000,
};

/**
 * Fastify's constructor options that apply the timeouts. Fastify sets requestTimeout and
 * keepAliveTimeout on the server itself; the others only reach Node through `http`, where
 * requestTimeout is given too so that Node checks the headers limit fits inside it.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
  };
}
