import type { QueryClient } from '@tanstack/react-query';
import { dehydrate, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@catalyst/shared';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';

import { AppProviders } from './app/providers';
import { isPageHandle } from './app/route-data';
import { appRoutes, routeModuleOf } from './app/routes';
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
  /** The app's HTML: what goes inside #root. */
  html: string;
  /** The JSON the browser hydrates from (router data and query cache). */
  stateJson: string;
  /** The source modules of the matched pages, for the build manifest's preload links. */
  routeModules: string[];
}

const handler = createStaticHandler(appRoutes);
/** How React marks a Suspense boundary it will reveal later with a script. */
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * The whole page once every part of it is ready: crawlers and visitors without JavaScript get
 * all of it, and each Suspense boundary arrives complete.
 */
async function prerender(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => {
      // React then leaves that part for the browser to render; say why.
      console.error('Server rendering failed in part of the page', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Loads what the matched public pages show into the cache, all at once. */
async function prefetchPageData(
  matches: { route: { handle?: unknown }; params: Record<string, string | undefined> }[],
  queryClient: QueryClient,
  url: URL,
) {
  await Promise.all(
    matches.map(({ route, params }) =>
      isPageHandle(route.handle) ? route.handle.prefetch?.({ queryClient, url, params }) : null,
    ),
  );
}

/**
 * Renders the page at `request.url` with React's server renderer, through the same route tree
 * the browser uses. Resolves once the whole page is ready (its data is in the cache before
 * rendering; only lazy parts of the layout suspend, once), which is what crawlers and visitors
 * without JavaScript need.
 */
export async function render(request: Request): Promise<RenderResult> {
  const context = await handler.query(request);
  // Only loaders and actions answer with a Response (a redirect), and the pages have none:
  // addresses that move are redirected by the server before rendering.
  if (context instanceof Response) {
    throw new Error(`The route tree answered ${request.url} with a response of its own`);
  }

  const queryClient = createQueryClient();
  await prefetchPageData(context.matches, queryClient, new URL(request.url));
  const router = createStaticRouter(handler.dataRoutes, context);
  const stateJson = serializeServerState({
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient, {
      // An error answer (not found, not published) is what the page shows: it travels too.
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
  });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The router's own inline hydration script would break the CSP: the state travels
            in the JSON data block instead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );

  let html = await prerender(app);
  // A lazy part (a form in the footer, say) suspends the first time it is rendered, and React
  // then sends its boundary with an inline script to reveal it, which the CSP forbids. Once
  // loaded it renders at once: the first page to meet it is rendered a second time.
  if (html.includes(PENDING_BOUNDARY)) html = await prerender(app);

  return {
    html,
    stateJson,
    routeModules: context.matches.flatMap(({ route }) => routeModuleOf(route.id) ?? []),
  };
}
