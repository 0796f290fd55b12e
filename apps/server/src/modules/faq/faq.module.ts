import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createFaqRepository } from './faq.repository.js';
import { faqRoutes } from './faq.routes.js';
import { createFaqService } from './faq.service.js';

/** The questions and answers: their service and routes. */
export const faqModule = fp<AppResources>(
  async (app, { db }) => {
    await app.register(faqRoutes, {
      prefix: '/api',
      faq: createFaqService(createFaqRepository(db)),
    });
  },
  { name: 'faq' },
);
