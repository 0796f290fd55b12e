import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_READY_REASONS, type ReadinessProbe } from './readiness.js';

const NO_STORE = 'no-store';

/**
 * Probes for orchestrators and load balancers, outside /api: `/health` says the process
 * answers (it touches nothing, so a slow database never gets a live process restarted) and
 * `/ready` whether it should be sent requests.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessProbe }> = async (
  app,
  { readiness },
) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness: the process answers',
        tags: ['Operations'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary:
          'Readiness: the database answers and holds every migration, and the discovery index is ready',
        tags: ['Operations'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('not-ready'), reason: z.enum(NOT_READY_REASONS) }),
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const result = await readiness.check();
      if (result.ready) return { status: 'ready' as const };
      if (result.cause !== undefined) {
        request.log.error({ err: result.cause }, `not ready: ${result.reason}`);
      }
      return reply.status(503).send({ status: 'not-ready' as const, reason: result.reason });
    },
  );
};
