import { dehydrate, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@catalyst/shared';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { AppProviders } from './app/providers';
import {
  AppRoutes,
  importPage,
  matchPageOnServer,
  pageModulePath,
  ServerAppRoutes,
} from './app/routes';
import { ServerPageContext, type ServerPage } from '@/lib/server-page';
import { serializeServerState } from './app/server-state';
import { applySiteConfig } from './config/site-config';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export interface ServerRenderingOptions {
  site: SiteConfig;
  /** Answers the app's API requests in-process, as a stranger (no cookies). */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

/** Set once at start-up: the deployment's details and how the app reaches the API. */
export function configureServerRendering({ site, transport }: ServerRenderingOptions): void {
  applySiteConfig(site);
  setApiTransport(transport);
}

export interface RenderResult {
  /**
   * The app's HTML, what goes inside #root, as the UTF-8 bytes React wrote: the server puts
   * them into the page as they are, never decoding them only to encode them again.
   */
  html: Uint8Array;
  /** The JSON the browser hydrates from (router data and query cache). */
  stateJson: string;
  /** The source modules of the matched pages, for the build manifest's preload links. */
  routeModules: string[];
}

/** How React marks a Suspense boundary it will reveal later with a script. */
const PENDING_BOUNDARY = '<!--$?-->';
/** How React marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The whole page in one synchronous pass, when no part of it suspends or fails: React's
 * synchronous renderer writes one string, where the streaming one encodes a chunk per element
 * and hands them over through a stream (0.4 ms of a profile's 8.6 on the server's thread). The
 * markup is the same (entry-server.test.tsx). A page's data is in the cache before rendering,
 * so only a lazy part met for the first time suspends; then, or on an error, the page is left
 * to `prerender`, which waits for what suspends and reports what failed.
 */
function renderAtOnce(app: ReactNode): Buffer | undefined {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return undefined;
  }
  return html.includes(CLIENT_RENDERED_BOUNDARY) || html.includes(PENDING_BOUNDARY)
    ? undefined
    : Buffer.from(html);
}

/**
 * The whole page once every part of it is ready: crawlers and visitors without JavaScript get
 * all of it, and each Suspense boundary arrives complete.
 */
async function prerender(app: ReactNode): Promise<Buffer> {
  const { prelude } = await prerenderToNodeStream(app, {
    // React sends a large boundary's content after the rest, revealed by an inline script
    // (which the CSP forbids) for an earlier first paint; the page comes whole, in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // React then leaves that part for the browser to render; say why.
      console.error('Server rendering failed in part of the page', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Renders the page at `request.url` with React's server renderer, through the same route tree
 * the browser uses. Resolves once the whole page is ready (its data is in the cache before
 * rendering; only lazy parts of the layout suspend, once), which is what crawlers and visitors
 * without JavaScript need. `serverPage` says who asked, for what only the server renders (the
 * header's account controls inside `<noscript>`); the rest of the page is the same for everyone.
 */
export async function render(
  request: Request,
  serverPage: ServerPage = { viewer: null },
): Promise<RenderResult> {
  const url = new URL(request.url);
  const page = matchPageOnServer(url.pathname);
  const queryClient = createQueryClient();
  if (page) {
    // The page's code first (so it renders at once), then what it shows, into the cache.
    const { handle } = await importPage(page.id);
    await handle?.prefetch?.({ queryClient, url, params: page.params });
  }
  const stateJson = serializeServerState({
    queries: dehydrate(queryClient, {
      // An error answer (not found, not published) is what the page shows: it travels too.
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
  });

  const app = (
    <StrictMode>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <ServerPageContext value={serverPage}>
          <AppProviders queryClient={queryClient}>
            {page ? <ServerAppRoutes routes={page.routes} /> : <AppRoutes />}
          </AppProviders>
        </ServerPageContext>
      </StaticRouter>
    </StrictMode>
  );

  const html = renderAtOnce(app) ?? (await renderWaiting(app));
  return { html, stateJson, routeModules: page ? [pageModulePath(page.id)] : [] };
}

/** The page through the streaming renderer, which waits for what suspends. */
async function renderWaiting(app: ReactNode): Promise<Buffer> {
  const html = await prerender(app);
  // A lazy part (a form in the footer, say) suspends the first time it is rendered, and React
  // then sends its boundary with an inline script to reveal it, which the CSP forbids. Once
  // loaded it renders at once: the first page to meet it is rendered a second time.
  return html.includes(PENDING_BOUNDARY) ? prerender(app) : html;
}
