import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@catalyst/shared';
import { injectHead, renderHead } from '../modules/seo/html-head.js';
import type { PageMetaService } from '../modules/seo/page-meta.service.js';
import { sendApiNotFound } from './error-handler.js';
import { inlineStylesheets } from './inline-stylesheets.js';
import { createPageRenderer, type PageViewer } from './server-rendering.js';

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
 * The path and query a request asked for. Appended to an origin, not resolved against one: a
 * path such as `//host/x` would otherwise read as another host's address (or not parse).
 */
function addressOf(request: FastifyRequest): URL {
  return new URL(`http://localhost${request.url}`);
}

/**
 * The signed-in person (not a guest) a page is for, read only when the request carries a
 * session cookie: the server-rendered header shows them their account and a Logout form, which
 * is all a browser without JavaScript has (docs/decisions/0032-forms-that-work-without-javascript.md).
 */
async function viewerOf(request: FastifyRequest): Promise<PageViewer | null> {
  if (!request.headers.cookie?.includes('session_token')) return null;
  const session = await request.session();
  if (!session || session.user.isAnonymous) return null;
  return { email: session.user.email, name: session.user.name };
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
  const template = inlineStylesheets(readFileSync(templatePath, 'utf8'), options.webRoot);
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
    const { pathname, search } = addressOf(request);
    const page = await options.pageMeta.resolve(pathname);
    if ('redirectTo' in page) {
      return reply.header('cache-control', 'no-cache').redirect(`${page.redirectTo}${search}`, 301);
    }
    const document = injectHead(template, renderHead(page.head, options.site));
    const viewer = renderer ? await viewerOf(request) : null;
    const html = renderer
      ? await renderer.render(
          request.url,
          document,
          { userAgent: request.headers['user-agent'], clientIp: request.ip },
          viewer,
        )
      : document;
    return (
      reply
        .status(page.statusCode)
        .type('text/html; charset=utf-8')
        // A page that names its viewer (the header without JavaScript) is theirs alone.
        .header('cache-control', viewer ? 'private, no-cache' : 'no-cache')
        .send(html)
    );
  }

  // Pages are a route of their own, not the not-found handler: route hooks (compression among
  // them) apply only to routes, and a page's HTML is the largest text the server sends.
  // Files and API routes are more specific and match first.
  app.get('/*', async (request, reply) => {
    const { pathname } = addressOf(request);
    if (NEVER_SPA.test(pathname)) return sendApiNotFound(reply);
    return renderPage(request, reply);
  });
  app.get('/', renderPage);

  app.setNotFoundHandler(async (_request, reply) => sendApiNotFound(reply));
}

/** Without a web build (API-only tests), unknown paths still answer JSON 404s. */
export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) => sendApiNotFound(reply));
}
