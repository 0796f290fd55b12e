import { appRoutes, matchAppRoute } from '@catalyst/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: one value, whatever the path. */
const UNMATCHED_ROUTE = 'unmatched';

/** From 1 ms (a probe) to 10 s (past every server timeout), about ×2.5 apart. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route's pattern (`/api/organizations/:id`), never the address asked for: a label takes
 * a bounded set of values, and every path a client can invent would be a new series.
 */
function routeOf(request: FastifyRequest): string {
  if (request.is404) return UNMATCHED_ROUTE;
  const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
  // Every page is one catch-all route: told apart by the app's own page patterns.
  return route === '/*' || route === '/' ? pageRouteOf(request.url) : route;
}

/** The page's pattern in the app (`/organizations/:orgId`), or one value for any other path. */
function pageRouteOf(url: string): string {
  try {
    const route = matchAppRoute(url.split('?', 1)[0] ?? '/');
    return route ? appRoutes[route.key] : UNMATCHED_ROUTE;
  } catch {
    return UNMATCHED_ROUTE;
  }
}

/**
 * Counts every answer by method, route and status, and times it by method, route and status
 * class: exact statuses say what went wrong, and a histogram's dozen series per label set
 * stay affordable by class (docs/decisions/0041-prometheus-metrics.md).
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = request.method;
    const route = routeOf(request);
    requests.inc({ method, route, status_code: reply.statusCode });
    durations.observe(
      { method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}
