import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ELEMENT_ID, type SiteConfig } from '@catalyst/shared';

/** The web app's server entry (apps/web/src/entry-server.tsx), as its build exports it. */
interface ServerEntry {
  configureServerRendering(options: {
    site: SiteConfig;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  render(
    request: Request,
    serverPage: { viewer: PageViewer | null },
  ): Promise<{ html: string; stateJson: string; routeModules: string[] }>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page request a render serves, for the API calls it makes on the way (by inject). */
const renderingFor = new AsyncLocalStorage<PageVisitor>();

/** Who a page is rendered for, as the API calls the render makes should see them. */
export interface PageVisitor {
  userAgent: string | undefined;
  /** The client's address as this server resolved it (behind a trusted proxy, the client's). */
  clientIp: string;
}

/**
 * The signed-in person a page is for, seen only by what the server alone renders for browsers
 * without JavaScript (the header's account controls); null for a guest or a stranger.
 */
export interface PageViewer {
  email: string;
  name: string;
}

export interface PageRenderer {
  /**
   * The page at `url`, its app rendered into `document` (index.html with the page's head
   * already written in). The visitor's user agent and address are passed on to the API calls
   * the page makes, so what counts people (the directory's appearances, once per client) can
   * tell a crawler's render and one client from another.
   */
  render(
    url: string,
    document: string,
    visitor?: PageVisitor,
    viewer?: PageViewer | null,
  ): Promise<string>;
}

/**
 * The code a page needs beyond the entry's: the page module's chunk and everything it imports,
 * as the build manifest lists them, so the browser fetches them at once instead of one after
 * another once the entry has run.
 */
function preloadTagsFor(modules: string[], manifest: Manifest, document: string): string[] {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // The entry's own chunks are already named by index.html.
  const named = (file: string) => document.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter((file) => !named(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...files]
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ];
}

/**
 * A rendered page is whole and usable before its scripts run (links and forms work without
 * them), so they are fetched at low priority: on a slow connection the HTML and its images
 * come first, and hydration follows instead of holding back the first paint.
 */
function withScriptsAfterContent(document: string): string {
  return document
    .replace(
      /<script type="module" (?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low" ',
    )
    .replace(
      /<link rel="modulepreload" (?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low" ',
    );
}

/**
 * Renders pages with the web app's own server entry: React's server renderer over the same
 * route tree as the browser, with the page's data fetched in-process from this server's API (as
 * a stranger: no cookies travel, so a page never shows one visitor's data to another).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: { webRoot: string; serverEntry: string; site: SiteConfig },
): Promise<PageRenderer> {
  if (!existsSync(options.serverEntry)) {
    throw new Error(
      `The web app's server build is missing: ${options.serverEntry}. Run "npm run build" first.`,
    );
  }
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(
    readFileSync(join(options.webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;

  entry.configureServerRendering({
    site: options.site,
    async transport(url, init) {
      const visitor = renderingFor.getStore();
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          accept: 'application/json',
          ...(visitor?.userAgent ? { 'user-agent': visitor.userAgent } : {}),
        },
        ...(visitor ? { remoteAddress: visitor.clientIp } : {}),
      });
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    },
  });

  // The browser's entry only starts the app, by importing it once the page has painted
  // (entry-client.tsx): the app's code is preloaded with every page, so it is there by then.
  const appModules = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? []);

  const publicOrigin = new URL(options.site.publicUrl).origin;

  // A page's preloads depend only on its modules (the build is fixed): worked out once each.
  const preloadsByPage = new Map<string, string>();
  const preloadsFor = (modules: string[], document: string) => {
    const key = modules.join(' ');
    let tags = preloadsByPage.get(key);
    if (tags === undefined) {
      tags = preloadTagsFor([...appModules, ...modules], manifest, document).join('\n    ');
      preloadsByPage.set(key, tags);
    }
    return tags;
  };

  return {
    async render(url, document, visitor, viewer = null) {
      // Appended, not resolved: `//x` is a path here, never another host.
      const render = () => entry.render(new Request(`${publicOrigin}${url}`), { viewer });
      const result = visitor ? await renderingFor.run(visitor, render) : await render();

      const preloads = preloadsFor(result.routeModules, document);
      const withPreloads = withScriptsAfterContent(document).replace(
        '</head>',
        `  ${preloads}\n  </head>`,
      );
      const [before, after] = withPreloads.split(ROOT_ELEMENT) as [string, string];
      const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${result.stateJson}</script>`;

      return `${before}<div id="root">${result.html}</div>\n    ${state}${after}`;
    },
  };
}
