import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { FlashMessage } from '@/components/flash-message';
import { Toaster } from '@/components/ui/sonner';
import { AuthContext, type AuthContextValue, type AuthUser } from '@/features/auth';
import { testUser } from '@/test/stub-server';
import { Dashboard } from '../components/dashboard';

function LoginPage() {
  const state = useLocation().state as { message?: string; from?: { pathname: string } } | null;
  return (
    <div>
      <p>Login page</p>
      <p data-testid="login-message">{state?.message}</p>
      <p data-testid="login-from">{state?.from?.pathname}</p>
    </div>
  );
}

function HomePage() {
  return (
    <div>
      <p>Home page</p>
      <FlashMessage />
    </div>
  );
}

export function renderDashboard({
  path = '/dashboard',
  state,
  user = testUser,
  auth: authOverrides = {},
  Page = Dashboard,
}: {
  path?: string;
  state?: unknown;
  user?: AuthUser | null;
  auth?: Partial<AuthContextValue>;
  /** The screen mounted on the dashboard's routes: the feature's, or the guarded route's. */
  Page?: ComponentType;
} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: AuthContextValue = {
    status: 'signed-in',
    user,
    isVerified: true,
    refresh: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...authOverrides,
  };
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomePage },
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', Component: Page },
      { path: '/profile', Component: Page },
      { path: '/dashboard/organizations', Component: Page },
      { path: '/dashboard/settings', Component: Page },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, auth, queryClient };
}
