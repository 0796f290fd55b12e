import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createOpenRolesRepository } from './open-roles.repository.js';
import { openRolesRoutes } from './open-roles.routes.js';
import { createOpenRolesService, type OpenRolesService } from './open-roles.service.js';
import { createRoleExpiryReminder, roleExpiryReminderJob } from './role-expiry-reminder.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Organizations' open roles, for analytics and the pages' metadata. */
    openRoles: OpenRolesService;
  }
}

/** Organizations' open roles: their service, routes and expiry reminder. */
export const openRolesModule = fp<AppResources>(
  async (app, { config, db, jobs, mailer }) => {
    const repository = createOpenRolesRepository(db);
    const roles = createOpenRolesService({ repository });
    app.decorate('openRoles', roles);
    jobs.define(
      roleExpiryReminderJob(
        createRoleExpiryReminder({
          repository,
          mailer,
          publicUrl: config.publicUrl,
          productName: config.site.productName,
        }),
      ),
    );
    await app.register(openRolesRoutes, { prefix: '/api', roles });
  },
  { name: 'open-roles' },
);
