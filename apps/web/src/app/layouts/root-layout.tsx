import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from './site-header';
import { PageLoading } from '@/components/page-loading';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { SkipOnError } from '@/components/skip-on-error';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The footer hydrates from a file of its own once the rest of the page has: it is below the fold
 * on every page, and its newsletter form is all in it that needs JavaScript, so its code stays
 * out of the first load. The server waits for it and sends it whole, so it is on screen, its
 * links working, before that code arrives; React takes it over when it does.
 */
const SiteFooter = lazy(() =>
  import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
);

/**
 * Marks the document once React has taken over all of the server's markup (`data-hydrated` on
 * <html>): from then on every control answers. It sits beside the footer, the last part to
 * hydrate. Browser journeys wait for it before they click.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

export function RootLayout() {
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
      <Suspense fallback={null}>
        <SkipOnError part="the footer">
          <SiteFooter />
        </SkipOnError>
        <HydratedMarker />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
