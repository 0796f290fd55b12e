import { dataEnvelope, testCheckoutResultSchema, testCheckoutSchema } from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestGateway } from '../../lib/payments/test-gateway.js';
import { requireAccess } from '../../plugins/session.js';

/** Billing's webhook handler (the payments service): what POST /api/payments/webhook calls. */
interface WebhookHandler {
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }>;
}

const paramsSchema = z.object({ sessionId: z.string().min(1).max(100) });

const verifiedFirst = {
  preValidation: async (request: FastifyRequest) => {
    await requireAccess(request, 'verified');
  },
};

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
      schema: { params: paramsSchema, response: { 200: dataEnvelope(testCheckoutSchema) } },
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
      schema: { params: paramsSchema, response: { 200: dataEnvelope(testCheckoutResultSchema) } },
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
      schema: { params: paramsSchema, response: { 200: dataEnvelope(testCheckoutResultSchema) } },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', 'no-store');
      return { data: await gateway.cancelCheckout(request.params.sessionId, session.user.id) };
    },
  );
};
