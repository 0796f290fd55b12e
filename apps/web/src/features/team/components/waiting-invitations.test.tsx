import { teamMessages, type WaitingInvitation } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth, testUser } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { WaitingInvitations } from './waiting-invitations';

const waitingPath = '/api/users/me/invitations';

const invitation = (overrides: Partial<WaitingInvitation> = {}): WaitingInvitation => ({
  id: '5f0c5a52-8f43-4f43-9a55-0f3b7f6c2a11',
  organization: { id: 'org-1', name: 'Harbour Lights', slug: 'harbour-lights' },
  role: 'editor',
  invitedBy: 'Olive Owner',
  expiresAt: '2026-12-02T00:00:00.000Z',
  ...overrides,
});

function Landing() {
  return <p>At {useLocation().pathname}</p>;
}

function renderCard(auth: AuthContextValue, routes: Record<string, StubHandler>) {
  const api = stubFetch(routes);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <WaitingInvitations /> },
      { path: '*', Component: Landing },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { api, container, user: userEvent.setup() };
}

describe('the invitations waiting for me', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each with its role and who invited, and accepts one into the editor', async () => {
    const { api, user } = renderCard(fakeAuth(), {
      [`GET ${waitingPath}`]: () =>
        jsonResponse(200, {
          data: [invitation(), invitation({ id: 'second', role: 'owner', invitedBy: null })],
        }),
      [`POST ${waitingPath}/${invitation().id}/accept`]: () =>
        jsonResponse(200, { data: { organizationId: 'org-1' } }),
    });
    expect(
      await screen.findByRole('region', { name: teamMessages.waitingTitle }),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Harbour LightsEditor · expires Dec 2, 2026 · invited by Olive OwnerAccept',
      'Harbour LightsOwner · expires Dec 2, 2026Accept',
    ]);
    expect(screen.getAllByRole('link', { name: 'Harbour Lights' })[0]).toHaveAttribute(
      'href',
      '/organizations/harbour-lights',
    );

    await user.click(
      screen.getAllByRole('button', { name: 'Accept the invitation to Harbour Lights' })[0]!,
    );
    expect(await screen.findByText('At /organizations/org-1/edit')).toBeInTheDocument();
    expect(api.callsTo(`POST ${waitingPath}/${invitation().id}/accept`)).toHaveLength(1);
  });

  it('shows the server’s words when accepting is refused', async () => {
    const { user } = renderCard(fakeAuth(), {
      [`GET ${waitingPath}`]: () => jsonResponse(200, { data: [invitation()] }),
      [`POST ${waitingPath}/${invitation().id}/accept`]: () =>
        jsonResponse(409, { error: { code: 'CONFLICT', message: teamMessages.invitationExpired } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Harbour Lights' }),
    );
    expect(await screen.findByText(teamMessages.invitationExpired)).toBeInTheDocument();
  });

  it('shows nothing when none wait, and asks nothing before the address is verified', async () => {
    const empty = renderCard(fakeAuth(), {
      [`GET ${waitingPath}`]: () => jsonResponse(200, { data: [] }),
    });
    await waitFor(() => expect(empty.api.callsTo(`GET ${waitingPath}`)).toHaveLength(1));
    expect(empty.container).toBeEmptyDOMElement();
    empty.container.remove();

    const unverified = renderCard(
      fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
      { [`GET ${waitingPath}`]: () => jsonResponse(200, { data: [invitation()] }) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unverified.api.callsTo(`GET ${waitingPath}`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: teamMessages.waitingTitle })).toBeNull();
  });
});
