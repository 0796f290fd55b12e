import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { OpenRolesService } from '../open-roles/index.js';
import { analyticsForgetJob } from './analytics-maintenance.js';
import { createAnalyticsRecorder, type AnalyticsRecorder } from './analytics-recorder.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { analyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';
import { createBeaconLimit } from './beacon-limit.js';
import { createDailySalts } from './daily-salts.js';
import { createStaleProfileReminder, staleProfileReminderJob } from './stale-profile-reminder.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profile analytics held in memory until the next batched write (tests flush it). */
    analytics: AnalyticsRecorder;
  }
}

export interface AnalyticsModuleOptions extends AppResources {
  /** A profile's statistics count its open roles. */
  openRoles: OpenRolesService;
}

/** Profile analytics: the recorder, the owners' statistics, and their jobs. */
export const analyticsModule = fp<AnalyticsModuleOptions>(
  async (app, { config, db, jobs, mailer, openRoles }) => {
    const repository = createAnalyticsRepository(db);
    // Counts are kept in memory and written in batches; the last batch is written on close.
    const recorder = createAnalyticsRecorder({ repository, log: app.log });
    app.decorate('analytics', recorder);
    app.addHook('onReady', () => recorder.start());
    app.addHook('onClose', () => recorder.stop());
    jobs.define(analyticsForgetJob(repository));
    jobs.define(
      staleProfileReminderJob(
        createStaleProfileReminder({
          repository,
          mailer,
          publicUrl: config.publicUrl,
          productName: config.site.productName,
        }),
      ),
    );
    await app.register(analyticsRoutes, {
      prefix: '/api',
      analytics: createAnalyticsService({ repository, roles: openRoles }),
      recorder,
      beaconLimit: createBeaconLimit({ budgets: repository, salts: createDailySalts(repository) }),
    });
  },
  { name: 'analytics' },
);
