import { dataEnvelope, testCheckoutResultSchema, testCheckoutSchema } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestGateway } from '../../lib/payments/test-gateway.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';

/** Billing's webhook handler (the payments service): what POST /api/payments/webhook calls. */
interface WebhookHandler {
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }>;
}

const paramsSchema = z.object({ sessionId: z.string().min(1).max(100) });

/** Only where the server has no Stripe keys, which production never allows. */
const testModeOnly =
  'Part of the built-in test checkout, served only by a server without Stripe keys (never in production).';

/**
 * The built-in test checkout's API (registered only when the gateway is the test one, which
 * production never has). Paying delivers the gateway's signed event to the webhook handler,
 * so publication follows exactly the path a verified Stripe webhook takes.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  gateway: TestGateway;
  payments: WebhookHandler;
}> = async (app, { gateway, payments }) => {
  app.get(
    '/payments/test-checkout/:sessionId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'getTestCheckout',
        summary: 'Read a test checkout',
        description: testModeOnly,
        tags: ['Payments'],
        params: paramsSchema,
        response: {
          200: dataEnvelope(testCheckoutSchema).describe('What the test checkout page shows.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      return { data: await gateway.getCheckout(request.params.sessionId, session.user.id) };
    },
  );

  app.post(
    '/payments/test-checkout/:sessionId/pay',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'payTestCheckout',
        summary: 'Pay a test checkout',
        description: `${testModeOnly} Paying delivers a signed event to the webhook, as Stripe would.`,
        tags: ['Payments'],
        params: paramsSchema,
        response: {
          200: dataEnvelope(testCheckoutResultSchema).describe('Where the browser goes next.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      const completion = await gateway.completeCheckout(request.params.sessionId, session.user.id);
      // Should this delivery fail, the session is still paid at the "provider": the edit
      // page's session check and the reconciliation fulfil it, as with a lost Stripe webhook.
      await payments.handleWebhook(completion.payload, completion.signature);
      return { data: { redirectUrl: completion.redirectUrl } };
    },
  );

  app.post(
    '/payments/test-checkout/:sessionId/cancel',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'cancelTestCheckout',
        summary: 'Cancel a test checkout',
        description: testModeOnly,
        tags: ['Payments'],
        params: paramsSchema,
        response: {
          200: dataEnvelope(testCheckoutResultSchema).describe('Where the browser goes next.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      return { data: await gateway.cancelCheckout(request.params.sessionId, session.user.id) };
    },
  );
};
