import { createBrowserRouter } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';

/** Pages load on demand; each route module exports its page as `Component`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { path: paths.home, lazy: () => import('./routes/home') },
            { path: paths.organization, lazy: () => import('./routes/organization') },
            { path: paths.organizationEdit, lazy: () => import('./routes/organization-edit') },
            { path: paths.organizations, lazy: () => import('./routes/organizations') },
            {
              path: paths.submitOrganization,
              lazy: () => import('./routes/submit-organization'),
            },
            { path: paths.paymentSelect, lazy: () => import('./routes/payment-select') },
            { path: paths.paymentCanceled, lazy: () => import('./routes/payment-canceled') },
            { path: paths.testCheckout, lazy: () => import('./routes/test-checkout') },
            { path: paths.about, lazy: () => import('./routes/about') },
            { path: paths.contact, lazy: () => import('./routes/contact') },
            { path: paths.privacy, lazy: () => import('./routes/privacy') },
            { path: paths.faq, lazy: () => import('./routes/faq') },
            { path: paths.login, lazy: () => import('./routes/login') },
            { path: paths.signup, lazy: () => import('./routes/signup') },
            { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
            { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
            { path: paths.verifyEmail, lazy: () => import('./routes/verify-email') },
            {
              path: paths.verifyEmailRequired,
              lazy: () => import('./routes/verify-email-required'),
            },
            { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
            { path: paths.profile, lazy: () => import('./routes/dashboard') },
            { path: paths.dashboardOrganizations, lazy: () => import('./routes/dashboard') },
            { path: paths.dashboardSettings, lazy: () => import('./routes/dashboard') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
}
