import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutViewSource, type SiteConfig } from '@catalyst/shared';
import { injectHead, renderHead, type PageMetaService } from '../modules/seo/index.js';
import {
  isNotModified,
  markPublic,
  PERSONAL_CACHE_CONTROL,
  weakEtagOf,
} from '../lib/public-cache/http-caching.js';
import {
  planPage,
  readsWithin,
  stampOf,
  stillCurrent,
  type PagePlan,
} from '../lib/public-cache/page-dependencies.js';
import type { PageVersions, PageVersionsReader } from '../lib/public-cache/page-versions.js';
import type {
  EncodedBody,
  PageHead,
  RenderedPage,
  RenderedPages,
} from '../lib/public-cache/rendered-pages.js';
import { isAutomated } from '../lib/automated-clients.js';
import { sendApiNotFound } from './error-handler.js';
import { inlineStylesheets } from './inline-stylesheets.js';
import { createPageRenderer, type PageViewer, type RenderedDocument } from './server-rendering.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the SPA must never answer, so a typo there stays a real 404. */
const NEVER_SPA = /^\/(api|sitemaps)(\/|$)|^\/(robots\.txt|sitemap\.xml)$/;

interface StaticSpaOptions {
  /** The web app's build output (index.html and assets/). */
  webRoot: string;
  /**
   * The web app's server build (dist-server/entry-server.js), which renders pages to full
   * HTML; without it, pages carry their head only and render in the browser.
   */
  serverEntry?: string | undefined;
  site: SiteConfig;
  pageMeta: PageMetaService;
  /**
   * Pages rendered for strangers kept in memory, checked against the versions of what they
   * show on every request (docs/decisions/0039-public-pages-cached-never-stale.md).
   */
  cache?: { versions: PageVersionsReader; pages: RenderedPages } | undefined;
  /**
   * Where the directory's appearances go (the analytics module's recorder). A render asks the
   * directory, which counts them; a kept page served again does not, so it is counted here.
   */
  appearances?: { appearances(organizationIds: readonly string[], clientIp: string): void };
}

/** A stranger's page is the same all day: what depends on the date (a role's last day) turns at midnight UTC. */
const utcDay = () => new Date().toISOString().slice(0, 10);

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
  const inlined = inlineStylesheets(readFileSync(templatePath, 'utf8'), options.webRoot);
  const renderer = options.serverEntry
    ? await createPageRenderer(app, {
        webRoot: options.webRoot,
        serverEntry: options.serverEntry,
        site: options.site,
        template: inlined,
      })
    : undefined;
  const template = renderer ? renderer.template : inlined;
  // A new build renders pages differently: its pages get new etags.
  const buildId = weakEtagOf(template);

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

  /** The page's head and, with the web's server build, its rendered app. */
  async function produce(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: PageViewer | null,
    siteVersion?: number,
  ): Promise<({ statusCode: number } & RenderedDocument) | undefined> {
    const { pathname, search } = addressOf(request);
    const page = await options.pageMeta.resolve(pathname);
    if ('redirectTo' in page) {
      reply.header('cache-control', 'no-cache').redirect(`${page.redirectTo}${search}`, 301);
      return undefined;
    }
    const headHtml = renderHead(page.head, options.site);
    if (!renderer) {
      return {
        statusCode: page.statusCode,
        html: Buffer.from(injectHead(template, headHtml)),
        apiPaths: [],
        listed: [],
        keys: [],
        keysComplete: true,
      };
    }
    // The profile the head was made from is the one its API address answers, and its roles
    // were read with it: neither is read twice, nor through a request of its own.
    const primed = new Map<string, unknown>();
    if (page.profile) {
      // A profile page's address is its slug (any other ref was redirected above).
      const profilePath = `/api/organizations/${encodeURIComponent(page.profile.slug)}`;
      primed.set(profilePath, { data: page.profile });
      if (page.profileRoles) {
        primed.set(`${profilePath}/roles`, { data: page.profileRoles });
      }
    }
    // The marker of a visit through an embed or a feed is read by the page in the browser; the
    // server renders as if it were absent, so a kept page never carries it into other visits.
    const rendered = await renderer.render(withoutViewSource(request.url), headHtml, {
      visitor: { userAgent: request.headers['user-agent'], clientIp: request.ip },
      viewer,
      primed,
      siteVersion,
    });
    return { statusCode: page.statusCode, ...rendered };
  }

  function sendKept(reply: FastifyReply, page: PageHead, { body, encoding }: EncodedBody): void {
    markPublic(reply, page.keys, page.etag);
    reply
      .status(page.statusCode)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
  }

  /**
   * Keeps a directory page rendered at earlier versions on under today's `etag` when none of
   * the changes since shows on it (stillCurrent): an edit elsewhere in the directory does not
   * make every home page render again. The same test decides whether a shared cache may keep
   * a render a change overtook, and which pages a purge ends.
   */
  async function carryOver(
    cache: NonNullable<StaticSpaOptions['cache']>,
    address: string,
    plan: PagePlan,
    now: { versions: PageVersions; day: string; etag: string },
  ): Promise<void> {
    const entry = cache.pages.peek(address);
    const was = entry?.renderedAt;
    if (!entry || !was || entry.etag === now.etag || was.day !== now.day) return;
    // A request that read the versions before this copy was made has nothing to carry it to.
    if (was.versions.listing > now.versions.listing) return;
    const unchanged = await stillCurrent(
      plan,
      { before: was.versions, after: now.versions },
      entry.keys,
      cache.versions.listingChangeKeys,
    );
    if (unchanged) {
      cache.pages.restamp(address, entry, {
        etag: now.etag,
        renderedAt: { versions: now.versions, day: now.day },
      });
    }
  }

  /**
   * A stranger's page: answered from memory, or with 304, while the versions of what it shows
   * are those it was rendered at (or later ones that leave it as it was); otherwise rendered,
   * and kept when it read only what its versions cover. False when the address is not one such
   * pages are kept for (nothing sent).
   * (A reply is thenable, resolving once sent, so whether one was sent is said with a boolean.)
   */
  async function answerStranger(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const cache = options.cache;
    const plan = cache && renderer ? planPage(addressOf(request).pathname) : undefined;
    if (!cache || !plan) return false;
    const versions = await cache.versions.read(plan.slug);
    const stamped = stampOf(plan, versions);
    if (!stamped) return false;
    const day = utcDay();
    // One page, etag and kept copy whether or not the address carries an embed's or a feed's
    // marker (deploy/varnish/catalyst.vcl shares its copy the same way).
    const address = withoutViewSource(request.url);
    const etag = weakEtagOf(buildId, address, day, stamped.stamp);
    if (plan.listing) await carryOver(cache, address, plan, { versions, day, etag });
    if (isNotModified(request, etag)) {
      // A 304 replaces a shared cache's keys with its own, and a directory page's keys name
      // the organizations it shows, which only a render (or its kept copy) knows.
      const copy = cache.pages.peek(address);
      const keys = plan.listing ? (copy?.etag === etag ? copy.keys : undefined) : stamped.keys;
      if (keys) {
        markPublic(reply, keys, etag);
        reply.status(304).send();
        return true;
      }
    }
    const acceptEncoding = request.headers['accept-encoding'];
    const kept = cache.pages.get(address, etag);
    if (kept) {
      // A 304 above needs no count: its etag names the UTC day, so that client was served
      // this page, and counted, earlier today.
      if (kept.listed.length > 0 && !isAutomated(request.headers['user-agent'])) {
        options.appearances?.appearances(kept.listed, request.ip);
      }
      sendKept(reply, kept, await cache.pages.bodyFor(address, kept, acceptEncoding));
      return true;
    }

    const produced = await produce(request, reply, null, versions.site);
    if (!produced) return true;
    const page: RenderedPage = {
      etag,
      statusCode: produced.statusCode,
      html: produced.html,
      gzipPrefix: produced.gzipPrefix,
      keys: [...new Set([...stamped.keys, ...produced.keys])],
      listed: produced.listed,
      renderedAt: { versions, day },
    };
    // Only a whole, public page is kept; a not-found or gone one is rendered each time. A
    // render takes a while, and one a write overtook must not reach a shared cache after that
    // write's purge (with the requests a CDN held back for it): the versions are read again.
    if (
      produced.statusCode === 200 &&
      produced.keysComplete &&
      readsWithin(plan, produced.apiPaths) &&
      (await stillCurrent(
        plan,
        { before: versions, after: await cache.versions.read(plan.slug) },
        page.keys,
        cache.versions.listingChangeKeys,
      ))
    ) {
      sendKept(reply, page, await cache.pages.keep(address, page, acceptEncoding));
      return true;
    }
    request.log.debug(
      { statusCode: produced.statusCode, apiPaths: produced.apiPaths },
      'page not kept: not found, read beyond what its versions cover, or changed meanwhile',
    );
    reply
      .status(produced.statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(produced.html);
    return true;
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const viewer = renderer ? await viewerOf(request) : null;
    if (!viewer && (await answerStranger(request, reply))) return reply;
    const produced = await produce(request, reply, viewer);
    if (!produced) return reply;
    return (
      reply
        .status(produced.statusCode)
        .type('text/html; charset=utf-8')
        // A page that names its viewer (the header without JavaScript) is theirs alone.
        .header('cache-control', viewer ? PERSONAL_CACHE_CONTROL : 'no-cache')
        .send(produced.html)
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
