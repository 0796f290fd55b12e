import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { sendApiNotFound } from '../../plugins/error-handler.js';
import { bearerTokenCheck } from './metrics-token.js';

/**
 * `GET /metrics`, in Prometheus' text format, for whoever holds METRICS_TOKEN as a bearer
 * token. Anyone else, and everyone when no token is set, gets the API's 404 for an unknown
 * path: nothing tells a stranger the route exists (docs/decisions/0041-prometheus-metrics.md).
 * Registered either way, so the path is never taken for a page. Left out of the API reference:
 * it is the operator's, not the API's, and logged only when it goes wrong, as the probes are.
 */
export const metricsRoutes: FastifyPluginAsync<{
  registry: Registry;
  token: string | undefined;
}> = async (app, { registry, token }) => {
  const authorized = token === undefined ? () => false : bearerTokenCheck(token);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) return sendApiNotFound(reply);
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};
