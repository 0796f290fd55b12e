import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { alertDigestJob, createAlertDigest } from './alert-digest.js';
import { createAlertsRepository } from './alerts.repository.js';
import { alertsRoutes } from './alerts.routes.js';

export interface AlertsModuleOptions extends AppResources {
  organizations: OrganizationsService;
  openRoles: OpenRolesService;
}

/**
 * The loop that brings people back: digests of what is new for their saved searches and the
 * organizations they follow, their settings, and a one-click way out of all of it.
 */
export const alertsModule = fp<AlertsModuleOptions>(
  async (app, { config, db, jobs, mailer, rateLimits, authSecret, organizations, openRoles }) => {
    const repository = createAlertsRepository(db);
    jobs.define(
      alertDigestJob(
        createAlertDigest({
          repository,
          organizations,
          roles: openRoles,
          mailer,
          publicUrl: config.publicUrl,
          productName: config.site.productName,
          secret: authSecret,
        }),
      ),
    );
    await app.register(alertsRoutes, { repository, rateLimits, secret: authSecret });
  },
  { name: 'alerts' },
);
