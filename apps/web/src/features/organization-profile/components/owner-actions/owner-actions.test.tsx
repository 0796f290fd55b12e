import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as OrganizationPage } from '@/app/routes/organization';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  signedOutAuth,
  testUser,
} from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import {
  asMember,
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '@/features/organizations/testing';

// The profile is opened at its slug; the owner's actions address the organization by its id.
const profileApiPath = `/api/organizations/${testOrganization.slug}`;
const orgPath = `/api/organizations/${testOrganization.id}`;
const owner = () => fakeAuth({ user: testUser({ id: 'user-1' }) });

/**
 * The signed-in person's organizations, with their role in this one: the server rendered the
 * profile for everyone, so the page learns the role from this list.
 */
const memberAs = (role: 'owner' | 'editor') => ({
  'GET /api/users/organizations': () =>
    jsonResponse(200, { data: [asMember(testOrganization, role)] }),
});

function ProfilePage() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Dashboard: {state?.message}</p>;
}

function renderPage(auth: AuthContextValue, routes: Record<string, StubHandler> = {}) {
  const api = stubFetch({
    [`GET ${profileApiPath}`]: () => jsonResponse(200, { data: testOrganization }),
    'GET /api/categories': () => jsonResponse(200, { data: testCategories }),
    'GET /api/category-groups': () => jsonResponse(200, { data: testGroups }),
    'GET /api/countries': () => jsonResponse(200, { data: testCountries }),
    'GET /api/users/organizations': () => jsonResponse(200, { data: [] }),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/organizations/:orgId', Component: OrganizationPage },
      { path: '/organizations/:orgId/edit', element: <p>Edit page</p> },
      { path: '/profile', Component: ProfilePage },
    ],
    { initialEntries: [`/organizations/${testOrganization.slug}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { api, router, queryClient, user: userEvent.setup() };
}

const profileShown = () => screen.findByRole('heading', { level: 1, name: testOrganization.name });
/** The owner's controls load their code once the person's own list says they are its people. */
const editLink = () => screen.findByRole('link', { name: 'Edit' }, { timeout: 3000 });

describe('owner actions on the profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['a signed-out visitor', signedOutAuth()],
    ['a guest', guestAuth()],
    ['another signed-in user', fakeAuth({ user: testUser({ id: 'someone-else' }) })],
  ])('shows no Edit or Delete to %s', async (_who, auth) => {
    renderPage(auth);
    await profileShown();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives an editor Edit and Team, but no Delete', async () => {
    renderPage(owner(), memberAs('editor'));
    await profileShown();
    expect(await editLink()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      `/organizations/${testOrganization.id}/edit/team`,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives the owner an Edit link and a Delete that asks first', async () => {
    const { api, user } = renderPage(owner(), memberAs('owner'));
    await profileShown();
    expect(await editLink()).toHaveAttribute('href', `/organizations/${testOrganization.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Organization' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this organization? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE ${orgPath}`)).toHaveLength(0);
  });

  it('deletes, shows Deleting... meanwhile, and lands on /profile with the product message', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, router, queryClient, user } = renderPage(owner(), {
      ...memberAs('owner'),
      [`DELETE ${orgPath}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    queryClient.setQueryData(['organizations', { country: null, categories: '' }], {
      pages: [],
      pageParams: [],
    });
    await profileShown();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Organization' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.callsTo(`DELETE ${orgPath}`)).toHaveLength(1);

    answer(jsonResponse(200, { data: { deleted: true } }));
    expect(
      await screen.findByText('Dashboard: Organization deleted successfully'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['organization', testOrganization.slug])).toBeUndefined(),
    );
    expect(
      queryClient.getQueryState(['organizations', { country: null, categories: '' }])
        ?.isInvalidated,
    ).toBe(true);
  });

  it('closes the dialog, logs the failure and says why when the deletion fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, user } = renderPage(owner(), {
      ...memberAs('owner'),
      [`DELETE ${orgPath}`]: () => apiError(403, 'FORBIDDEN', 'Only the owner can do this.'),
    });
    await profileShown();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Organization' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Only the owner can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Deleting the organization failed', expect.anything());
    expect(router.state.location.pathname).toBe(`/organizations/${testOrganization.slug}`);
  });
});
