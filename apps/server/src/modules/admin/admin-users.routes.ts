import {
  adminPageSchema,
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  dataEnvelope,
  disableReasonSchema,
  enableReasonSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import type { AdminUsersService } from './admin-users.service.js';

/** The console's accounts: registered in the admin scope. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.get(
    '/users',
    {
      schema: {
        operationId: 'adminListUsers',
        summary: 'List accounts',
        description: 'Every account but guests, newest first; `q` matches the address or name.',
        tags: ['Administration'],
        querystring: adminUsersQuerySchema,
        response: {
          200: dataEnvelope(adminPageSchema(adminUserSchema)).describe('A page.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await adminUsers.list(request.query) };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        operationId: 'adminGetUser',
        summary: 'Read an account',
        description: 'The account with its organizations.',
        tags: ['Administration'],
        params: adminUserIdParamsSchema,
        response: {
          200: dataEnvelope(adminUserDetailSchema).describe('The account.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await adminUsers.detail(request.params.id) };
    },
  );

  app.post(
    '/users/:id/disable',
    {
      schema: {
        operationId: 'adminDisableUser',
        summary: 'Disable an account',
        description:
          'Every session of it ends at once, the team invitations it sent are withdrawn, and it cannot sign in (password, Google, GitHub) until enabled. Administrators cannot disable themselves (409); 409 too when already disabled.',
        tags: ['Administration'],
        params: adminUserIdParamsSchema,
        body: disableReasonSchema,
        response: {
          200: dataEnvelope(adminUserSchema).describe('The account, disabled.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await adminUsers.disable(session.user, request.params.id, request.body.reason),
      };
    },
  );

  app.post(
    '/users/:id/enable',
    {
      schema: {
        operationId: 'adminEnableUser',
        summary: 'Enable a disabled account',
        description:
          'It may sign in again; the reason is recorded in the audit log. 409 when it is not disabled.',
        tags: ['Administration'],
        params: adminUserIdParamsSchema,
        body: enableReasonSchema,
        response: {
          200: dataEnvelope(adminUserSchema).describe('The account, enabled.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await adminUsers.enable(session.user, request.params.id, request.body.reason),
      };
    },
  );
};
