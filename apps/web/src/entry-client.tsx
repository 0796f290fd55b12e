import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import type { AuthRedirectState } from './features/auth/auth-redirect';
import './index.css';

const router = createAppRouter();

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders onSignedOut={goToLogin}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
