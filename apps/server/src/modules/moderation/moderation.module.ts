import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { registerAdminScope } from '../../plugins/session.js';
import type { PublicWriteLimiter } from '../challenge/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { moderationAdminRoutes } from './moderation-admin.routes.js';
import { moderationRoutes } from './moderation.routes.js';
import { createOrganizationModerationRepository } from './organization-moderation.repository.js';
import {
  createOrganizationModerationService,
  type OrganizationModerationService,
} from './organization-moderation.service.js';
import { reportFormRoutes } from './report-form.routes.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService, type ReportsService } from './reports.service.js';

/** Reports, and what moderators and owners do about an organization. */
export interface Moderation {
  reports: ReportsService;
  organizations: OrganizationModerationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For the admin console: its users' organizations, and the report digest. */
    moderation: Moderation;
  }
}

export interface ModerationModuleOptions extends AppResources {
  organizations: OrganizationsService;
  /** Reports are anonymous writes, within their budget. */
  publicWrites: PublicWriteLimiter;
  /** The origins the HTML report form accepts posts from. */
  trustedOrigins: string[];
}

/** Reports, hiding and restoring organizations: services and routes, public and admin. */
export const moderationModule = fp<ModerationModuleOptions>(
  async (app, options) => {
    const { config, db, authSecret, mailer, organizations, publicWrites, trustedOrigins } = options;
    const reports = createReportsService({
      repository: createReportsRepository(db),
      publicWrites,
      secret: authSecret,
    });
    const moderation = createOrganizationModerationService({
      repository: createOrganizationModerationRepository(db),
      organizations,
      mailer,
      publicUrl: config.publicUrl,
      productName: config.site.productName,
      logError: (err, message) => app.log.error({ err }, message),
    });
    app.decorate('moderation', { reports, organizations: moderation });

    await app.register(reportFormRoutes, { reports, trustedOrigins });
    await app.register(moderationRoutes, { prefix: '/api', reports, moderation });
    await app.register(
      async (admin) => {
        registerAdminScope(admin);
        await admin.register(moderationAdminRoutes, { reports, moderation });
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'moderation' },
);
