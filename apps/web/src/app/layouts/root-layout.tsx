import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PageLoading } from '@/components/page-loading';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Marks the document once React has taken over the server's markup (`data-hydrated` on <html>):
 * from then on every control answers. Browser journeys wait for it before they click.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}

export function RootLayout() {
  useHydratedMarker();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* A page whose code is still on its way (a first visit to it). */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
