import { FOLLOWS_PER_USER_MAX, followMessages, type OrganizationCard } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  loadingAuth,
  signedOutAuth,
  testUser,
} from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { FollowButton } from './follow-button';

const organization: OrganizationCard = {
  id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  slug: 'brightfield-solar-commons',
  name: 'Brightfield Solar Commons',
  description: 'Community-owned solar gardens on vacant lots and church rooftops.',
  logo: null,
  categoryIds: ['climate_action'],
  country: 'US',
  location: 'Detroit, Michigan',
  websiteVerified: null,
};
const profilePath = `/organizations/${organization.slug}`;
const followsPath = '/api/users/me/follows';
const unfollowPath = `DELETE ${followsPath}/${organization.id}`;

const unverified = () => fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false });

/**
 * The follows API over a set of followed ids: the list shows them, following and unfollowing
 * change them. `post` answers a follow instead, when given; the list, as it was asked for,
 * arrives once `listAnswered` resolves, when given.
 */
function stubFollows({
  following = false,
  post,
  listAnswered,
}: {
  following?: boolean;
  post?: () => Response | Promise<Response>;
  listAnswered?: Promise<void>;
} = {}) {
  const followed = new Set(following ? [organization.id] : []);
  const state = (now: boolean) =>
    jsonResponse(200, { data: { organizationId: organization.id, following: now } });
  return stubFetch({
    [`GET ${followsPath}`]: async () => {
      const items = [...followed].map(() => ({
        organization,
        followedAt: '2026-03-01T10:00:00.000Z',
      }));
      await listAnswered;
      return jsonResponse(200, { data: { items } });
    },
    [`POST ${followsPath}`]:
      post ??
      (() => {
        followed.add(organization.id);
        return state(true);
      }),
    [unfollowPath]: () => {
      followed.delete(organization.id);
      return state(false);
    },
  });
}

/** Where the button sent the person, with what the navigation state carries. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  const state = location.state as { message?: string; from?: { pathname: string; search: string } };
  return (
    <p>
      {name}: {state?.message ?? 'no message'}, back to {state?.from?.pathname}
      {state?.from?.search}
    </p>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderButton({
  auth = guestAuth(),
  entry = profilePath,
}: { auth?: AuthContextValue; entry?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/organizations/:orgId',
        element: (
          <>
            <FollowButton organizationId={organization.id} name={organization.name} />
            <Where />
          </>
        ),
      },
      { path: '/login', element: <Landing name="Login" /> },
      { path: '/verify-email-required', element: <Landing name="Verify your email" /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TestAuthProvider value={auth}>
          <RouterProvider router={router} />
          <Toaster />
        </TestAuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, user: userEvent.setup() };
}

const followButton = () =>
  screen.getByRole('button', { name: followMessages.followLabel(organization.name) });
const unfollowButton = () =>
  screen.getByRole('button', { name: followMessages.unfollowLabel(organization.name) });
const withIntent = `${profilePath}?follow=${organization.id}`;

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts between tests and shows them to the next test's Toaster.
  toast.dismiss();
});

describe('Follow', () => {
  it.each([
    ['a guest', guestAuth],
    ['a signed-out visitor', signedOutAuth],
    ['a visitor whose session is not known yet', loadingAuth],
  ])('sends %s to sign in, asking to follow on the way back', async (_, auth) => {
    const api = stubFollows();
    const { user } = renderButton({ auth: auth() });

    expect(followButton()).toHaveAttribute('aria-pressed', 'false');
    expect(followButton()).toHaveTextContent(followMessages.follow);
    await user.click(followButton());

    expect(
      screen.getByText(`Login: ${followMessages.signInToFollow}, back to ${withIntent}`),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends an unverified account to verify its email, asking to follow on the way back', async () => {
    const api = stubFollows();
    const { user } = renderButton({ auth: unverified() });
    await waitFor(() => expect(followButton()).toBeEnabled());
    await user.click(followButton());

    expect(
      screen.getByText(`Verify your email: no message, back to ${withIntent}`),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('is pressed for a verified follower, and unfollows and follows again, saying so', async () => {
    const api = stubFollows({ following: true });
    const { user } = renderButton({ auth: fakeAuth() });

    await waitFor(() => expect(unfollowButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(unfollowButton()).toHaveTextContent(followMessages.following);
    await user.click(unfollowButton());

    expect(
      await screen.findByText(followMessages.unfollowed(organization.name)),
    ).toBeInTheDocument();
    await waitFor(() => expect(followButton()).toHaveAttribute('aria-pressed', 'false'));
    await user.click(followButton());

    expect(await screen.findByText(followMessages.followed(organization.name))).toBeInTheDocument();
    await waitFor(() => expect(unfollowButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo(unfollowPath)).toHaveLength(1);
    expect(api.callsTo(`POST ${followsPath}`).map((call) => call.body)).toEqual([
      { organizationId: organization.id },
    ]);
  });

  it('is disabled while a follow is on its way, until the list says it is followed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubFollows({ post: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderButton({ auth: fakeAuth() });
    await waitFor(() => expect(followButton()).toBeEnabled());

    await user.click(followButton());
    expect(followButton()).toBeDisabled();
    await user.click(followButton());
    answer(jsonResponse(201, { data: { organizationId: organization.id, following: true } }));

    expect(await screen.findByText(followMessages.followed(organization.name))).toBeInTheDocument();
    await waitFor(() => expect(followButton()).toBeEnabled());
    expect(api.callsTo(`POST ${followsPath}`)).toHaveLength(1);
  });

  it("shows the server's reason when it cannot follow, and stays unpressed", async () => {
    const tooMany = followMessages.tooMany;
    expect(tooMany).toContain(String(FOLLOWS_PER_USER_MAX));
    stubFollows({ post: () => apiError(409, 'TOO_MANY_FOLLOWS', tooMany) });
    const { user } = renderButton({ auth: fakeAuth() });
    await waitFor(() => expect(followButton()).toBeEnabled());
    await user.click(followButton());

    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    await waitFor(() => expect(followButton()).toBeEnabled());
    expect(followButton()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Follow, on the way back from signing in', () => {
  it('follows once for a verified account, says so, and takes the request out of the address', async () => {
    const api = stubFollows();
    renderButton({ auth: fakeAuth(), entry: `${withIntent}&tab=roles` });

    expect(await screen.findByText(followMessages.followed(organization.name))).toBeInTheDocument();
    await waitFor(() => expect(unfollowButton()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`${profilePath}?tab=roles`),
    );
    expect(api.callsTo(`POST ${followsPath}`)).toHaveLength(1);
  });

  it('follows only once the list has been read, which then shows it followed', async () => {
    let answerList: () => void = () => undefined;
    const api = stubFollows({ listAnswered: new Promise((resolve) => (answerList = resolve)) });
    renderButton({ auth: fakeAuth(), entry: withIntent });

    await waitFor(() => expect(api.callsTo(`GET ${followsPath}`)).not.toEqual([]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo(`POST ${followsPath}`)).toEqual([]);
    answerList();

    await waitFor(() => expect(unfollowButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo(`POST ${followsPath}`)).toHaveLength(1);
  });

  it('follows nothing for a guest, and leaves the address as it is', async () => {
    const api = stubFollows();
    renderButton({ auth: guestAuth(), entry: withIntent });

    expect(followButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('where')).toHaveTextContent(withIntent);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls).toEqual([]);
  });

  it('follows nothing when the address names another organization', async () => {
    const api = stubFollows();
    const other = `${profilePath}?follow=8d6f8a4e-0b1c-4f55-9d3e-2f1a7c9b0e11`;
    renderButton({ auth: fakeAuth(), entry: other });

    await waitFor(() => expect(followButton()).toBeEnabled());
    expect(api.callsTo(`POST ${followsPath}`)).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent(other);
  });

  it('sends an account still unverified to verify its email, the way back kept', async () => {
    const api = stubFollows();
    renderButton({ auth: unverified(), entry: withIntent });

    expect(
      await screen.findByText(`Verify your email: no message, back to ${withIntent}`),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('Follow, rendered by the server', () => {
  let root: Root | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  function Page({ auth, queryClient }: { auth: AuthContextValue; queryClient: QueryClient }) {
    return (
      <QueryClientProvider client={queryClient}>
        <TestAuthProvider value={auth}>
          <MemoryRouter initialEntries={[profilePath]}>
            <FollowButton organizationId={organization.id} name={organization.name} />
          </MemoryRouter>
        </TestAuthProvider>
      </QueryClientProvider>
    );
  }

  const renderAgain = (ui: ReactNode) => act(() => root?.render(ui));

  it('is Follow for a stranger, hydrates as it is, and shows Following once the session arrives', async () => {
    stubFollows({ following: true });
    const errors = vi.spyOn(console, 'error');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Neither the server nor the hydrating browser knows the session yet.
    const html = renderToString(<Page auth={loadingAuth()} queryClient={new QueryClient()} />);
    expect(html).toContain(`aria-label="${followMessages.followLabel(organization.name)}"`);
    expect(html).toContain('aria-pressed="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();
    act(() => {
      root = hydrateRoot(container, <Page auth={loadingAuth()} queryClient={queryClient} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    renderAgain(<Page auth={fakeAuth()} queryClient={queryClient} />);
    await waitFor(() => expect(unfollowButton()).toHaveAttribute('aria-pressed', 'true'));
    errors.mockRestore();
  });
});
