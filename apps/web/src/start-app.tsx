/**
 * The app itself, loaded by entry-client.tsx: on a server-rendered page it hydrates the HTML
 * the server sent (with the server's data already in the query cache); on any other, it renders.
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { readServerState } from './app/server-state';
import { paths } from './config/paths';
import type { AuthRedirectState } from './features/auth/auth-redirect';
import { createQueryClient } from './lib/query-client';

/**
 * The page's code must be in place before hydrating, or the first render would show the
 * loading fallback where the server sent the page.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const serverState = readServerState();
  const queryClient = createQueryClient();
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    await loadMatchedRoutes();
  }
  const router = createAppRouter(serverState?.router);

  /**
   * After a sign-out, /login; after a lost session, /login with the way back to this page.
   * Rendered synchronously (flushSync), so the page being left is gone before the session is:
   * its guard never sees the signed-out state and never adds a message of its own.
   */
  function goToLogin(reason: 'signed-out' | 'expired') {
    if (reason === 'signed-out') return router.navigate(paths.login, { flushSync: true });
    const { pathname, search, hash } = router.state.location;
    const state: AuthRedirectState = { from: { pathname, search, hash } };
    return router.navigate(paths.login, { state, flushSync: true });
  }

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} onSignedOut={goToLogin}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (serverState) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the server's HTML is already on screen and
    // usable, so nothing waits on it, and a tap during it is answered at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
