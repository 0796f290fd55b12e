import type { Category, MemberOrganization } from '@catalyst/shared';
import { screen } from '@testing-library/react';
import { Component as OrganizationEditRoute } from '@/app/routes/organization-edit';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { fakeAuth } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { Landing, renderRoutes, stubResizeObserver } from '@/test/render-routes';
import { publicProfileOf } from '@/features/organizations';
import {
  asMember,
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '@/features/organizations/testing';

const category = (id: string, name: string, groupId: string): Category => ({
  id,
  name,
  emoji: '✨',
  groupId,
  description: `What ${name} means.`,
});

/** The profile's reference data plus enough categories to reach the limit of 7. */
const editorCategories: Category[] = [
  ...testCategories,
  category('education', 'Education', 'impact_areas'),
  category('health', 'Health', 'impact_areas'),
  category('open_source', 'Open Source', 'work_methods'),
  category('research', 'Research', 'work_methods'),
];

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

const editPath = `/organizations/${editorOrganization.id}/edit`;
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

export function renderEditor({
  state,
  search = '',
  auth = fakeAuth(),
}: { state?: unknown; search?: string; auth?: AuthContextValue } = {}) {
  // Radix measures checkboxes inside forms.
  stubResizeObserver();
  return renderRoutes(
    [
      { path: '/organizations/:orgId/edit', Component: OrganizationEditRoute },
      { path: '/organizations/:orgId', element: <Landing name="Profile page" /> },
      { path: '/organizations', element: <Landing name="Organizations page" /> },
      { path: '/payments/select/:orgId', element: <Landing name="Plan selection page" /> },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify email page" /> },
    ],
    {
      initialEntry: { pathname: editPath, search, state },
      providers: (router) => (
        <AuthContext.Provider value={auth}>
          <TooltipProvider>{router}</TooltipProvider>
        </AuthContext.Provider>
      ),
    },
  );
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
