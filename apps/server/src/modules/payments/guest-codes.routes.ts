import { applyGuestCodeSchema, dataEnvelope, subscriptionSchema } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { GuestCodesService } from './guest-codes.service.js';

export const guestCodesRoutes: FastifyPluginAsyncZod<{ guestCodes: GuestCodesService }> = async (
  app,
  { guestCodes },
) => {
  app.post(
    '/payments/apply-guest-code',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'applyGuestCode',
        summary: 'Pay for an organization with a guest code',
        description:
          'Publishes the owner’s organization without a card. Wrong codes are counted per account and per address (429).',
        tags: ['Payments'],
        body: applyGuestCodeSchema,
        response: {
          200: dataEnvelope(subscriptionSchema).describe('The subscription the code started.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      return {
        data: await guestCodes.apply({ userId: session.user.id, ip: request.ip }, request.body),
      };
    },
  );
};
