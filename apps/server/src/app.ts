import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/client.js';
import { createFaqRepository } from './modules/faq/faq.repository.js';
import { faqRoutes } from './modules/faq/faq.routes.js';
import { createFaqService } from './modules/faq/faq.service.js';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { createOrganizationsService } from './modules/organizations/organizations.service.js';
import { createPageMetaService } from './modules/seo/page-meta.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { createTaxonomyRepository } from './modules/taxonomy/taxonomy.repository.js';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.js';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service.js';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerApiOnlyNotFound, registerStaticSpa } from './plugins/static-spa.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** The built SPA; omitted, the app serves the API alone (as most tests need). */
  webRoot?: string | undefined;
  logger?: boolean | { level: string; transport?: { target: string } };
}

/** Wires plugins, then each module's repository, service and routes, explicitly. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { threshold: 1024 });

  const taxonomy = createTaxonomyService(createTaxonomyRepository(db));
  const organizations = createOrganizationsService({
    repository: createOrganizationsRepository(db),
    taxonomy,
  });
  const newsletter = createNewsletterService(createNewsletterRepository(db));
  const faq = createFaqService(createFaqRepository(db));

  await app.register(
    async (api) => {
      await api.register(taxonomyRoutes, { taxonomy });
      await api.register(organizationsRoutes, { organizations });
      await api.register(newsletterRoutes, { newsletter });
      await api.register(faqRoutes, { faq });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { publicUrl: config.publicUrl, organizations });

  if (options.webRoot) {
    const pageMeta = createPageMetaService({ site: config.site, organizations });
    await registerStaticSpa(app, { webRoot: options.webRoot, site: config.site, pageMeta });
  } else {
    registerApiOnlyNotFound(app);
  }
  return app;
}
