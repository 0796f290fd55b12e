import {
  dataEnvelope,
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { withinPublicWriteBudget, type PublicWriteLimiter } from '../challenge/index.js';
import type { NewsletterService } from './newsletter.service.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  publicWrites: PublicWriteLimiter;
}> = async (app, { newsletter, publicWrites }) => {
  app.post(
    '/newsletter',
    {
      // Anyone may sign an address up: a budget per client, and a proof of work past the
      // overall threshold, keep a script from filling the list.
      preHandler: withinPublicWriteBudget(publicWrites, 'newsletter'),
      schema: {
        operationId: 'subscribeToNewsletter',
        summary: 'Sign an address up for the newsletter',
        description:
          'Anyone may; each client has an hourly budget (429), and past the hour’s threshold across all clients each sign-up needs a proof of work (428).',
        tags: ['Newsletter'],
        body: newsletterSubscribeSchema,
        response: {
          201: dataEnvelope(newsletterSubscribeResultSchema).describe('Signed up.'),
          ...errorResponses(400, 428, 429),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await newsletter.subscribe(request.body) };
    },
  );
};
