import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { registerAdminScope } from '../../plugins/session.js';
import { createReportDigest, reportDigestJob, type Moderation } from '../moderation/index.js';
import type { GuestCodesService } from '../payments/index.js';
import { adminGuestCodesRoutes } from './admin-guest-codes.routes.js';
import { adminJobsRoutes } from './admin-jobs.routes.js';
import { createAdminRolesService } from './admin-roles.service.js';
import { createAdminUsersRepository } from './admin-users.repository.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import { promoteConfiguredAdmins } from './configured-admins.js';

export interface AdminModuleOptions extends AppResources {
  moderation: Moderation;
  guestCodes: GuestCodesService;
}

/**
 * The admin console's users, guest codes and scheduled jobs, the administrators named by
 * ADMIN_EMAILS, and the daily digest of reports, which goes to the administrators.
 */
export const adminModule = fp<AdminModuleOptions>(
  async (app, { config, db, jobs, mailer, rateLimits, moderation, guestCodes }) => {
    const repository = createAdminUsersRepository(db);
    const adminUsers = createAdminUsersService({
      repository,
      organizations: moderation.organizations,
    });
    const adminRoles = createAdminRolesService({ repository });
    jobs.define(
      reportDigestJob(
        createReportDigest({
          reports: moderation.reports,
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
    app.addHook('onReady', () => promoteConfiguredAdmins(config.adminEmails, adminRoles, app.log));

    await app.register(
      async (admin) => {
        registerAdminScope(admin);
        await admin.register(adminUsersRoutes, { adminUsers });
        await admin.register(adminGuestCodesRoutes, { guestCodes });
        await admin.register(adminJobsRoutes, { jobs, db, rateLimits });
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'admin' },
);
