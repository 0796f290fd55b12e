import { use, type ComponentType, type ReactPromise } from 'react';
import { matchAppRoute } from '@catalyst/shared';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import type { PageHandle } from './route-data';

/**
 * A page's module in src/app/routes/: its page as `Component`, and for a public page the data
 * it shows as `handle.prefetch` (see route-data.ts).
 */
interface PageModule {
  Component: ComponentType;
  handle?: PageHandle;
}

/**
 * An import that records its outcome on itself (`status`, `value`, `reason`), the protocol by
 * which React's `use` reads a settled promise without suspending.
 */
type PageImport = Promise<PageModule> & ReactPromise<PageModule>;

/** Every page, by the name of its module in src/app/routes/. */
const pages = {
  home: () => import('./routes/home'),
  organization: () => import('./routes/organization'),
  'organization-edit': () => import('./routes/organization-edit'),
  'organization-role': () => import('./routes/organization-role'),
  'organization-roles-manage': () => import('./routes/organization-roles-manage'),
  'organization-analytics': () => import('./routes/organization-analytics'),
  'organization-team': () => import('./routes/organization-team'),
  invitation: () => import('./routes/invitation'),
  'organization-website': () => import('./routes/organization-website'),
  'confirm-website-email': () => import('./routes/confirm-website-email'),
  organizations: () => import('./routes/organizations'),
  'submit-organization': () => import('./routes/submit-organization'),
  'payment-select': () => import('./routes/payment-select'),
  'payment-canceled': () => import('./routes/payment-canceled'),
  'test-checkout': () => import('./routes/test-checkout'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  faq: () => import('./routes/faq'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  'forgot-password': () => import('./routes/forgot-password'),
  'reset-password': () => import('./routes/reset-password'),
  'verify-email': () => import('./routes/verify-email'),
  'verify-email-required': () => import('./routes/verify-email-required'),
  dashboard: () => import('./routes/dashboard'),
  alerts: () => import('./routes/alerts'),
  admin: () => import('./routes/admin'),
  'not-found': () => import('./routes/not-found'),
} satisfies Record<string, () => Promise<PageModule>>;

type PageId = keyof typeof pages;

const imports = new Map<PageId, PageImport>();

/**
 * The page's module, imported once. The promise records its outcome on itself, the way React's
 * `use` reads a settled promise at once: a page whose module is in (the server loads it before
 * rendering, the browser before hydrating) renders without suspending, so the first render in
 * the browser is the server's.
 */
export function importPage(id: PageId): PageImport {
  let imported = imports.get(id);
  if (!imported) {
    const tracked: PageImport = pages[id]();
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    imports.set(id, tracked);
    imported = tracked;
  }
  return imported;
}

function PageContent({ id }: { id: PageId }) {
  const { Component } = use(importPage(id));
  return <Component />;
}

/** A page at `path`; the route's handle names the page, so a match tells which one it is. */
function route(id: PageId, path: string): RouteObject {
  return { path, handle: id, element: <PageContent id={id} /> };
}

/**
 * The one route tree, rendered on the server (StaticRouter) and hydrated in the browser
 * (BrowserRouter). Pages load on demand; the layout shows a page's loading state and errors.
 */
const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      route('home', paths.home),
      route('organization', paths.organization),
      route('organization-edit', paths.organizationEdit),
      route('organization-role', paths.organizationRole),
      route('organization-roles-manage', paths.organizationRolesManage),
      route('organization-analytics', paths.organizationAnalytics),
      route('organization-team', paths.organizationTeam),
      route('invitation', paths.invitation),
      route('organization-website', paths.organizationWebsite),
      route('confirm-website-email', paths.confirmWebsiteEmail),
      route('organizations', paths.organizations),
      route('submit-organization', paths.submitOrganization),
      route('payment-select', paths.paymentSelect),
      route('payment-canceled', paths.paymentCanceled),
      route('test-checkout', paths.testCheckout),
      route('about', paths.about),
      route('contact', paths.contact),
      route('privacy', paths.privacy),
      route('faq', paths.faq),
      route('login', paths.login),
      route('signup', paths.signup),
      route('forgot-password', paths.forgotPassword),
      route('reset-password', paths.resetPassword),
      route('verify-email', paths.verifyEmail),
      route('verify-email-required', paths.verifyEmailRequired),
      route('dashboard', paths.dashboard),
      route('dashboard', paths.profile),
      route('dashboard', paths.dashboardOrganizations),
      route('dashboard', paths.dashboardSettings),
      route('alerts', paths.dashboardAlerts),
      route('alerts', paths.alertsUnsubscribe),
      route('admin', paths.admin),
      route('admin', paths.adminOrganizations),
      route('admin', paths.adminUsers),
      route('admin', paths.adminGuestCodes),
      route('admin', paths.adminAuditLog),
      route('admin', paths.adminJobs),
      route('not-found', '*'),
    ],
  },
];

/** The app's pages at the router's location. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * `AppRoutes` on the server, with the tree `matchPageOnServer` narrowed to the page it matched:
 * React Router's `useRoutes` flattens and ranks the tree it is given on every render, and one
 * page's tree costs nothing to rank. A component of its own, so the browser's bundle (which
 * renders once per navigation, with the whole tree) carries none of it.
 */
export function ServerAppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function isPageId(id: unknown): id is PageId {
  return typeof id === 'string' && Object.hasOwn(pages, id);
}

interface PageMatch {
  id: PageId;
  params: Record<string, string | undefined>;
}

/** The page an address shows in `routes` (the whole tree unless given), with its parameters. */
export function matchPage(pathname: string, routes = appRoutes): PageMatch | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const page = matches.at(-1);
  return page && isPageId(page.route.handle)
    ? { id: page.route.handle, params: page.params }
    : undefined;
}

interface ServerPageMatch extends PageMatch {
  /** The layout with this page's route alone: what the server renders `ServerAppRoutes` with. */
  routes: RouteObject[];
}

let pageRoutesByPattern: ReadonlyMap<string | undefined, ServerPageMatch['routes']> | undefined;

/** Each child route of the layout, as a tree of its own, by its pattern; made once. */
function pageRoutesOf(pattern: string): ServerPageMatch['routes'] | undefined {
  pageRoutesByPattern ??= new Map(
    appRoutes.flatMap((layout) =>
      (layout.children ?? []).map((child): [string | undefined, RouteObject[]] => [
        child.path,
        [{ ...layout, index: false, children: [child] }],
      ]),
    ),
  );
  return pageRoutesByPattern.get(pattern);
}

/**
 * `matchPage` for the server, which matches every page it renders: the shared catalogue's
 * compiled patterns (`matchAppRoute`, which the server reads every address with anyway) instead
 * of React Router's `matchRoutes`, which flattens and ranks the whole tree again on each call.
 * With `useRoutes` doing the same, that was a tenth of a first render's CPU. routes.test.tsx
 * holds the two to the same answers; the browser's bundle carries only the router's.
 */
export function matchPageOnServer(pathname: string): ServerPageMatch | undefined {
  const match = matchAppRoute(pathname);
  const pattern: string = match ? paths[match.key] : '*';
  const routes = pageRoutesOf(pattern);
  const page = routes?.[0]?.children?.[0];
  if (!routes || !isPageId(page?.handle)) return undefined;
  return { id: page.handle, params: match?.params ?? {}, routes };
}

/** The page's module as the build manifest names it. */
export function pageModulePath(id: PageId): string {
  return `src/app/routes/${id}.tsx`;
}
