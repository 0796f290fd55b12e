import type { MemberOrganization, Organization } from '@catalyst/shared';
import { Component as OrganizationPage } from '@/app/routes/organization';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, guestAuth } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { renderRoutes, stubResizeObserver } from '@/test/render-routes';
import {
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '@/features/organizations/testing';

export const ok = (data: unknown, status = 200) => jsonResponse(status, { data });

const profilePath = `/organizations/${testOrganization.slug}`;
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
  // Radix measures the report's radio buttons.
  stubResizeObserver();
  const api = stubFetch({
    [`GET /api/organizations/${testOrganization.slug}`]: () => ok(organization),
    'GET /api/users/organizations': () => ok(membership ? [membership] : []),
    'GET /api/categories': () => ok(testCategories),
    'GET /api/category-groups': () => ok(testGroups),
    'GET /api/countries': () => ok(testCountries),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/', element: <p>Results page</p> },
      { path: '/organizations/:orgId', Component: OrganizationPage },
    ],
    {
      initialEntry: profilePath,
      providers: (router) => (
        <TestAuthProvider value={auth}>
          {router}
          <Toaster />
        </TestAuthProvider>
      ),
    },
  );
  return { ...view, api };
}
