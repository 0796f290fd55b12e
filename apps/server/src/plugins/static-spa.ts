import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@catalyst/shared';
import { injectHead, renderHead } from '../modules/seo/html-head.js';
import type { PageMetaService } from '../modules/seo/page-meta.service.js';
import { sendApiNotFound } from './error-handler.js';
import { createPageRenderer } from './server-rendering.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the SPA must never answer, so a typo there stays a real 404. */
const NEVER_SPA = /^\/(api|sitemaps)(\/|$)|^\/(robots\.txt|sitemap\.xml)$/;

export interface StaticSpaOptions {
  /** The web app's build output (index.html and assets/). */
  webRoot: string;
  /**
   * The web app's server build (entry-server.js), which renders pages to full HTML; without
   * it, pages carry their head only and render in the browser.
   */
  serverEntry?: string | undefined;
  site: SiteConfig;
  pageMeta: PageMetaService;
}

/**
 * Serves the built SPA: hashed assets cached for a year, other files briefly, and every page
 * path rendered from index.html with that page's title, description, Open Graph tags and
 * JSON-LD written in, so crawlers and link previews see real content. Unknown paths get the
 * SPA (which shows its 404 page) with a 404 status.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  options: StaticSpaOptions,
): Promise<void> {
  const templatePath = join(options.webRoot, 'index.html');
  if (!existsSync(templatePath)) {
    throw new Error(
      `The web app is not built: ${templatePath} is missing. Run "npm run build" first.`,
    );
  }
  const template = readFileSync(templatePath, 'utf8');
  const renderer = options.serverEntry
    ? await createPageRenderer(app, {
        webRoot: options.webRoot,
        serverEntry: options.serverEntry,
        site: options.site,
      })
    : undefined;

  await app.register(fastifyStatic, {
    root: options.webRoot,
    index: false,
    wildcard: false,
    // index.html is a template: always rendered, never sent raw.
    // The build manifest is for the server's eyes only.
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${join(options.webRoot, 'assets')}`);
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const page = await options.pageMeta.resolve(pathname);
    if ('redirectTo' in page) {
      return reply.header('cache-control', 'no-cache').redirect(`${page.redirectTo}${search}`, 301);
    }
    const document = injectHead(template, renderHead(page.head, options.site));
    const html = renderer ? await renderer.render(request.url, document) : document;
    return reply
      .status(page.statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }

  app.get('/', renderPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (NEVER_SPA.test(pathname)) return sendApiNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendApiNotFound(reply);
    return renderPage(request, reply);
  });
}

/** Without a web build (API-only tests), unknown paths still answer JSON 404s. */
export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) => sendApiNotFound(reply));
}
