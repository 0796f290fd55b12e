import {
  dataEnvelope,
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterService } from './newsletter.service.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      schema: {
        body: newsletterSubscribeSchema,
        response: { 201: dataEnvelope(newsletterSubscribeResultSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await newsletter.subscribe(request.body) };
    },
  );
};
