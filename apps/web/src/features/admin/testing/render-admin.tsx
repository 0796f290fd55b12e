import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as AdminRoute } from '@/app/routes/admin';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth, testUser } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { Landing, renderRoutes, stubResizeObserver } from '@/test/render-routes';
import { adminProfile } from './admin-fixtures';

export const ok = (data: unknown, status = 200) => jsonResponse(status, { data });

/**
 * The admin console as the app mounts it (its route, guard included), behind a faked API
 * ('METHOD /path' handlers; anything else 404). By default the user is an administrator.
 */
export function renderAdmin({
  path = '/admin',
  routes = {},
  auth = fakeAuth({ user: testUser({ id: 'admin-1', email: 'mod@example.org' }) }),
}: {
  path?: string;
  routes?: Record<string, StubHandler>;
  auth?: AuthContextValue;
} = {}) {
  // Select also scrolls its options into view, which jsdom cannot.
  stubResizeObserver();
  Element.prototype.scrollIntoView ??= () => undefined;
  const api = stubFetch({
    'GET /api/users/profile': () => ok(adminProfile()),
    ...routes,
  });
  const url = new URL(path, 'http://localhost');
  const view = renderRoutes(
    [
      { path: '/admin', Component: AdminRoute },
      { path: '/admin/organizations', Component: AdminRoute },
      { path: '/admin/users', Component: AdminRoute },
      { path: '/admin/guest-codes', Component: AdminRoute },
      { path: '/admin/audit-log', Component: AdminRoute },
      { path: '/admin/jobs', Component: AdminRoute },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/dashboard', element: <Landing name="Dashboard page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify email page" /> },
      { path: '/organizations/:orgId', element: <Landing name="Profile page" /> },
    ],
    {
      initialEntry: { pathname: url.pathname, search: url.search },
      providers: (router) => (
        <TestAuthProvider value={auth}>
          {router}
          <Toaster />
        </TestAuthProvider>
      ),
    },
  );
  return { ...view, api, user: userEvent.setup() };
}

/** Opens a Radix select by its label and picks an option. */
export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  const trigger = screen.getByRole('combobox', { name: label });
  trigger.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}
