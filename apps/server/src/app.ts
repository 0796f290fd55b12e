import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/client.js';
import { createImageFiles, imageDiscardJob } from './lib/image-storage/image-files.js';
import {
  createImageStorage,
  type ConfiguredImageStorage,
} from './lib/image-storage/create-image-storage.js';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue.js';
import { sqlExecutorOf } from './lib/jobs/sql-executor.js';
import { orphanSweepJob } from './lib/image-storage/orphan-sweep.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { verifyPassword } from './lib/password-hashing.js';
import { createPaymentGateway } from './lib/payments/create-payment-gateway.js';
import type { PaymentGateway } from './lib/payments/payment-gateway.js';
import { isTestGateway } from './lib/payments/test-gateway.js';
import { createRateLimitStore } from './modules/auth/account-rate-limit.js';
import { adminGuestCodesRoutes } from './modules/admin/admin-guest-codes.routes.js';
import { createAdminRolesService } from './modules/admin/admin-roles.service.js';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import { createAdminUsersService } from './modules/admin/admin-users.service.js';
import { promoteConfiguredAdmins } from './modules/admin/configured-admins.js';
import { registerApiDocs } from './modules/api-docs/api-docs.js';
import {
  createAnalyticsRecorder,
  type AnalyticsRecorder,
} from './modules/analytics/analytics-recorder.js';
import { analyticsForgetJob } from './modules/analytics/analytics-maintenance.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createBeaconLimit } from './modules/analytics/beacon-limit.js';
import { createDailySalts } from './modules/analytics/daily-salts.js';
import {
  createStaleProfileReminder,
  staleProfileReminderJob,
} from './modules/analytics/stale-profile-reminder.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { auditLogRoutes } from './modules/audit/audit.routes.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { createAccountMailPacing } from './modules/auth/account-mail-pacing.js';
import { createAccountService } from './modules/auth/account.service.js';
import { createAddressProofs } from './modules/auth/address-proof.js';
import { createBackoffStore } from './modules/auth/attempt-backoff.js';
import { createAuth, trustedOrigins } from './modules/auth/auth.js';
import { guestCleanupJob } from './modules/auth/guest-cleanup.js';
import { devOutboxRoutes } from './modules/auth/dev-outbox.routes.js';
import { createProofOfWork } from './modules/challenge/proof-of-work.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createReadinessProbe, type ReadinessProbe } from './modules/health/readiness.js';
import { createFaqRepository } from './modules/faq/faq.repository.js';
import { faqRoutes } from './modules/faq/faq.routes.js';
import { createFaqService } from './modules/faq/faq.service.js';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { createMilestonesRepository } from './modules/milestones/milestones.repository.js';
import { milestonesRoutes } from './modules/milestones/milestones.routes.js';
import { createMilestonesService } from './modules/milestones/milestones.service.js';
import { createOpenRolesRepository } from './modules/open-roles/open-roles.repository.js';
import { openRolesRoutes } from './modules/open-roles/open-roles.routes.js';
import { createTeamRepository } from './modules/team/team.repository.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { createTeamService } from './modules/team/team.service.js';
import { createOpenRolesService } from './modules/open-roles/open-roles.service.js';
import {
  createRoleExpiryReminder,
  roleExpiryReminderJob,
} from './modules/open-roles/role-expiry-reminder.js';
import { createPasswordAttempts } from './modules/auth/password-attempts.js';
import { moderationAdminRoutes } from './modules/moderation/moderation-admin.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { reportFormRoutes } from './modules/moderation/report-form.routes.js';
import { createOrganizationModerationRepository } from './modules/moderation/organization-moderation.repository.js';
import { createOrganizationModerationService } from './modules/moderation/organization-moderation.service.js';
import { createReportDigest, reportDigestJob } from './modules/moderation/report-digest.js';
import { createReportsRepository } from './modules/moderation/reports.repository.js';
import { createReportsService } from './modules/moderation/reports.service.js';
import {
  createDiscoveryEngine,
  type DiscoveryEngine,
} from './modules/organizations/discovery/discovery-engine.js';
import { discoveryLogPruneJob } from './modules/organizations/discovery/discovery-log-prune.js';
import { createDiscoveryRepository } from './modules/organizations/discovery/discovery.repository.js';
import { createOrganizationImagesRepository } from './modules/organizations/organization-images.repository.js';
import { organizationImagesRoutes } from './modules/organizations/organization-images.routes.js';
import { createOrganizationImagesService } from './modules/organizations/organization-images.service.js';
import { createOrganizationMedia } from './modules/organizations/organization-media.js';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { createOrganizationsService } from './modules/organizations/organizations.service.js';
import { billingReconcileJob } from './modules/payments/billing-reconcile.js';
import {
  createProviderCancellations,
  PROVIDER_CANCELLATION_JOB,
  providerCancellationJob,
} from './modules/payments/provider-cancellations.js';
import { createGuestCodesRepository } from './modules/payments/guest-codes.repository.js';
import { guestCodesRoutes } from './modules/payments/guest-codes.routes.js';
import { createGuestCodesService } from './modules/payments/guest-codes.service.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { testCheckoutRoutes } from './modules/payments/test-checkout.routes.js';
import { webhookRoutes } from './modules/payments/webhook.routes.js';
import { createPageMetaService } from './modules/seo/page-meta.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { createTaxonomyRepository } from './modules/taxonomy/taxonomy.repository.js';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.js';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createWebsiteVerificationRepository } from './modules/website-verification/website-verification.repository.js';
import { websiteVerificationRoutes } from './modules/website-verification/website-verification.routes.js';
import { createWebsiteVerificationService } from './modules/website-verification/website-verification.service.js';
import { registerAuthBridge } from './plugins/auth-bridge.js';
import { signInFormRoutes } from './modules/auth/sign-in-form.routes.js';
import {
  connectionErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/error-handler.js';
import { registerLogRedaction } from './plugins/log-redaction.js';
import { registerLocalMedia } from './plugins/media.js';
import {
  createPublicWriteLimiter,
  withThresholdsAt,
  type PublicWriteBudgets,
} from './plugins/public-write-limit.js';
import { BODY_LIMIT_BYTES, registerRequestHardening } from './plugins/request-hardening.js';
import { registerRequestId, requestIdGenerator } from './plugins/request-id.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import {
  productionTimeouts,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './plugins/server-timeouts.js';
import { registerAdminScope, registerSession } from './plugins/session.js';
import { registerApiOnlyNotFound, registerStaticSpa } from './plugins/static-spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The discovery index of this process: server.ts builds it before listening. */
    discovery: DiscoveryEngine;
    /** Work done outside requests, once across processes (lib/jobs/job-queue.ts). */
    jobs: JobQueue;
    /** What /ready answers; server.ts marks it when shutting down. */
    readiness: ReadinessProbe;
    /** Profile analytics held in memory until the next batched write (tests flush it). */
    analytics: AnalyticsRecorder;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Signs sessions: AUTH_SECRET, or the one kept in the data directory outside production. */
  authSecret: string;
  /** Defaults to SMTP when configured, else the dev outbox. */
  mailer?: Mailer;
  /** The built SPA; omitted, the app serves the API alone (as most tests need). */
  webRoot?: string | undefined;
  /**
   * The web app's server build, which renders pages to full HTML. Omitted, pages are sent with
   * their head only and the app renders in the browser (tests of metadata and statuses).
   */
  webServerEntry?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Where images live; defaults to what the configuration selects (S3 or DATA_DIR/media). */
  imageStorage?: ConfiguredImageStorage;
  /** Defaults to Stripe when configured, else the built-in test checkout. */
  paymentGateway?: PaymentGateway;
  /**
   * The budgets of anonymous writes; the defaults of public-write-limit.ts when omitted.
   * PROOF_OF_WORK_THRESHOLD_PERCENT scales their overall thresholds either way.
   */
  publicWriteBudgets?: PublicWriteBudgets;
  /** How long clients may take to send a request; defaults to the production values. */
  timeouts?: ServerTimeouts;
  /** Told of every route as it is registered, with its options (the route fuzz test). */
  onRoute?: (route: RouteOptions) => void;
}

/** Trust the nearest `hops` proxies (Fastify's types lack its numeric form). */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Wires plugins, then each module's repository, service and routes, explicitly. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: connectionErrorHandler,
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeoutOptions(options.timeouts ?? productionTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerRequestId(app);
  registerLogRedaction(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https://'),
    imageOrigin: config.images.s3 ? new URL(config.images.s3.publicUrl).origin : undefined,
  });
  // gzip at level 4 (brotli is the plugin's quality 4): most of level 6's saving on JSON for a
  // third less CPU, on every answer the busiest routes give.
  await app.register(compress, { threshold: 1024, zlibOptions: { level: 4 } });
  registerRequestHardening(app);
  await registerApiDocs(app, config);

  // The queue starts once every module has defined its jobs, and stops before the database
  // closes, letting the jobs in hand finish.
  const jobs = createJobQueue({ sql: sqlExecutorOf(db), log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const mailer =
    options.mailer ??
    createMailer({
      delivery: config.mail.delivery,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log: {
        info: (message) => app.log.info(message),
        warn: (message) => app.log.warn(message),
        error: (err, message) => app.log.error({ err }, message),
      },
      jobs,
    });
  const rateLimits = createRateLimitStore(db);
  const publicWrites = createPublicWriteLimiter({
    store: rateLimits,
    proofOfWork: createProofOfWork({ authSecret: options.authSecret, store: rateLimits }),
    budgets: withThresholdsAt(
      config.publicWrites.proofOfWorkThresholdPercent,
      options.publicWriteBudgets,
    ),
    log: app.log,
  });
  const auth = createAuth({
    config,
    db,
    mailer,
    secret: options.authSecret,
    publicWrites,
    log: (level, message, ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err);
      app.log[level](
        { ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) },
        `auth: ${message}`,
      );
    },
  });
  registerSession(app, auth);
  registerAuthBridge(app, auth);
  await app.register(signInFormRoutes, { auth, trustedOrigins: trustedOrigins(config) });
  if (mailer.outbox && config.env !== 'production') {
    await app.register(devOutboxRoutes, { outbox: mailer.outbox });
  }

  const imageStorage = options.imageStorage ?? createImageStorage(config);
  jobs.define(imageDiscardJob(imageStorage.storage));
  const imageFiles = createImageFiles(imageStorage.storage, jobs);
  const taxonomy = createTaxonomyService(createTaxonomyRepository(db));
  const paymentGateway = options.paymentGateway ?? createPaymentGateway(config, db);
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    gateway: paymentGateway,
    publicUrl: config.publicUrl,
    logError: (err, message) => app.log.error({ err }, message),
  });
  const guestCodes = createGuestCodesService({
    repository: createGuestCodesRepository(db),
    rateLimits,
  });
  const discoveryRepository = createDiscoveryRepository(db);
  const discoveryEngine = createDiscoveryEngine({ repository: discoveryRepository, log: app.log });
  app.decorate('discovery', discoveryEngine);
  app.addHook('onClose', () => discoveryEngine.settle());
  jobs.define(
    providerCancellationJob(
      createProviderCancellations({
        repository: createPaymentsRepository(db),
        gateway: paymentGateway,
      }),
    ),
  );
  const afterDeletion = () => jobs.send(PROVIDER_CANCELLATION_JOB, {});
  const milestones = createMilestonesService({ repository: createMilestonesRepository(db), db });
  const organizations = createOrganizationsService({
    repository: createOrganizationsRepository(db),
    milestones,
    discovery: { engine: discoveryEngine, repository: discoveryRepository },
    taxonomy,
    imageFiles,
    billing: { afterDeletion },
  });
  const organizationImages = createOrganizationImagesService({
    repository: createOrganizationImagesRepository(db),
    storage: imageStorage.storage,
    files: imageFiles,
    logError: (err, message) => app.log.error({ err }, message),
  });
  const organizationMedia = createOrganizationMedia(db, imageStorage.storage, imageFiles, app.log);
  const newsletter = createNewsletterService(createNewsletterRepository(db));
  const faq = createFaqService(createFaqRepository(db));
  const users = createUsersService({
    repository: createUsersRepository(db),
    passwords: { verify: verifyPassword },
    passwordAttempts: createPasswordAttempts(createBackoffStore(db)),
    imageFiles,
    billing: { afterDeletion, forgetCustomer: payments.forgetCustomer },
  });
  jobs.define(guestCleanupJob(users.deleteStaleGuests));
  jobs.define(
    orphanSweepJob({
      storage: imageStorage.storage,
      referencedUrls: async () => [
        ...(await createOrganizationImagesRepository(db).referencedImageUrls()),
        ...(await organizationMedia.referencedImageUrls()),
      ],
    }),
  );
  jobs.define(discoveryLogPruneJob(db));
  jobs.define(billingReconcileJob(() => payments.reconcile()));

  const account = createAccountService({
    auth,
    proofs: createAddressProofs(db),
    passwordAttempts: createPasswordAttempts(createBackoffStore(db)),
    mailPacing: createAccountMailPacing(rateLimits),
    secret: options.authSecret,
    productName: config.site.productName,
    logError: (err, message) => app.log.error({ err }, message),
  });

  const reports = createReportsService({
    repository: createReportsRepository(db),
    publicWrites,
    secret: options.authSecret,
  });
  const moderation = createOrganizationModerationService({
    repository: createOrganizationModerationRepository(db),
    organizations,
    mailer,
    publicUrl: config.publicUrl,
    productName: config.site.productName,
    logError: (err, message) => app.log.error({ err }, message),
  });
  const adminUsers = createAdminUsersService({
    repository: createAdminUsersRepository(db),
    organizations: moderation,
  });
  const adminRoles = createAdminRolesService({ repository: createAdminUsersRepository(db) });
  const audit = createAuditService({ repository: createAuditRepository(db) });
  jobs.define(
    reportDigestJob(
      createReportDigest({
        reports,
        recipients: async () =>
          (await adminRoles.listAdmins())
            .filter((admin) => admin.emailVerified && !admin.disabled)
            .map((admin) => admin.email),
        mailer,
        publicUrl: config.publicUrl,
        productName: config.site.productName,
      }),
    ),
  );
  const openRolesRepository = createOpenRolesRepository(db);
  const openRoles = createOpenRolesService({ repository: openRolesRepository, db });
  jobs.define(
    roleExpiryReminderJob(
      createRoleExpiryReminder({
        repository: openRolesRepository,
        mailer,
        publicUrl: config.publicUrl,
        productName: config.site.productName,
      }),
    ),
  );
  const team = createTeamService({
    repository: createTeamRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    productName: config.site.productName,
  });
  const websiteVerification = createWebsiteVerificationService({
    repository: createWebsiteVerificationRepository(db),
    rateLimits,
    mailer,
    publicUrl: config.publicUrl,
    productName: config.site.productName,
    allowLoopback: config.websiteVerification.allowLoopback,
  });
  // Analytics count in memory and write in batches; the last batch is written on close.
  const analyticsRepository = createAnalyticsRepository(db);
  const analyticsRecorder = createAnalyticsRecorder({
    repository: analyticsRepository,
    log: app.log,
  });
  app.decorate('analytics', analyticsRecorder);
  app.addHook('onReady', () => analyticsRecorder.start());
  app.addHook('onClose', () => analyticsRecorder.stop());
  const analytics = createAnalyticsService({ repository: analyticsRepository, roles: openRoles });
  jobs.define(analyticsForgetJob(analyticsRepository));
  jobs.define(
    staleProfileReminderJob(
      createStaleProfileReminder({
        repository: analyticsRepository,
        mailer,
        publicUrl: config.publicUrl,
        productName: config.site.productName,
      }),
    ),
  );
  app.addHook('onReady', () => promoteConfiguredAdmins(config.adminEmails, adminRoles, app.log));
  await app.register(reportFormRoutes, { reports, trustedOrigins: trustedOrigins(config) });

  await app.register(
    async (api) => {
      await api.register(taxonomyRoutes, { taxonomy });
      await api.register(organizationsRoutes, { organizations, analytics: analyticsRecorder });
      await api.register(organizationImagesRoutes, { images: organizationImages, rateLimits });
      await api.register(organizationMedia.routes, {
        media: organizationMedia.service,
        rateLimits,
      });
      await api.register(newsletterRoutes, { newsletter, publicWrites });
      await api.register(faqRoutes, { faq });
      await api.register(usersRoutes, { users, auth });
      await api.register(accountRoutes, { account, users });
      await api.register(paymentsRoutes, { payments, rateLimits });
      await api.register(webhookRoutes, { payments });
      await api.register(guestCodesRoutes, { guestCodes });
      await api.register(moderationRoutes, { reports, moderation });
      await api.register(openRolesRoutes, { roles: openRoles });
      await api.register(milestonesRoutes, { milestones });
      await api.register(websiteVerificationRoutes, { verification: websiteVerification });
      await api.register(teamRoutes, { team });
      await api.register(analyticsRoutes, {
        analytics,
        recorder: analyticsRecorder,
        beaconLimit: createBeaconLimit({
          budgets: analyticsRepository,
          salts: createDailySalts(analyticsRepository),
        }),
      });
      // The admin console: every route in this scope answers administrators only.
      await api.register(
        async (admin) => {
          registerAdminScope(admin);
          await admin.register(moderationAdminRoutes, { reports, moderation });
          await admin.register(adminUsersRoutes, { adminUsers });
          await admin.register(adminGuestCodesRoutes, { guestCodes });
          await admin.register(auditLogRoutes, { audit });
        },
        { prefix: '/admin' },
      );
      // Only without Stripe keys, which the configuration never allows in production.
      if (isTestGateway(paymentGateway)) {
        await api.register(testCheckoutRoutes, { gateway: paymentGateway, payments });
      }
    },
    { prefix: '/api' },
  );
  const readiness = createReadinessProbe(db);
  app.decorate('readiness', readiness);
  await app.register(healthRoutes, { readiness });
  await app.register(seoRoutes, { publicUrl: config.publicUrl, organizations, roles: openRoles });
  if (imageStorage.kind === 'local') await registerLocalMedia(app, { root: imageStorage.root });

  if (options.webRoot) {
    const pageMeta = createPageMetaService({ site: config.site, organizations, roles: openRoles });
    await registerStaticSpa(app, {
      webRoot: options.webRoot,
      serverEntry: options.webServerEntry,
      site: config.site,
      pageMeta,
    });
  } else {
    registerApiOnlyNotFound(app);
  }
  return app;
}
