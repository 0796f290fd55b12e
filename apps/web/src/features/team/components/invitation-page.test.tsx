import { teamMessages, type InvitationPreview } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth, guestAuth, testUser } from '@/features/auth/testing';
import { jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { InvitationPage } from './invitation-page';

const token = 'A'.repeat(43);
const invitationPath = `/api/invitations/${token}`;

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organization: { id: 'org-1', name: 'Harbour Lights', slug: 'harbour-lights' },
  role: 'editor',
  invitedBy: 'Olive Owner',
  email: 'ada@example.org',
  expiresAt: '2026-12-02T00:00:00.000Z',
  status: 'pending',
  ...overrides,
});

function Landing() {
  const location = useLocation();
  const state = location.state as { email?: string; from?: { pathname?: string } } | null;
  return (
    <p>
      At {location.pathname}, back to {state?.from?.pathname}, as {state?.email}
    </p>
  );
}

function renderPage(auth: AuthContextValue, routes: Record<string, StubHandler> = {}) {
  const api = stubFetch({
    [`GET ${invitationPath}`]: () => jsonResponse(200, { data: preview() }),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/invitations/:token', element: <InvitationPage token={token} /> },
      { path: '*', Component: Landing },
    ],
    { initialEntries: [`/invitations/${token}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the invitation page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers a guest to sign up with the invited address, coming back here', async () => {
    const { user } = renderPage(guestAuth());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Harbour Lights as editor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner invited ada@example.org/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(
      await screen.findByText(`At /signup, back to /invitations/${token}, as ada@example.org`),
    ).toBeInTheDocument();
  });

  it('tells someone signed in with another address to use the invited one', async () => {
    renderPage(fakeAuth({ user: testUser({ email: 'someone@example.org' }) }));
    expect(await screen.findByText(teamMessages.invitationOtherAddress)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('accepts for the invited person and opens the editor', async () => {
    const { api, user } = renderPage(fakeAuth({ user: testUser({ email: 'Ada@Example.org' }) }), {
      [`POST ${invitationPath}/accept`]: () =>
        jsonResponse(200, { data: { organizationId: 'org-1' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(/At \/organizations\/org-1\/edit/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${invitationPath}/accept`)).toHaveLength(1);
  });

  it('shows the server’s words when accepting is refused', async () => {
    const { user } = renderPage(fakeAuth(), {
      [`POST ${invitationPath}/accept`]: () =>
        jsonResponse(409, { error: { code: 'CONFLICT', message: teamMessages.invitationUsed } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(teamMessages.invitationUsed)).toBeInTheDocument();
  });

  it.each([
    ['expired', teamMessages.invitationExpired],
    ['revoked', teamMessages.invitationRevoked],
    ['accepted', teamMessages.invitationUsed],
  ] as const)('says so when the invitation is %s', async (status, message) => {
    renderPage(fakeAuth(), {
      [`GET ${invitationPath}`]: () => jsonResponse(200, { data: preview({ status }) }),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
