import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { embedsRoutes } from './embeds.routes.js';

export interface EmbedsModuleOptions extends AppResources {
  organizations: OrganizationsService;
  openRoles: OpenRolesService;
}

/** What an organization shows on its own site: its roles in an iframe, and its badge. */
export const embedsModule = fp<EmbedsModuleOptions>(
  async (app, { config, organizations, openRoles }) => {
    await app.register(embedsRoutes, {
      publicUrl: config.publicUrl,
      productName: config.site.productName,
      organizations,
      roles: openRoles,
    });
  },
  { name: 'embeds' },
);
