import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';

/**
 * jsdom lays nothing out, and Radix measures some controls (checkboxes in forms, radio
 * buttons, selects) with a ResizeObserver: one that observes nothing is enough.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** A page a test navigates to, showing its name and the navigation state's message. */
export function Landing({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as { message?: string } | null;
  return (
    <div>
      <p>{name}</p>
      <p data-testid="landing-message">{state?.message}</p>
    </div>
  );
}

/**
 * `routes` in a memory router opened at `initialEntry`, under a fresh query client that never
 * retries (a test's failure answers at once). `providers` wraps the router in what the pages
 * need besides (auth, tooltips, the toaster).
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntry,
    providers = (router) => router,
  }: { initialEntry: InitialEntry; providers?: (router: ReactNode) => ReactNode },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {providers(<RouterProvider router={router} />)}
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
