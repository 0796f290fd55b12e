import {
  paymentMessages,
  teamMessages,
  type MemberRole,
  type MemberOrganization,
  type Team,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { TestAuthProvider, fakeAuth, testUser } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { asMember, testOrganization } from '@/features/organizations/testing';
import { TeamPage } from './team-page';

const orgId = testOrganization.id;
const teamPath = `/api/organizations/${orgId}/members`;

const team: Team = {
  members: [
    {
      userId: 'user-1',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'owner',
      addedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      userId: 'user-2',
      name: 'Eddie Editor',
      email: 'eddie@example.org',
      role: 'editor',
      addedAt: '2026-11-02T00:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'new@example.org',
      role: 'editor',
      invitedBy: 'Ada Lovelace',
      createdAt: '2026-11-20T00:00:00.000Z',
      expiresAt: '2026-11-27T00:00:00.000Z',
    },
  ],
};

function renderTeam(
  viewerRole: MemberRole,
  userId: string,
  routes: Record<string, StubHandler> = {},
  membership: Partial<MemberOrganization> = {},
) {
  const api = stubFetch({
    [`GET /api/organizations/${orgId}`]: () => jsonResponse(200, { data: testOrganization }),
    'GET /api/users/organizations': () =>
      jsonResponse(200, {
        data: [asMember(testOrganization, viewerRole, membership)],
      }),
    [`GET ${teamPath}`]: () => jsonResponse(200, { data: team }),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '/organizations/:orgId/edit/team', element: <TeamPage orgId={orgId} /> }],
    { initialEntries: [`/organizations/${orgId}/edit/team`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={fakeAuth({ user: testUser({ id: userId }) })}>
        <RouterProvider router={router} />
        <Toaster />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the team page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives an owner the roles, removal, withdrawal and the invitation form', async () => {
    renderTeam('owner', 'user-1');
    expect(await screen.findByRole('combobox', { name: 'Role of Eddie Editor' })).toHaveValue(
      'editor',
    );
    expect(screen.getByRole('button', { name: 'Remove Eddie Editor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw the invitation of new@example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });

  it('shows an editor the team without owner controls; they may leave', async () => {
    renderTeam('editor', 'user-2');
    expect(await screen.findByText('Eddie Editor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, such as the last owner stepping down', async () => {
    const { api, user } = renderTeam('owner', 'user-1', {
      [`PUT /api/organizations/${orgId}/members/user-1`]: () =>
        jsonResponse(409, { error: { code: 'CONFLICT', message: teamMessages.lastOwner } }),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' }),
      'editor',
    );
    expect(await screen.findByText(teamMessages.lastOwner)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/organizations/${orgId}/members/user-1`)).toHaveLength(1);
  });

  it('sends an invitation and says so', async () => {
    const { api, user } = renderTeam('owner', 'user-1', {
      [`POST /api/organizations/${orgId}/invitations`]: () =>
        jsonResponse(201, { data: { id: 'inv-2' } }),
    });
    const form = (await screen.findByRole('button', { name: 'Send invitation' })).closest('form')!;
    await user.type(within(form).getByLabelText(/Email address/), 'grace@example.org');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'owner');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(teamMessages.invitationSent)).toBeInTheDocument();
    const [sent] = api.callsTo(`POST /api/organizations/${orgId}/invitations`);
    expect(sent?.body).toEqual({ email: 'grace@example.org', role: 'owner' });
  });

  it('offers an unpaid organization’s owner a plan instead of the invitation form', async () => {
    renderTeam('owner', 'user-1', {}, { paymentStatus: 'pending', publicationStatus: 'pending' });
    expect(
      await screen.findByText(teamMessages.invitationsNeedPublishedProfile),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: paymentMessages.subscribeNow })).toHaveAttribute(
      'href',
      `/payments/select/${orgId}`,
    );
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    // The people and the open invitations are still there to manage.
    expect(screen.getByRole('combobox', { name: 'Role of Eddie Editor' })).toBeInTheDocument();
  });

  it('tells the owner of a hidden profile that it cannot invite', async () => {
    renderTeam(
      'owner',
      'user-1',
      {},
      {
        moderation: {
          hiddenAt: '2026-11-20T00:00:00.000Z',
          reason: 'Spam.',
          reviewRequestedAt: null,
        },
      },
    );
    expect(await screen.findByText(teamMessages.invitationsWhileHidden)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: paymentMessages.subscribeNow }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it.each([
    [teamMessages.invitationsNeedPublishedProfile, 409, 'CONFLICT'],
    [teamMessages.organizationInvitationBudget, 429, 'TOO_MANY_REQUESTS'],
    [teamMessages.senderInvitationBudget, 429, 'TOO_MANY_REQUESTS'],
  ])('shows the server’s refusal of an invitation: %s', async (message, status, code) => {
    const { user } = renderTeam('owner', 'user-1', {
      [`POST /api/organizations/${orgId}/invitations`]: () =>
        jsonResponse(status, { error: { code, message } }),
    });
    const form = (await screen.findByRole('button', { name: 'Send invitation' })).closest('form')!;
    await user.type(within(form).getByLabelText(/Email address/), 'grace@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });
});
