import type { Category, MemberOrganization } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Component as OrganizationEditRoute } from '@/app/routes/organization-edit';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { fakeAuth } from '@/features/auth/testing/auth-test-utils';
import { jsonResponse, stubFetch, type StubHandler } from '@/features/auth/testing/fetch-stub';
import { publicProfileOf } from '../../api/get-organization';
import {
  asMember,
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '../organization-profile/profile-test-data';

const category = (id: string, name: string, groupId: string): Category => ({
  id,
  name,
  emoji: '✨',
  groupId,
  description: `What ${name} means.`,
});

/** The profile's reference data plus enough categories to reach the limit of 7. */
export const editorCategories: Category[] = [
  ...testCategories,
  category('education', 'Education', 'impact_areas'),
  category('health', 'Health', 'impact_areas'),
  category('open_source', 'Open Source', 'work_methods'),
  category('research', 'Research', 'work_methods'),
];
export { testCountries, testGroups };

/** An owner's organization, as its owner sees it: one ordered category and one property. */
export const editorOrganization: MemberOrganization = asMember(
  {
    ...testOrganization,
    categoryIds: ['clean_energy', 'cooperative'],
    categoriesOrder: { clean_energy: 0 },
    categoriesDetails: {},
    categoryImages: {},
    websiteUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: null,
  },
  'owner',
);

export const editPath = `/organizations/${editorOrganization.id}/edit`;
export const organizationApiPath = `/api/organizations/${editorOrganization.id}`;

export const ok = (data: unknown) => jsonResponse(200, { data });

/**
 * The API as the editor sees it: the profile as anyone gets it, and the organization as its
 * people see it in their own list. `routes` override or add 'METHOD /path' handlers.
 */
export function stubEditorApi(
  organization: MemberOrganization = editorOrganization,
  routes: Record<string, StubHandler> = {},
) {
  return stubFetch({
    [`GET ${organizationApiPath}`]: () => ok(publicProfileOf(organization)),
    // The editor's milestones section lists the timeline on its own.
    [`GET ${organizationApiPath}/milestones`]: () => ok([]),
    'GET /api/users/organizations': () => ok([organization]),
    'GET /api/categories': () => ok(editorCategories),
    'GET /api/category-groups': () => ok(testGroups),
    'GET /api/countries': () => ok(testCountries),
    ...routes,
  });
}

/** A page that shows what it received: its path and the navigation state's message. */
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

export function renderEditor({
  state,
  search = '',
  auth = fakeAuth(),
}: { state?: unknown; search?: string; auth?: AuthContextValue } = {}) {
  // jsdom lays nothing out; Radix measures checkboxes inside forms with ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/organizations/:orgId/edit', Component: OrganizationEditRoute },
      { path: '/organizations/:orgId', element: <Landing name="Profile page" /> },
      { path: '/organizations', element: <Landing name="Organizations page" /> },
      { path: '/payments/select/:orgId', element: <Landing name="Plan selection page" /> },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify email page" /> },
    ],
    { initialEntries: [{ pathname: editPath, search, state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the editor for the owner and waits until the form is shown. */
export async function renderLoadedEditor(
  organization: MemberOrganization = editorOrganization,
  routes: Record<string, StubHandler> = {},
) {
  const api = stubEditorApi(organization, routes);
  const view = renderEditor();
  // Four requests answer first; a busy machine may need more than the default second.
  await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 });
  return { ...api, ...view };
}
