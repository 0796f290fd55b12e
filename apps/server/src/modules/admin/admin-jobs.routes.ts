import {
  adminJobListSchema,
  adminJobMessages,
  adminJobParamsSchema,
  adminJobRunSchema,
  dataEnvelope,
  jobRunReasonSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import { consumeUserAction } from '../../plugins/user-rate-limit.js';
import { adminActor, writeAuditEntry } from '../audit/index.js';

/**
 * The scheduled jobs in the console: what each does and when it last ran, and a way to run
 * one now (a digest to check, a reconciliation after an incident), recorded in the audit log.
 */
export const adminJobsRoutes: FastifyPluginAsyncZod<{
  jobs: Pick<JobQueue, 'scheduledJobs' | 'runNow'>;
  db: Database;
  rateLimits: RateLimitStore;
}> = async (app, { jobs, db, rateLimits }) => {
  app.get(
    '/jobs',
    {
      schema: {
        operationId: 'adminListJobs',
        summary: 'List the scheduled jobs',
        description:
          'Every recurring job, by name, with its schedule (cron, UTC), what it does, and when it last completed (null when that is more than about a day ago).',
        tags: ['Administration'],
        response: {
          200: dataEnvelope(adminJobListSchema).describe('The jobs, by name.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const items = (await jobs.scheduledJobs()).map((job) => ({
        ...job,
        lastRunAt: job.lastRunAt?.toISOString() ?? null,
      }));
      return { data: { items } };
    },
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        operationId: 'adminRunJob',
        summary: 'Run a scheduled job now',
        description:
          'Queues one run of a recurring job besides its schedule; any process takes it within seconds. Jobs guard themselves against running twice (the alert digest still mails each person at most once per period). The reason is recorded in the audit log. 404 for a name that is not a scheduled job; at most 30 runs an hour per administrator (429).',
        tags: ['Administration'],
        params: adminJobParamsSchema,
        body: jobRunReasonSchema,
        response: {
          202: dataEnvelope(adminJobRunSchema).describe('Queued.'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAdmin(request);
      const { name } = request.params;
      const known = (await jobs.scheduledJobs()).some((job) => job.name === name);
      if (!known) throw new AppError('NOT_FOUND', adminJobMessages.notFound);
      await consumeUserAction(rateLimits, 'jobRun', session.user.id);
      await writeAuditEntry(db, {
        actor: adminActor(session.user),
        action: 'job.run',
        target: { type: 'job', id: name, label: name },
        reason: request.body.reason,
      });
      await jobs.runNow(name);
      return reply.status(202).send({ data: { name, queued: true as const } });
    },
  );
};
