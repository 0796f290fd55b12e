import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';

/**
 * Every page's route. A page's id names its module in src/app/routes/, which lets the server
 * find the page's code in the build manifest and ask the browser to preload it.
 */
function page(id: string, path: string, lazy: RouteObject['lazy']): RouteObject {
  return { id, path, lazy };
}

/**
 * The one route tree, rendered on the server and hydrated in the browser. Pages load on demand;
 * each route module exports its page as `Component`, and a public page its data as
 * `handle.prefetch` (see route-data.ts).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page('home', paths.home, () => import('./routes/home')),
          page('organization', paths.organization, () => import('./routes/organization')),
          page(
            'organization-edit',
            paths.organizationEdit,
            () => import('./routes/organization-edit'),
          ),
          page('organizations', paths.organizations, () => import('./routes/organizations')),
          page(
            'submit-organization',
            paths.submitOrganization,
            () => import('./routes/submit-organization'),
          ),
          page('payment-select', paths.paymentSelect, () => import('./routes/payment-select')),
          page(
            'payment-canceled',
            paths.paymentCanceled,
            () => import('./routes/payment-canceled'),
          ),
          page('test-checkout', paths.testCheckout, () => import('./routes/test-checkout')),
          page('about', paths.about, () => import('./routes/about')),
          page('contact', paths.contact, () => import('./routes/contact')),
          page('privacy', paths.privacy, () => import('./routes/privacy')),
          page('faq', paths.faq, () => import('./routes/faq')),
          page('login', paths.login, () => import('./routes/login')),
          page('signup', paths.signup, () => import('./routes/signup')),
          page('forgot-password', paths.forgotPassword, () => import('./routes/forgot-password')),
          page('reset-password', paths.resetPassword, () => import('./routes/reset-password')),
          page('verify-email', paths.verifyEmail, () => import('./routes/verify-email')),
          page(
            'verify-email-required',
            paths.verifyEmailRequired,
            () => import('./routes/verify-email-required'),
          ),
          page('dashboard', paths.dashboard, () => import('./routes/dashboard')),
          page('profile', paths.profile, () => import('./routes/dashboard')),
          page(
            'dashboard-organizations',
            paths.dashboardOrganizations,
            () => import('./routes/dashboard'),
          ),
          page('dashboard-settings', paths.dashboardSettings, () => import('./routes/dashboard')),
          page('not-found', '*', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];

/** The module behind a page id, as the build manifest names it. */
export function routeModuleOf(routeId: string): string | undefined {
  const modules: Record<string, string> = {
    profile: 'dashboard',
    'dashboard-organizations': 'dashboard',
    'dashboard-settings': 'dashboard',
  };
  if (routeId === 'root' || routeId === 'pages') return undefined;
  return `src/app/routes/${modules[routeId] ?? routeId}.tsx`;
}
