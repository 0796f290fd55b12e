import {
  dataEnvelope,
  openRoleInputSchema,
  openRoleParamsSchema,
  openRoleRefParamsSchema,
  openRoleSchema,
  openRoleUpdateSchema,
  organizationIdParamsSchema,
  organizationRolesRefParamsSchema,
} from '@catalyst/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { OpenRolesService } from './open-roles.service.js';

/** Answers that depend on who asks must never sit in a shared cache. */
const PRIVATE = 'no-store';

/** The signed-in person's id, asked for only when the answer depends on it. */
const viewerOf = (request: FastifyRequest) => async () => {
  const session = await request.session();
  return session && !session.user.isAnonymous ? session.user.id : undefined;
};

/**
 * A member's view (closed roles, previews) is theirs alone and never stored; the public one
 * carries no caching header, as a published profile does, so no cache keeps it past a sign-in.
 */
function cacheFor(reply: FastifyReply, viewerIsMember: boolean) {
  if (!viewerIsMember) reply.removeHeader('cache-control');
}

export const openRolesRoutes: FastifyPluginAsyncZod<{ roles: OpenRolesService }> = async (
  app,
  { roles },
) => {
  app.get(
    '/organizations/:id/roles',
    {
      schema: {
        operationId: 'listOpenRoles',
        summary: 'List an organization’s open roles',
        description:
          'By the organization’s id or slug. Anyone sees the roles of a listed organization that are open today (not closed, last day not passed, UTC). Its owners and editors also see closed and ended ones, and the roles of their organization while it is not published (a preview); to anyone else an unlisted organization is 404.',
        tags: ['Open roles'],
        params: organizationRolesRefParamsSchema,
        response: {
          200: dataEnvelope(z.array(openRoleSchema)).describe('The roles, newest first.'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { roles: list, viewerIsMember } = await roles.list(
        request.params.id,
        viewerOf(request),
      );
      cacheFor(reply, viewerIsMember);
      return { data: list };
    },
  );

  app.get(
    '/organizations/:id/roles/:roleId',
    {
      schema: {
        operationId: 'getOpenRole',
        summary: 'Read an open role',
        description:
          'To anyone while it is open and its organization listed; closed and ended roles, and those of an unlisted organization, only to the organization’s owners and editors (404 to anyone else).',
        tags: ['Open roles'],
        params: openRoleRefParamsSchema,
        response: {
          200: dataEnvelope(openRoleSchema).describe('The role.'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { role, viewerIsMember } = await roles.get(
        request.params.id,
        request.params.roleId,
        viewerOf(request),
      );
      cacheFor(reply, viewerIsMember);
      return { data: role };
    },
  );

  app.post(
    '/organizations/:id/roles',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'createOpenRole',
        summary: 'Post an open role',
        description:
          'An owner or editor posts a role, with its salary range (required: pay transparency), open until `validThrough` (60 days on when left out; a year at most). At most 50 open roles at once (409). Anyone else gets 404 for an unpublished organization and 403 for a published one.',
        tags: ['Open roles'],
        params: organizationIdParamsSchema,
        body: openRoleInputSchema,
        response: {
          201: dataEnvelope(openRoleSchema).describe('The new role.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const role = await roles.create(session.user.id, request.params.id, request.body);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: role });
    },
  );

  app.put(
    '/organizations/:id/roles/:roleId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'updateOpenRole',
        summary: 'Edit, close or reopen an open role',
        description:
          'The role’s fields as a whole; `status` `closed` closes it, `open` opens it again (an ended role needs a new `validThrough`, else 409). Leaving `validThrough` out keeps the last day it has.',
        tags: ['Open roles'],
        params: openRoleParamsSchema,
        body: openRoleUpdateSchema,
        response: {
          200: dataEnvelope(openRoleSchema).describe('The role as saved.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      const { id, roleId } = request.params;
      return { data: await roles.update(session.user.id, id, roleId, request.body) };
    },
  );

  app.delete(
    '/organizations/:id/roles/:roleId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'deleteOpenRole',
        summary: 'Remove an open role',
        description: 'Gone for good; closing keeps it for the organization to reopen.',
        tags: ['Open roles'],
        params: openRoleParamsSchema,
        response: {
          200: dataEnvelope(z.object({ deleted: z.literal(true) })).describe('Removed.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      const { id, roleId } = request.params;
      return { data: await roles.delete(session.user.id, id, roleId) };
    },
  );
};
