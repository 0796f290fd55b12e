import type { UserProfile } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/auth';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  loadingAuth,
  signedOutAuth,
  testUser,
} from '@/features/auth/testing';
import { AuthControls } from './auth-controls';

const profile = (role: UserProfile['role']): UserProfile => ({
  uid: 'user-1',
  email: 'ada@example.org',
  displayName: 'Ada Lovelace',
  photoURL: null,
  isAnonymous: false,
  emailVerified: true,
  createdAt: '2024-01-15T12:00:00.000Z',
  providers: ['password'],
  role,
});

function renderControls(
  auth: AuthContextValue,
  placement: 'header' | 'drawer' = 'header',
  role: UserProfile['role'] = 'member',
) {
  const api = stubFetch({
    'GET /api/users/profile': () => jsonResponse(200, { data: profile(role) }),
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <AuthControls placement={placement} /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/admin', element: <p>Admin page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { router, api, queryClient, ...view };
}

describe('AuthControls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows nothing until the session is known', () => {
    renderControls(loadingAuth());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Browsing as Guest')).not.toBeInTheDocument();
  });

  it('offers Login and Sign Up to a signed-out visitor', () => {
    renderControls(signedOutAuth());
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Browsing as Guest')).not.toBeInTheDocument();
  });

  it.each(['header', 'drawer'] as const)(
    'tells a guest they browse as a guest (%s)',
    (placement) => {
      renderControls(guestAuth(), placement);
      expect(screen.getByText('Browsing as Guest')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    },
  );

  it('gives a signed-in user a menu with their initial, name, Dashboard and Sign out', async () => {
    const auth = fakeAuth({ user: testUser({ name: 'Ada Lovelace' }) });
    const { router } = renderControls(auth);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    const initial = within(trigger).getByTestId('avatar-initial');
    expect(initial).toHaveTextContent('A');
    // a-e share one colour (docs/product/screens-and-routes.md).
    expect(initial).toHaveClass('bg-teal-600');

    const user = userEvent.setup();
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('names the user by email when they have no display name', async () => {
    renderControls(fakeAuth({ user: testUser({ name: '', email: 'zed@example.org' }) }));
    const trigger = await screen.findByRole('button', { name: 'Account menu for zed@example.org' });
    expect(within(trigger).getByTestId('avatar-initial')).toHaveClass('bg-sky-600');
  });

  it('lists the account pages and Logout in the drawer', async () => {
    const auth = fakeAuth();
    renderControls(auth, 'drawer');
    expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Submit Organization' })).toHaveAttribute(
      'href',
      '/submit-organization',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("shows 'User' in the drawer when there is no address to show", async () => {
    renderControls(fakeAuth({ user: testUser({ email: '', name: '' }) }), 'drawer');
    expect(await screen.findByText('User')).toBeInTheDocument();
  });

  it.each(['header', 'drawer'] as const)(
    'offers an administrator the way into the admin console (%s)',
    async (placement) => {
      const { router } = renderControls(fakeAuth(), placement, 'admin');
      const admin = await screen.findByRole('link', { name: 'Admin' });
      expect(admin).toHaveAttribute('href', '/admin');
      await userEvent.click(admin);
      expect(router.state.location.pathname).toBe('/admin');
    },
  );

  it.each(['header', 'drawer'] as const)(
    'shows no Admin link to a member (%s)',
    async (placement) => {
      const { api, queryClient } = renderControls(fakeAuth(), placement, 'member');
      await screen.findByText(placement === 'drawer' ? 'ada@example.org' : 'Ada Lovelace');
      // The profile has answered, and the controls have rendered what it says.
      await vi.waitFor(() =>
        expect(queryClient.getQueryState(['users', 'profile', 'user-1'])?.status).toBe('success'),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(api.callsTo('GET /api/users/profile')).toHaveLength(1);
      expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    },
  );

  it('never asks about a guest’s role', async () => {
    const { api } = renderControls(guestAuth(), 'header', 'admin');
    expect(await screen.findByText('Browsing as Guest')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/users/profile')).toHaveLength(0);
  });
});
