import type { FastifyInstance } from 'fastify';
import { createResources, createServer } from './app-setup.js';
import { createPaymentGateway } from './lib/payments/create-payment-gateway.js';
import { adminModule } from './modules/admin/index.js';
import { alertsModule } from './modules/alerts/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule, registerAuth, trustedOrigins } from './modules/auth/index.js';
import { challengeModule } from './modules/challenge/index.js';
import { embedsModule } from './modules/embeds/index.js';
import { faqModule } from './modules/faq/index.js';
import { followsModule } from './modules/follows/index.js';
import { healthModule } from './modules/health/index.js';
import { metricsModule } from './modules/metrics/index.js';
import { milestonesModule } from './modules/milestones/index.js';
import { moderationModule } from './modules/moderation/index.js';
import { newsletterModule } from './modules/newsletter/index.js';
import { openRolesModule } from './modules/open-roles/index.js';
import { handOverOrganizations, organizationsModule } from './modules/organizations/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { savedSearchesModule } from './modules/saved-searches/index.js';
import { seoModule } from './modules/seo/index.js';
import { taxonomyModule } from './modules/taxonomy/index.js';
import { teamModule } from './modules/team/index.js';
import { usersModule } from './modules/users/index.js';
import { websiteVerificationModule } from './modules/website-verification/index.js';
import { sqlExecutorOf } from './lib/jobs/sql-executor.js';
import { createCachePurger } from './lib/public-cache/cache-purger.js';
import { createPageVersionsReader } from './lib/public-cache/page-versions.js';
import { createRenderedPages } from './lib/public-cache/rendered-pages.js';
import { pageCacheMetrics } from './lib/public-cache/page-cache-metrics.js';
import { registerLocalMedia } from './plugins/media.js';
import { registerApiOnlyNotFound, registerStaticSpa } from './plugins/static-spa.js';

import type { BuildAppOptions } from './app-setup.js';

export type { BuildAppOptions };

/**
 * The app: the server, the app-wide objects, then one plugin per module, each building its own
 * repositories, services, routes and jobs (docs/decisions/0033-server-modules.md). A module is
 * registered after those it is handed something of, which it reads from their decorators.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = await createServer(options);
  const { resources: r, imageStorage } = createResources(app, options);
  const origins = trustedOrigins(config);

  await app.register(challengeModule, { ...r, budgets: options.publicWriteBudgets });
  // A guest who signs up keeps their organizations: the organizations module moves them.
  const auth = registerAuth(app, r, app.publicWrites, (guestId, userId) =>
    handOverOrganizations(r.db, guestId, userId),
  );
  await app.register(taxonomyModule, r);
  const gateway = options.paymentGateway ?? createPaymentGateway(config, r.db);
  await app.register(paymentsModule, { ...r, gateway });
  await app.register(usersModule, { ...r, auth, billing: app.billing });
  await app.register(authModule, { ...r, auth, users: app.users, trustedOrigins: origins });
  await app.register(openRolesModule, r);
  await app.register(milestonesModule, r);
  await app.register(analyticsModule, { ...r, openRoles: app.openRoles });
  await app.register(organizationsModule, {
    ...r,
    taxonomy: app.taxonomy,
    milestones: app.milestones,
    appearances: app.analytics,
    billing: app.billing,
  });
  await app.register(moderationModule, {
    ...r,
    organizations: app.organizations,
    publicWrites: app.publicWrites,
    trustedOrigins: origins,
  });
  await app.register(adminModule, { ...r, moderation: app.moderation, guestCodes: app.guestCodes });
  await app.register(auditModule, r);
  await app.register(teamModule, r);
  await app.register(websiteVerificationModule, r);
  await app.register(newsletterModule, { ...r, publicWrites: app.publicWrites });
  await app.register(followsModule, r);
  await app.register(savedSearchesModule, { ...r, organizations: app.organizations });
  await app.register(alertsModule, {
    ...r,
    organizations: app.organizations,
    openRoles: app.openRoles,
  });
  await app.register(faqModule, r);
  await app.register(healthModule, {
    ...r,
    discoveryIndexReady: () => app.discovery.status().indexVersion !== null,
  });
  await app.register(metricsModule, { ...r, discovery: app.discovery });
  await app.register(embedsModule, {
    ...r,
    organizations: app.organizations,
    openRoles: app.openRoles,
  });
  await app.register(seoModule, {
    ...r,
    organizations: app.organizations,
    openRoles: app.openRoles,
  });

  if (imageStorage.kind === 'local') await registerLocalMedia(app, { root: imageStorage.root });
  if (options.webRoot) {
    await registerStaticSpa(app, {
      webRoot: options.webRoot,
      serverEntry: options.webServerEntry,
      site: config.site,
      pageMeta: app.pageMeta,
      appearances: app.analytics,
      cache:
        config.publicCache.pageCacheBytes > 0
          ? {
              versions: createPageVersionsReader(sqlExecutorOf(r.db)),
              pages: createRenderedPages({
                maxBytes: config.publicCache.pageCacheBytes,
                onLookup: pageCacheMetrics(app.metrics),
              }),
            }
          : undefined,
    });
  } else {
    registerApiOnlyNotFound(app);
  }
  const purge = config.publicCache.purge;
  if (purge) {
    const purger = createCachePurger({ sql: sqlExecutorOf(r.db), ...purge, log: app.log });
    app.addHook('onReady', async () => purger.start());
    // A write's answer leaves once its purge is sent: whoever wrote reads the new page.
    app.addHook('onSend', async (request, reply, payload) => {
      const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
      if (isWrite && reply.statusCode < 400) await purger.afterWrite();
      return payload;
    });
    app.addHook('onClose', () => purger.stop());
  }
  return app;
}
