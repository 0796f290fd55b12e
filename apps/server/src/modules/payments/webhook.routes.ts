import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import type { PaymentsService } from './payments.service.js';

/** Stripe's events are a few kilobytes; anything far larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/payments/webhook: Stripe's signed events. The signature covers the exact bytes
 * sent, so this scope keeps JSON bodies as raw buffers (the rest of the API still parses
 * them). No session: the signature is the caller's proof.
 */
export const webhookRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const schema = {
    operationId: 'receiveStripeEvent',
    summary: 'Receive a Stripe event',
    description:
      'Stripe’s signed webhook deliveries (checkout completed, invoices paid or failed, subscriptions changed or deleted). Only the signature proves the sender; each event is acted on once, from a fresh read of the subscription at Stripe.',
    tags: ['Payments'],
    response: {
      200: z.object({ received: z.literal(true) }).describe('Received (or received before).'),
      ...errorResponses(400),
    },
  };

  app.post(
    '/payments/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await payments.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
      reply.header('cache-control', 'no-store');
      return { received: true };
    },
  );
};
