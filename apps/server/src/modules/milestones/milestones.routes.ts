import {
  dataEnvelope,
  milestoneInputSchema,
  milestoneOrderSchema,
  milestoneParamsSchema,
  milestoneSchema,
  milestonesRefParamsSchema,
  organizationIdParamsSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { MilestonesService } from './milestones.service.js';

/** Answers that depend on who asks must never sit in a shared cache. */
const PRIVATE = 'no-store';

const TAG = 'Milestones';

export const milestonesRoutes: FastifyPluginAsyncZod<{ milestones: MilestonesService }> = async (
  app,
  { milestones },
) => {
  app.get(
    '/organizations/:id/milestones',
    {
      schema: {
        operationId: 'listMilestones',
        summary: 'List an organization’s milestones',
        description:
          'By the organization’s id or slug: its timeline, newest first (milestones of the same date in the order its people gave them). Anyone reads those of a listed organization; its owners and editors also while it is not published (a preview). To anyone else an unlisted organization is 404. The profile (`GET /organizations/{id}`) carries the same list as `milestones`.',
        tags: [TAG],
        params: milestonesRefParamsSchema,
        response: {
          200: dataEnvelope(z.array(milestoneSchema)).describe('The timeline, newest first.'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { milestones: list, viewerIsMember } = await milestones.list(
        request.params.id,
        async () => {
          const session = await request.session();
          return session && !session.user.isAnonymous ? session.user.id : undefined;
        },
      );
      // A listed organization's timeline is the public's: the same bytes for everyone.
      if (!viewerIsMember) reply.removeHeader('cache-control');
      return { data: list };
    },
  );

  app.post(
    '/organizations/:id/milestones',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'createMilestone',
        summary: 'Add a milestone',
        description:
          'An owner or editor adds a dated milestone: `date` is a month (`YYYY-MM`) or a day (`YYYY-MM-DD`) that exists, from 1800 up to today (a milestone has happened); a title of at most 120 characters, an optional text of at most 500 and an optional https link. At most 50 milestones per organization (409). Anyone else gets 404 for an unpublished organization and 403 for a published one.',
        tags: [TAG],
        params: organizationIdParamsSchema,
        body: milestoneInputSchema,
        response: {
          201: dataEnvelope(milestoneSchema).describe('The new milestone.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const milestone = await milestones.create(session.user.id, request.params.id, request.body);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: milestone });
    },
  );

  app.put(
    '/organizations/:id/milestones/order',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'reorderMilestones',
        summary: 'Reorder milestones of the same date',
        description:
          'The timeline is ordered by date, newest first; this sets the order of milestones that share a date. `ids` lists every one of the organization’s milestones exactly once (409 when it does not: reload and try again); each one’s place among those of its date follows the list, and the list’s order across different dates is ignored.',
        tags: [TAG],
        params: organizationIdParamsSchema,
        body: milestoneOrderSchema,
        response: {
          200: dataEnvelope(z.array(milestoneSchema)).describe('The timeline, newest first.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return {
        data: await milestones.reorder(session.user.id, request.params.id, request.body.ids),
      };
    },
  );

  app.put(
    '/organizations/:id/milestones/:milestoneId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'updateMilestone',
        summary: 'Edit a milestone',
        description:
          'The whole milestone, by the rules of adding one. Moved to another date, it comes last among the milestones of that date.',
        tags: [TAG],
        params: milestoneParamsSchema,
        body: milestoneInputSchema,
        response: {
          200: dataEnvelope(milestoneSchema).describe('The milestone as saved.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      const { id, milestoneId } = request.params;
      return { data: await milestones.update(session.user.id, id, milestoneId, request.body) };
    },
  );

  app.delete(
    '/organizations/:id/milestones/:milestoneId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'deleteMilestone',
        summary: 'Delete a milestone',
        description: 'Gone from the timeline for good.',
        tags: [TAG],
        params: milestoneParamsSchema,
        response: {
          200: dataEnvelope(z.object({ deleted: z.literal(true) })).describe('Deleted.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      const { id, milestoneId } = request.params;
      return { data: await milestones.delete(session.user.id, id, milestoneId) };
    },
  );
};
