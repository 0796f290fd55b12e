import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { MemberOrganization } from '@catalyst/shared';
import { vi } from 'vitest';
import { Component as PaymentCanceledRoute } from '@/app/routes/payment-canceled';
import { Component as PaymentSelectRoute } from '@/app/routes/payment-select';
import { Component as TestCheckoutRoute } from '@/app/routes/test-checkout';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { publicProfileOf } from '@/features/organizations';
import { asMember, testOrganization } from '@/features/organizations/testing';
import { browserLocation } from '@/lib/browser-location';

export const orgId = '8d2c7a9e-1f0b-4c3a-9e5d-6b7a8c9d0e1f';
export const newlyCreated = { newlyCreated: true };

/** The organization being paid for, as its owner sees it: created, not paid yet. */
export const payableOrganization: MemberOrganization = asMember(
  { ...testOrganization, id: orgId, publicationStatus: 'pending' },
  'owner',
);

/** The server's word on the organization, which the plan page opens by. */
export function organizationRoutes(
  organization: MemberOrganization = payableOrganization,
): Record<string, StubHandler> {
  return {
    [`GET /api/organizations/${orgId}`]: () => ok(publicProfileOf(organization)),
    'GET /api/users/organizations': () => ok([organization]),
  };
}

export const ok = (data: unknown) => jsonResponse(200, { data });

/** A page that shows where the app went: its address and the navigation state. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="landing-path">{`${location.pathname}${location.search}`}</p>
      <p data-testid="landing-state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

/**
 * Mounts the three payment routes as the app does, behind a faked network ('METHOD /path'
 * handlers, after organizationRoutes' owner of an unpaid organization; anything else answers
 * 404). Leaving the app for a checkout page is recorded in
 * `leftFor` instead of unloading the test's document.
 */
export function renderPaymentPage({
  path,
  state,
  routes = {},
  auth = fakeAuth(),
}: {
  path: string;
  state?: unknown;
  routes?: Record<string, StubHandler>;
  auth?: AuthContextValue;
}) {
  const api = stubFetch({ ...organizationRoutes(), ...routes });
  const leftFor = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(
    [
      { path: '/payments/select/:orgId', Component: PaymentSelectRoute },
      { path: '/payments/canceled', Component: PaymentCanceledRoute },
      { path: '/payments/test-checkout/:sessionId', Component: TestCheckoutRoute },
      { path: '/dashboard', element: <Landing name="Dashboard page" /> },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify email page" /> },
      { path: '/organizations/:orgId/edit', element: <Landing name="Edit page" /> },
      { path: '/contact', element: <Landing name="Contact page" /> },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, api, leftFor, router, queryClient };
}
