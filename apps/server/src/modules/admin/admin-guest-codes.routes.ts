import {
  adminGuestCodeSchema,
  adminPageQuerySchema,
  adminPageSchema,
  createdGuestCodeSchema,
  dataEnvelope,
  guestCodeCreateSchema,
  guestCodeIdParamsSchema,
  revokeReasonSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import { adminActor } from '../audit/index.js';
import type { GuestCodesService } from '../payments/index.js';

/** Guest codes in the console, as the operator command makes them: in the admin scope. */
export const adminGuestCodesRoutes: FastifyPluginAsyncZod<{
  guestCodes: GuestCodesService;
}> = async (app, { guestCodes }) => {
  app.get(
    '/guest-codes',
    {
      schema: {
        operationId: 'adminListGuestCodes',
        summary: 'List guest codes',
        description: 'Newest first, with their uses and redemptions; never the codes themselves.',
        tags: ['Administration'],
        querystring: adminPageQuerySchema,
        response: {
          200: dataEnvelope(adminPageSchema(adminGuestCodeSchema)).describe('A page.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await guestCodes.listPage(request.query.page) };
    },
  );

  app.post(
    '/guest-codes',
    {
      schema: {
        operationId: 'adminCreateGuestCode',
        summary: 'Create a guest code',
        description:
          'Redeemable `maxUses` times, once per organization, through `expiresOn` (UTC) if given; the reason is recorded in the audit log. The code is in this answer only: just its hash is kept.',
        tags: ['Administration'],
        body: guestCodeCreateSchema,
        response: {
          201: dataEnvelope(createdGuestCodeSchema).describe('The new code, shown this once.'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAdmin(request);
      const created = await guestCodes.createFromConsole(request.body, adminActor(session.user));
      return reply.status(201).send({ data: created });
    },
  );

  app.post(
    '/guest-codes/:id/revoke',
    {
      schema: {
        operationId: 'adminRevokeGuestCode',
        summary: 'Revoke a guest code',
        description:
          'It redeems no more, whatever uses and time it has left; organizations it published keep their grant. The reason is recorded in the audit log. 409 when already revoked.',
        tags: ['Administration'],
        params: guestCodeIdParamsSchema,
        body: revokeReasonSchema,
        response: {
          200: dataEnvelope(adminGuestCodeSchema).describe('The code, revoked.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const session = await requireAdmin(request);
      return {
        data: await guestCodes.revoke(
          request.params.id,
          adminActor(session.user),
          request.body.reason,
        ),
      };
    },
  );
};
