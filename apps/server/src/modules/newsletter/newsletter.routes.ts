import {
  dataEnvelope,
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import {
  withinPublicWriteBudget,
  type PublicWriteLimiter,
} from '../../plugins/public-write-limit.js';
import type { NewsletterService } from './newsletter.service.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  publicWrites: PublicWriteLimiter;
}> = async (app, { newsletter, publicWrites }) => {
  app.post(
    '/newsletter',
    {
      // Anyone may sign an address up: a budget per client and overall keeps a script from
      // filling the list.
      preHandler: withinPublicWriteBudget(publicWrites, 'newsletter'),
      schema: {
        summary: 'Sign an address up for the newsletter',
        description: 'Anyone may; each client, and everyone together, has an hourly budget.',
        tags: ['Newsletter'],
        body: newsletterSubscribeSchema,
        response: {
          201: dataEnvelope(newsletterSubscribeResultSchema).describe('Signed up.'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await newsletter.subscribe(request.body) };
    },
  );
};
