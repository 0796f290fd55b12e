import {
  checkoutSessionSchema,
  checkoutSessionStatusSchema,
  createCheckoutSessionSchema,
  dataEnvelope,
  portalSessionSchema,
  subscriptionSchema,
} from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { RateLimitStore } from '../auth/account-rate-limit.js';
import type { PaymentsService } from './payments.service.js';

/** Billing answers are one owner's: never in a shared cache. */
const PRIVATE = 'no-store';

// Who is asking comes before what they sent: a guest gets 401, not a 400 for the body.
const verifiedFirst = {
  preValidation: async (request: FastifyRequest) => {
    await requireAccess(request, 'verified');
  },
};

const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });
const organizationParamsSchema = z.object({
  organizationId: z.uuid('Organization ids are UUIDs.'),
});

async function billingUser(request: FastifyRequest) {
  const { user } = await requireAccess(request, 'verified');
  return { id: user.id, email: user.email, name: user.name };
}

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  rateLimits: RateLimitStore;
}> = async (app, { payments, rateLimits }) => {
  app.post(
    '/payments/create-checkout-session',
    {
      // Each attempt makes a Checkout Session at Stripe: counted per account, before the body.
      preValidation: verifiedWithinLimit(rateLimits, 'checkout'),
      schema: {
        body: createCheckoutSessionSchema,
        response: { 200: dataEnvelope(checkoutSessionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { data: await payments.createCheckout(await billingUser(request), request.body) };
    },
  );

  app.get(
    '/payments/session/:sessionId',
    {
      ...verifiedFirst,
      schema: {
        params: sessionParamsSchema,
        response: { 200: dataEnvelope(checkoutSessionStatusSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const user = await billingUser(request);
      return { data: await payments.verifySession(user, request.params.sessionId) };
    },
  );

  app.get(
    '/payments/subscription/:organizationId',
    {
      ...verifiedFirst,
      schema: {
        params: organizationParamsSchema,
        response: { 200: dataEnvelope(subscriptionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const user = await billingUser(request);
      return { data: await payments.getSubscription(user.id, request.params.organizationId) };
    },
  );

  app.post(
    '/payments/portal-session',
    { ...verifiedFirst, schema: { response: { 200: dataEnvelope(portalSessionSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const user = await billingUser(request);
      return { data: await payments.createPortal(user.id) };
    },
  );
};
