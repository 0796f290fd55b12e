import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { createPageMetaService, type PageMetaService } from './page-meta.service.js';
import { feedsRoutes } from './feeds.routes.js';
import { seoRoutes } from './seo.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each page's title, description and links, for the single-page app's HTML. */
    pageMeta: PageMetaService;
  }
}

export interface SeoModuleOptions extends AppResources {
  organizations: OrganizationsService;
  openRoles: OpenRolesService;
}

/** The sitemap, robots.txt and feeds, and the metadata of each page. */
export const seoModule = fp<SeoModuleOptions>(
  async (app, { config, organizations, openRoles }) => {
    app.decorate(
      'pageMeta',
      createPageMetaService({ site: config.site, organizations, roles: openRoles }),
    );
    await app.register(seoRoutes, { publicUrl: config.publicUrl, organizations, roles: openRoles });
    await app.register(feedsRoutes, {
      context: { publicUrl: config.publicUrl, productName: config.site.productName },
      organizations,
      roles: openRoles,
    });
  },
  { name: 'seo' },
);
