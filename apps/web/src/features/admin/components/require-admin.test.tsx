import { moderationMessages } from '@catalyst/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, guestAuth, testUser } from '@/features/auth/testing';
import { apiError } from '@/test/fetch-stub';
import { adminProfile, page } from '../testing/admin-fixtures';
import { ok, renderAdmin } from '../testing/render-admin';

const adminCalls = (calls: { url: URL }[]) =>
  calls.filter((call) => call.url.pathname.startsWith('/api/admin'));

describe('the admin console’s guard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the console to an administrator, with its sub-navigation', async () => {
    renderAdmin({ routes: { 'GET /api/admin/reports': () => ok(page([])) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Reports', '/admin'],
      ['Organizations', '/admin/organizations'],
      ['Users', '/admin/users'],
      ['Guest codes', '/admin/guest-codes'],
      ['Audit log', '/admin/audit-log'],
      ['Jobs', '/admin/jobs'],
      ['Back to Dashboard', '/dashboard'],
    ]);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Admin: Reports | Catalyst Profiles');
  });

  it.each(['/admin', '/admin/users', '/admin/audit-log'])(
    'tells a member that %s is for administrators, and asks the admin API nothing',
    async (path) => {
      const { api } = renderAdmin({
        path,
        auth: fakeAuth({ user: testUser() }),
        routes: { 'GET /api/users/profile': () => ok(adminProfile('member')) },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not allowed' }),
      ).toBeInTheDocument();
      expect(screen.getByText(moderationMessages.adminOnly)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
      expect(adminCalls(api.calls)).toEqual([]);
    },
  );

  it('sends a guest to sign in with a permanent account', async () => {
    const { router, api } = renderAdmin({ path: '/admin/organizations', auth: guestAuth() });

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-message')).toHaveTextContent(
      'Please sign in with a permanent account to access this feature',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('says so when the role cannot be read', async () => {
    renderAdmin({
      routes: { 'GET /api/users/profile': () => apiError(500, 'INTERNAL', 'Boom.') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Unable to load data. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('says it is for administrators when the server refuses a list (403)', async () => {
    renderAdmin({
      routes: {
        'GET /api/admin/reports': () => apiError(403, 'FORBIDDEN', moderationMessages.adminOnly),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(moderationMessages.adminOnly);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
