import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createWebsiteVerificationRepository } from './website-verification.repository.js';
import { websiteVerificationRoutes } from './website-verification.routes.js';
import { createWebsiteVerificationService } from './website-verification.service.js';

/** Proving an organization's website: its service and routes. */
export const websiteVerificationModule = fp<AppResources>(
  async (app, { config, db, rateLimits, mailer }) => {
    const verification = createWebsiteVerificationService({
      repository: createWebsiteVerificationRepository(db),
      rateLimits,
      mailer,
      publicUrl: config.publicUrl,
      productName: config.site.productName,
      allowLoopback: config.websiteVerification.allowLoopback,
    });
    await app.register(websiteVerificationRoutes, { prefix: '/api', verification });
  },
  { name: 'website-verification' },
);
