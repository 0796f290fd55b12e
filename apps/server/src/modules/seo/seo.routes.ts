import { appRoutes, routePath } from '@catalyst/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrganizationsService } from '../organizations/organizations.service.js';
import { escapeHtml } from './html-head.js';

/** The protocol's limit is 50,000 URLs a file; past it /sitemap.xml becomes an index. */
const URLS_PER_SITEMAP = 45_000;
const STATIC_PAGES = [
  appRoutes.home,
  appRoutes.about,
  appRoutes.contact,
  appRoutes.faq,
  appRoutes.privacy,
];

const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/profile',
  '/submit-organization',
  '/payments/',
  '/verify-email',
  '/reset-password',
  '/organizations/*/edit',
];

export async function seoRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; organizations: OrganizationsService },
): Promise<void> {
  const { publicUrl, organizations } = options;
  const absolute = (path: string) => escapeHtml(`${publicUrl}${path}`);

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  const urlEntry = (path: string, lastModified?: Date) =>
    `<url><loc>${absolute(path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;

  const sendXml = (reply: FastifyReply, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=900')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);

  async function organizationEntries(page: number): Promise<string[]> {
    const rows = await organizations.listPublishedForSitemap(
      page * URLS_PER_SITEMAP,
      URLS_PER_SITEMAP,
    );
    return rows.map((row) =>
      urlEntry(routePath('organization', { orgId: row.slug }), row.updatedAt),
    );
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const total = await organizations.countPublished();
    if (total + STATIC_PAGES.length <= URLS_PER_SITEMAP) {
      const entries = [
        ...STATIC_PAGES.map((path) => urlEntry(path)),
        ...(await organizationEntries(0)),
      ];
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`,
      );
    }
    // Too many profiles for one file: an index of the static pages and numbered profile files.
    const files = ['/sitemaps/pages.xml'];
    for (let page = 1; page <= Math.ceil(total / URLS_PER_SITEMAP); page += 1) {
      files.push(`/sitemaps/organizations-${page}.xml`);
    }
    const entries = files.map((path) => `<sitemap><loc>${absolute(path)}</loc></sitemap>`);
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`,
    );
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    sendXml(
      reply,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${STATIC_PAGES.map((path) => urlEntry(path)).join('')}</urlset>`,
    ),
  );

  app.get<{ Params: { page: string } }>(
    '/sitemaps/organizations-:page.xml',
    async (request, reply) => {
      const page = Number(request.params.page);
      if (!Number.isInteger(page) || page < 1) return reply.callNotFound();
      const entries = await organizationEntries(page - 1);
      if (entries.length === 0) return reply.callNotFound();
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`,
      );
    },
  );
}
