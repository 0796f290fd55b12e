import { authMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccessLevel, AuthContextValue } from './auth-context';
import { readAuthRedirectState } from './auth-redirect';
import { RequireAccess } from './require-access';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  loadingAuth,
  signedOutAuth,
  testUser,
} from './testing/auth-test-utils';

function LoginProbe() {
  const state = readAuthRedirectState(useLocation().state);
  return (
    <div>
      <p>Login page</p>
      <p data-testid="message">{state.message}</p>
      <p data-testid="from">{`${state.from?.pathname}${state.from?.search}`}</p>
    </div>
  );
}

function renderGuarded(auth: AuthContextValue, level: AccessLevel, path = '/dashboard?tab=2') {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RequireAccess level={level} message={authMessages.guard.permanentAccount}>
            <p>Secret dashboard</p>
          </RequireAccess>
        ),
      },
      {
        path: '/verify-email-required',
        element: (
          <RequireAccess level="verified">
            <p>Verification page</p>
          </RequireAccess>
        ),
      },
      { path: '/login', Component: LoginProbe },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestAuthProvider value={auth}>
      <RouterProvider router={router} />
    </TestAuthProvider>,
  );
  return { router, ...view };
}

describe('RequireAccess', () => {
  it('renders nothing while the session is being read', () => {
    const { router, container } = renderGuarded(loadingAuth(), 'permanent');
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['a guest', guestAuth()],
    ['nobody', signedOutAuth()],
  ])('sends %s to /login with the message and the way back', (_who, auth) => {
    const { router } = renderGuarded(auth, 'permanent');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('message')).toHaveTextContent(authMessages.guard.permanentAccount);
    expect(screen.getByTestId('from')).toHaveTextContent('/dashboard?tab=2');
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
    // Replaced, so Back does not bounce into the guard again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an unverified password user to /verify-email-required', () => {
    const { router } = renderGuarded(
      fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
      'verified',
    );
    expect(router.state.location.pathname).toBe('/verify-email-required');
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });

  it('never sends the verification pages themselves to verification', () => {
    renderGuarded(
      fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
      'verified',
      '/verify-email-required',
    );
    expect(screen.getByText('Verification page')).toBeInTheDocument();
  });

  it('lets an unverified user through where a permanent account is enough', () => {
    renderGuarded(
      fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
      'permanent',
    );
    expect(screen.getByText('Secret dashboard')).toBeInTheDocument();
  });

  it('renders the page for a verified user, Google and GitHub users included', () => {
    renderGuarded(
      fakeAuth({ user: testUser({ emailVerified: false }), isVerified: true }),
      'verified',
    );
    expect(screen.getByText('Secret dashboard')).toBeInTheDocument();
  });

  it('uses the default sign-in message when none is given', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/profile',
          element: (
            <RequireAccess level="verified">
              <p>Profile</p>
            </RequireAccess>
          ),
        },
        { path: '/login', Component: LoginProbe },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <TestAuthProvider value={guestAuth()}>
        <RouterProvider router={router} />
      </TestAuthProvider>,
    );
    expect(screen.getByTestId('message')).toHaveTextContent(authMessages.guard.signIn);
  });
});
