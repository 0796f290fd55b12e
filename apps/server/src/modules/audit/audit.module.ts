import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { registerAdminScope } from '../../plugins/session.js';
import { createAuditRepository } from './audit.repository.js';
import { auditLogRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/** The audit log, read in the admin console. */
export const auditModule = fp<AppResources>(
  async (app, { db }) => {
    const audit = createAuditService({ repository: createAuditRepository(db) });
    await app.register(
      async (admin) => {
        registerAdminScope(admin);
        await admin.register(auditLogRoutes, { audit });
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'audit' },
);
