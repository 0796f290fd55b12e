import {
  adminOrganizationSchema,
  adminOrganizationsQuerySchema,
  adminPageQuerySchema,
  adminPageSchema,
  dataEnvelope,
  dismissedReportsSchema,
  dismissReasonSchema,
  moderationReasonSchema,
  organizationIdParamsSchema,
  reportGroupSchema,
  restoreReasonSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import type { OrganizationModerationService } from './organization-moderation.service.js';
import type { ReportsService } from './reports.service.js';

/** The moderation queue and the console's organizations: registered in the admin scope. */
export const moderationAdminRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  moderation: OrganizationModerationService;
}> = async (app, { reports, moderation }) => {
  app.get(
    '/reports',
    {
      schema: {
        operationId: 'adminListReports',
        summary: 'List the open reports, by profile',
        description:
          'One entry per profile with open reports, the most recently reported first: how many, why, and the newest few.',
        tags: ['Moderation'],
        querystring: adminPageQuerySchema,
        response: {
          200: dataEnvelope(adminPageSchema(reportGroupSchema)).describe('A page of the queue.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await reports.queue(request.query.page) };
    },
  );

  app.post(
    '/organizations/:id/dismiss-reports',
    {
      schema: {
        operationId: 'adminDismissReports',
        summary: 'Dismiss a profile’s open reports',
        description:
          'Closes them without acting on the profile; recorded in the audit log with the reason given.',
        tags: ['Moderation'],
        params: organizationIdParamsSchema,
        body: dismissReasonSchema,
        response: {
          200: dataEnvelope(dismissedReportsSchema).describe('How many were dismissed.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await reports.dismiss(session.user, request.params.id, request.body.reason),
      };
    },
  );

  app.post(
    '/organizations/:id/hide',
    {
      schema: {
        operationId: 'adminHideOrganization',
        summary: 'Hide a profile',
        description:
          'It leaves the directory, search, facet counts and the sitemap at once and its page answers 410; its owner is told the reason by mail and still sees it. Billing is untouched. Its open reports are closed as answered. 409 when already hidden.',
        tags: ['Moderation'],
        params: organizationIdParamsSchema,
        body: moderationReasonSchema,
        response: {
          200: dataEnvelope(adminOrganizationSchema).describe('The organization, hidden.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await moderation.hide(session.user, request.params.id, request.body.reason),
      };
    },
  );

  app.post(
    '/organizations/:id/restore',
    {
      schema: {
        operationId: 'adminRestoreOrganization',
        summary: 'Restore a hidden profile',
        description:
          'Listed again if its subscription keeps it published; its owner is told by mail. The reason is recorded in the audit log. 409 when not hidden.',
        tags: ['Moderation'],
        params: organizationIdParamsSchema,
        body: restoreReasonSchema,
        response: {
          200: dataEnvelope(adminOrganizationSchema).describe('The organization, restored.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await moderation.restore(session.user, request.params.id, request.body.reason),
      };
    },
  );

  app.get(
    '/organizations',
    {
      schema: {
        operationId: 'adminListOrganizations',
        summary: 'List organizations',
        description:
          'Every organization, newest first: `q` matches the name or the owner’s address; `status` and `plan` filter.',
        tags: ['Administration'],
        querystring: adminOrganizationsQuerySchema,
        response: {
          200: dataEnvelope(adminPageSchema(adminOrganizationSchema)).describe('A page.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await moderation.list(request.query) };
    },
  );
};
