import {
  adminPageSchema,
  auditLogEntrySchema,
  auditLogQuerySchema,
  dataEnvelope,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import type { AuditService } from './audit.service.js';

/** The audit log in the console: registered in the admin scope. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/audit-log',
    {
      schema: {
        operationId: 'adminGetAuditLog',
        summary: 'Read the audit log',
        description:
          'Every administrator’s action, every change to a team and every action billing took by itself, newest first: filter by `action`, `actor` kind or `targetId`; `q` matches who, what it was done to, why, and the values of the details (such as the address a team change was about).',
        tags: ['Administration'],
        querystring: auditLogQuerySchema,
        response: {
          200: dataEnvelope(adminPageSchema(auditLogEntrySchema)).describe('A page.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await audit.list(request.query) };
    },
  );
};
