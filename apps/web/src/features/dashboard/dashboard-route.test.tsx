import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as DashboardRoute } from '@/app/routes/dashboard';
import { renderDashboard } from './testing/render-dashboard';
import { stubServer, testUser } from '@/test/stub-server';

const permanentAccountMessage = 'Please sign in with a permanent account to access this feature';

describe('the dashboard route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'a guest',
      { status: 'guest' as const, isVerified: false },
      { ...testUser, isAnonymous: true },
    ],
    ['a signed-out visitor', { status: 'signed-out' as const, isVerified: false }, null],
  ])('sends %s to /login with the permanent-account message', async (_who, auth, user) => {
    stubServer();
    const { router } = renderDashboard({
      Page: DashboardRoute,
      path: '/dashboard/settings',
      auth,
      user,
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('login-message')).toHaveTextContent(permanentAccountMessage);
    expect(screen.getByTestId('login-from')).toHaveTextContent('/dashboard/settings');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the dashboard to a verified permanent user', async () => {
    stubServer();
    renderDashboard({ Page: DashboardRoute, path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('No organizations yet');
  });
});
