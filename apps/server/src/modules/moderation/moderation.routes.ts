import {
  dataEnvelope,
  memberOrganizationSchema,
  organizationIdParamsSchema,
  reportInputSchema,
  reportReceiptSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { proofOfWorkIn } from '../challenge/index.js';
import type { OrganizationModerationService } from './organization-moderation.service.js';
import type { ReportsService } from './reports.service.js';

/** What visitors and owners do about moderation: reporting a profile, asking for a review. */
export const moderationRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  moderation: OrganizationModerationService;
}> = async (app, { reports, moderation }) => {
  app.post(
    '/organizations/:id/reports',
    {
      schema: {
        operationId: 'reportOrganization',
        summary: 'Report a profile',
        description:
          'Anyone may report a listed profile, signed in or not; moderators read every report. One report per client per profile a day (409), a few an hour across profiles (429), and past the hour’s threshold across all clients a proof of work (428). A hidden profile is 410; one that is not listed, 404.',
        tags: ['Moderation'],
        params: organizationIdParamsSchema,
        body: reportInputSchema,
        response: {
          201: dataEnvelope(reportReceiptSchema).describe('Received.'),
          ...errorResponses(400, 404, 409, 410, 428, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await request.session();
      const memberId = session && !session.user.isAnonymous ? session.user.id : null;
      const receipt = await reports.submit(
        { clientIp: request.ip, memberId, proofOfWork: proofOfWorkIn(request.headers) },
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data: receipt });
    },
  );

  app.post(
    '/organizations/:id/review-request',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'requestReview',
        summary: 'Ask for a review of a hidden profile',
        description:
          'Its owner, having fixed what the moderator’s reason says, asks for another look. 409 when the profile is not hidden; asking again changes nothing.',
        tags: ['Moderation'],
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(memberOrganizationSchema).describe(
            'The organization as its owner sees it, `moderation.reviewRequestedAt` set.',
          ),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      return { data: await moderation.requestReview(session.user, request.params.id) };
    },
  );
};
