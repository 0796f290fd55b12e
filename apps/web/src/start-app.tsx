/**
 * The app itself, loaded by entry-client.tsx: on a server-rendered page it hydrates the HTML
 * the server sent (with the server's data already in the query cache); on any other, it renders.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useCallback } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, importPage, matchPage } from './app/routes';
import { readServerState } from './app/server-state';
import { paths } from './config/paths';
import type { AuthRedirectState, SignOutReason } from '@/features/auth';
import { createQueryClient } from './lib/query-client';

function App({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();

  /**
   * After a sign-out, /login; after a lost session, /login with the way back to this page.
   * Rendered synchronously (flushSync, with the router's updates outside transitions), so the
   * page being left is gone before the session is: its guard never sees the signed-out state
   * and never adds a message of its own.
   */
  const goToLogin = useCallback(
    (reason: SignOutReason) => {
      if (reason === 'signed-out') return flushSync(() => navigate(paths.login));
      const { pathname, search, hash } = window.location;
      const state: AuthRedirectState = { from: { pathname, search, hash } };
      return flushSync(() => navigate(paths.login, { state }));
    },
    [navigate],
  );

  return (
    <AppProviders queryClient={queryClient} onSignedOut={goToLogin}>
      <AppRoutes />
    </AppProviders>
  );
}

/**
 * Hydrates or renders the app. Called by the entry when the page has painted, never by loading
 * this module: the entry's own imports may share its file, which then loads with the entry.
 */
export async function startApp() {
  const serverState = readServerState();
  const queryClient = createQueryClient();
  const page = matchPage(window.location.pathname);
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    // The page's code must be in before hydrating, or the first render would show the loading
    // state where the server sent the page.
    if (page) await importPage(page.id);
  }

  const app = (
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <App queryClient={queryClient} />
      </BrowserRouter>
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
