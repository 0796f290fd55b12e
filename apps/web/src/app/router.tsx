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
            { path: paths.about, lazy: () => import('./routes/about') },
            { path: paths.contact, lazy: () => import('./routes/contact') },
            { path: paths.privacy, lazy: () => import('./routes/privacy') },
            { path: paths.faq, lazy: () => import('./routes/faq') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
}
