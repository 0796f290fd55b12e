import type { MemberOrganization, Organization } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Component as OrganizationPage } from '@/app/routes/organization';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth/auth-context';
import { TestAuthProvider, guestAuth } from '@/features/auth/testing/auth-test-utils';
import { jsonResponse, stubFetch, type StubHandler } from '@/features/auth/testing/fetch-stub';
import {
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '@/features/organizations/components/organization-profile/profile-test-data';

export const ok = (data: unknown, status = 200) => jsonResponse(status, { data });

export const profilePath = `/organizations/${testOrganization.slug}`;
export const reportPath = `POST /api/organizations/${testOrganization.id}/reports`;
export const reviewRequestPath = `POST /api/organizations/${testOrganization.id}/review-request`;

/**
 * The public profile page as the app mounts it, behind a faked API ('METHOD /path' handlers,
 * anything else 404). By default a guest looks at someone else's published profile;
 * `membership` is the organization in the signed-in person's own list, when they are one of
 * its people.
 */
export function renderProfilePage({
  organization = testOrganization,
  membership,
  routes = {},
  auth = guestAuth(),
}: {
  organization?: Organization;
  membership?: MemberOrganization;
  routes?: Record<string, StubHandler>;
  auth?: AuthContextValue;
} = {}) {
  // jsdom lays nothing out; Radix measures the report's radio buttons with ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const api = stubFetch({
    [`GET /api/organizations/${testOrganization.slug}`]: () => ok(organization),
    'GET /api/users/organizations': () => ok(membership ? [membership] : []),
    'GET /api/categories': () => ok(testCategories),
    'GET /api/category-groups': () => ok(testGroups),
    'GET /api/countries': () => ok(testCountries),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Results page</p> },
      { path: '/organizations/:orgId', Component: OrganizationPage },
    ],
    { initialEntries: [profilePath] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, api, router, queryClient };
}
