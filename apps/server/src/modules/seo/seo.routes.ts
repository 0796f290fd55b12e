import { appRoutes, routePath } from '@catalyst/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import type { OpenRolesService } from '../open-roles/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { escapeHtml } from '../../lib/html-escape.js';

/** The protocol's limit is 50,000 URLs a file; past it /sitemap.xml becomes an index. */
const URLS_PER_SITEMAP = 45_000;
const STATIC_PAGES = [
  appRoutes.home,
  appRoutes.about,
  appRoutes.contact,
  appRoutes.faq,
  appRoutes.privacy,
];

/**
 * A numbered sitemap's page as the index writes it: decimal digits, from 1, at most six of
 * them (45 billion addresses). Anything else (`1e3`, `0x1`, twenty nines) names no file we
 * list, and a page that large would only overflow the query's offset.
 */
const SITEMAP_PAGE = /^[1-9]\d{0,5}$/;

function sitemapPage(text: string): number | undefined {
  return SITEMAP_PAGE.test(text) ? Number(text) : undefined;
}

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

/** A crawler file's answer in the reference: text, never JSON, so nothing serializes it. */
function crawlerFile(description: string, type: 'text/plain' | 'application/xml') {
  return { description, content: { [type]: { schema: z.string() } } };
}

const sitemap = (description: string) => crawlerFile(description, 'application/xml');

export async function seoRoutes(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    organizations: OrganizationsService;
    /** Open roles have pages of their own, listed until their last day. */
    roles: Pick<OpenRolesService, 'countListedOpen' | 'listListedOpen'>;
  },
): Promise<void> {
  const { publicUrl, organizations, roles } = options;
  const absolute = (path: string) => escapeHtml(`${publicUrl}${path}`);

  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        summary: 'The rules for crawlers',
        description: 'Keeps crawlers out of the API and private pages, and names the sitemap.',
        tags: ['Crawlers'],
        response: { 200: crawlerFile('The rules, as plain text.', 'text/plain') },
      },
    },
    async (_request, reply) => {
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
    },
  );

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

  async function roleEntries(page: number): Promise<string[]> {
    const rows = await roles.listListedOpen(page * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
    return rows.map((row) =>
      urlEntry(routePath('organizationRole', { orgId: row.slug, roleId: row.id }), row.updatedAt),
    );
  }

  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemap',
        summary: 'The sitemap',
        description: `The static pages and every published profile; past ${URLS_PER_SITEMAP} addresses, an index of numbered sitemaps instead.`,
        tags: ['Crawlers'],
        response: { 200: sitemap('A sitemap, or a sitemap index.') },
      },
    },
    async (_request, reply) => {
      const [total, roleTotal] = await Promise.all([
        organizations.countPublished(),
        roles.countListedOpen(),
      ]);
      if (total + roleTotal + STATIC_PAGES.length <= URLS_PER_SITEMAP) {
        const entries = [
          ...STATIC_PAGES.map((path) => urlEntry(path)),
          ...(await organizationEntries(0)),
          ...(await roleEntries(0)),
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
      for (let page = 1; page <= Math.ceil(roleTotal / URLS_PER_SITEMAP); page += 1) {
        files.push(`/sitemaps/roles-${page}.xml`);
      }
      const entries = files.map((path) => `<sitemap><loc>${absolute(path)}</loc></sitemap>`);
      return sendXml(
        reply,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`,
      );
    },
  );

  app.get(
    '/sitemaps/pages.xml',
    {
      schema: {
        operationId: 'getPagesSitemap',
        summary: 'The sitemap of the static pages',
        description: 'Listed by the sitemap index once the profiles need files of their own.',
        tags: ['Crawlers'],
        response: { 200: sitemap('A sitemap.') },
      },
    },
    async (_request, reply) =>
      sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${STATIC_PAGES.map((path) => urlEntry(path)).join('')}</urlset>`,
      ),
  );

  app.get<{ Params: { page: string } }>(
    '/sitemaps/organizations-:page.xml',
    {
      schema: {
        operationId: 'getOrganizationsSitemap',
        summary: 'A numbered sitemap of published profiles',
        description: `Page 1 onwards, ${URLS_PER_SITEMAP} profiles each, as the sitemap index lists them.`,
        tags: ['Crawlers'],
        response: { 200: sitemap('A sitemap.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = sitemapPage(request.params.page);
      if (page === undefined) return reply.callNotFound();
      const entries = await organizationEntries(page - 1);
      if (entries.length === 0) return reply.callNotFound();
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`,
      );
    },
  );

  app.get<{ Params: { page: string } }>(
    '/sitemaps/roles-:page.xml',
    {
      schema: {
        operationId: 'getRolesSitemap',
        summary: 'A numbered sitemap of open roles',
        description: `Page 1 onwards, ${URLS_PER_SITEMAP} role pages each, as the sitemap index lists them: the roles open today.`,
        tags: ['Crawlers'],
        response: { 200: sitemap('A sitemap.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = sitemapPage(request.params.page);
      if (page === undefined) return reply.callNotFound();
      const entries = await roleEntries(page - 1);
      if (entries.length === 0) return reply.callNotFound();
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`,
      );
    },
  );
}
