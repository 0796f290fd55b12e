import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Component as AdminRoute } from '@/app/routes/admin';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth/auth-context';
import { TestAuthProvider, fakeAuth, testUser } from '@/features/auth/testing/auth-test-utils';
import { jsonResponse, stubFetch, type StubHandler } from '@/features/auth/testing/fetch-stub';
import { adminProfile } from './admin-fixtures';

export const ok = (data: unknown, status = 200) => jsonResponse(status, { data });

function Landing({ name }: { name: string }) {
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
  // jsdom lays nothing out: Radix measures some controls, and Select scrolls its options.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => undefined;
  const api = stubFetch({
    'GET /api/users/profile': () => ok(adminProfile()),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(
    [
      { path: '/admin', Component: AdminRoute },
      { path: '/admin/organizations', Component: AdminRoute },
      { path: '/admin/users', Component: AdminRoute },
      { path: '/admin/guest-codes', Component: AdminRoute },
      { path: '/admin/audit-log', Component: AdminRoute },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/dashboard', element: <Landing name="Dashboard page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify email page" /> },
      { path: '/organizations/:orgId', element: <Landing name="Profile page" /> },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, api, router, queryClient, user: userEvent.setup() };
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
