import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { PublicWriteLimiter } from '../challenge/index.js';
import { createNewsletterRepository } from './newsletter.repository.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { createNewsletterService } from './newsletter.service.js';

export interface NewsletterModuleOptions extends AppResources {
  /** Sign-ups are anonymous writes, within their budget. */
  publicWrites: PublicWriteLimiter;
}

/** Newsletter sign-ups: their service and route. */
export const newsletterModule = fp<NewsletterModuleOptions>(
  async (app, { db, publicWrites }) => {
    const newsletter = createNewsletterService(createNewsletterRepository(db));
    await app.register(newsletterRoutes, { prefix: '/api', newsletter, publicWrites });
  },
  { name: 'newsletter' },
);
