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
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import type { PaymentsService } from './payments.service.js';

/** Billing answers are one owner's: never in a shared cache. */
const PRIVATE = 'no-store';

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
      onRequest: verifiedWithinLimit(rateLimits, 'checkout'),
      schema: {
        operationId: 'createCheckoutSession',
        summary: 'Start paying for an organization',
        description:
          'Opens a Stripe Checkout Session (or the built-in test checkout) for the owner’s unpublished organization; send the browser to `url`. The organization is published once the provider says it is paid. Each account may start only so many an hour (429).',
        tags: ['Payments'],
        body: createCheckoutSessionSchema,
        response: {
          200: dataEnvelope(checkoutSessionSchema).describe('The checkout to send the browser to.'),
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
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
        operationId: 'getCheckoutSession',
        summary: 'Check a checkout after the return from it',
        description:
          'Asks the provider, never the return address: a paid session is fulfilled as its webhook would be.',
        tags: ['Payments'],
        params: sessionParamsSchema,
        response: {
          200: dataEnvelope(checkoutSessionStatusSchema).describe('Whether it is paid.'),
          ...errorResponses(400, 401, 403, 404, 502),
        },
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
        operationId: 'getSubscription',
        summary: 'Read an organization’s subscription',
        description: 'The one keeping it published, else its latest; for its owners and editors.',
        tags: ['Payments'],
        params: organizationParamsSchema,
        response: {
          200: dataEnvelope(subscriptionSchema).describe('The subscription.'),
          ...errorResponses(400, 401, 403, 404),
        },
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
    {
      ...verifiedFirst,
      schema: {
        operationId: 'createPortalSession',
        summary: 'Open the billing portal',
        description:
          'Stripe’s customer portal, where the owner cancels or changes the card; 404 before the first payment.',
        tags: ['Payments'],
        response: {
          200: dataEnvelope(portalSessionSchema).describe('The portal to send the browser to.'),
          ...errorResponses(401, 403, 404, 502),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const user = await billingUser(request);
      return { data: await payments.createPortal(user.id) };
    },
  );
};
