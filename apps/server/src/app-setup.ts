import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Registry } from 'prom-client';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/client.js';
import type { AppResources } from './lib/app-resources.js';
import type { PaymentGateway } from './lib/payments/payment-gateway.js';
import {
  createImageStorage,
  type ConfiguredImageStorage,
} from './lib/image-storage/create-image-storage.js';
import { createImageFiles, imageDiscardJob } from './lib/image-storage/image-files.js';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue.js';
import { sqlExecutorOf } from './lib/jobs/sql-executor.js';
import { registerConditionalGet } from './plugins/conditional-get.js';
import { registerLatePublicAnswers } from './plugins/late-public-answers.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { jobAttemptRecorder } from './lib/metrics/job-metrics.js';
import { createMetricsRegistry } from './lib/metrics/metrics-registry.js';
import { createRateLimitStore } from './lib/rate-limit/rate-limit-store.js';
import { registerApiDocs } from './modules/api-docs/index.js';
import { AUTH_BASE_PATH } from './modules/auth/index.js';
import type { PublicWriteBudgets } from './modules/challenge/index.js';
import {
  connectionErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/error-handler.js';
import { registerLogRedaction } from './plugins/log-redaction.js';
import { BODY_LIMIT_BYTES, registerRequestHardening } from './plugins/request-hardening.js';
import { registerRequestId, requestIdGenerator } from './plugins/request-id.js';
import { registerRequestMetrics } from './plugins/request-metrics.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import {
  productionTimeouts,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './plugins/server-timeouts.js';

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
  /**
   * With purges on, how long a public answer may take and still be stored by a shared cache;
   * LATE_PUBLIC_ANSWER_MS when omitted. Tests set 0 to make every answer late.
   */
  latePublicAnswerMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done outside requests, once across processes (lib/jobs/job-queue.ts). */
    jobs: JobQueue;
    /**
     * This app's Prometheus registry, served at /metrics: any module may register its own
     * metrics on it (docs/decisions/0041-prometheus-metrics.md).
     */
    metrics: Registry;
  }
}

/** Trust the nearest `hops` proxies (Fastify's types lack its numeric form). */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The Fastify server with what every route relies on: ids, errors, headers, limits, docs. */
export async function createServer(options: BuildAppOptions) {
  const { config } = options;
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

  // First, so every route registered after is counted and timed.
  const metrics = createMetricsRegistry();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  registerRequestId(app);
  registerLogRedaction(app);
  // Better Auth's endpoints, behind the bridge's one wildcard route, answer errors flat.
  registerErrorHandling(app, { flatErrorRoutes: [`${AUTH_BASE_PATH}/*`] });
  await registerSecurityHeaders(app, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https://'),
    imageOrigin: config.images.s3 ? new URL(config.images.s3.publicUrl).origin : undefined,
  });
  // First, so that a late answer is no longer public for the hooks after it. Only a shared
  // cache that is purged needs it: without purges, its copies end with their s-maxage.
  if (config.publicCache.purge) registerLatePublicAnswers(app, options.latePublicAnswerMs);
  // Before compression's own hook: the etag is made from the body as serialized.
  registerConditionalGet(app);
  // gzip at level 4 (brotli is the plugin's quality 4): most of level 6's saving on JSON for a
  // third less CPU, on every answer the busiest routes give.
  await app.register(compress, { threshold: 1024, zlibOptions: { level: 4 } });
  registerRequestHardening(app);
  await registerApiDocs(app, config);
  return app;
}

/**
 * The app-wide objects every module is given (lib/app-resources.ts), each built once: the job
 * queue, the mailer, the rate-limit store and image storage.
 */
export function createResources(
  app: Awaited<ReturnType<typeof createServer>>,
  options: BuildAppOptions,
) {
  const { config, db } = options;
  // The queue starts once every module has defined its jobs, and stops before the database
  // closes, letting the jobs in hand finish.
  const jobs = createJobQueue({
    sql: sqlExecutorOf(db),
    log: app.log,
    onAttempt: jobAttemptRecorder(app.metrics),
  });
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
  const imageStorage = options.imageStorage ?? createImageStorage(config);
  jobs.define(imageDiscardJob(imageStorage.storage));
  const resources: AppResources = {
    config,
    db,
    authSecret: options.authSecret,
    jobs,
    mailer,
    rateLimits: createRateLimitStore(db),
    images: { storage: imageStorage.storage, files: createImageFiles(imageStorage.storage, jobs) },
  };
  return { resources, imageStorage };
}
