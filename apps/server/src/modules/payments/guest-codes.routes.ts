import { applyGuestCodeSchema, dataEnvelope, subscriptionSchema } from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/session.js';
import type { GuestCodesService } from './guest-codes.service.js';

// Who is asking comes before what they sent: a guest gets 401, not a 400 for the body.
const verifiedFirst = {
  preValidation: async (request: FastifyRequest) => {
    await requireAccess(request, 'verified');
  },
};

export const guestCodesRoutes: FastifyPluginAsyncZod<{ guestCodes: GuestCodesService }> = async (
  app,
  { guestCodes },
) => {
  app.post(
    '/payments/apply-guest-code',
    {
      ...verifiedFirst,
      schema: { body: applyGuestCodeSchema, response: { 200: dataEnvelope(subscriptionSchema) } },
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
