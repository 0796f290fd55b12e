import { dataEnvelope, faqEntrySchema } from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FaqService } from './faq.service.js';

export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    '/faq',
    {
      schema: {
        operationId: 'listFaq',
        summary: 'List the FAQ',
        tags: ['Reference data'],
        response: {
          200: dataEnvelope(z.array(faqEntrySchema)).describe('The questions and answers.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return { data: await faq.list() };
    },
  );
};
