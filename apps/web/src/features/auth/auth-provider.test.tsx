import { authMessages, sessionMessages } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from '@/lib/notify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { AUTH_EXPIRATION_MESSAGE_KEY, markSyncPending } from './auth-storage';
import { Component as LoginPage } from '@/app/routes/login';
import { RequireAccess } from './require-access';
import { apiError, authError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';

vi.mock('@/lib/notify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const now = new Date('2026-01-01T00:00:00Z').toISOString();

interface UserFields {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAnonymous: boolean;
}

const ada: UserFields = {
  id: 'user-1',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  emailVerified: true,
  isAnonymous: false,
};
const guest: UserFields = {
  id: 'guest-1',
  email: 'temp@guest.invalid',
  name: 'Guest',
  emailVerified: false,
  isAnonymous: true,
};

const sessionOf = (user: UserFields) =>
  jsonResponse(200, {
    session: {
      id: 's-1',
      userId: user.id,
      token: 'tok',
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
    },
    user: { ...user, image: null, createdAt: now, updatedAt: now },
  });
const noSession = () => jsonResponse(200, null);
const guestSignedIn: StubHandler = () =>
  jsonResponse(200, {
    token: 'guest-token',
    user: { ...guest, image: null, createdAt: now, updatedAt: now },
  });

const profileOf = (user: UserFields, providers: string[]) =>
  jsonResponse(200, {
    data: {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      photoURL: null,
      isAnonymous: user.isAnonymous,
      emailVerified: user.emailVerified,
      createdAt: now,
      providers,
    },
  });

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="email">{auth.user?.email ?? ''}</p>
      <p data-testid="verified">{String(auth.isVerified)}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
      <button
        type="button"
        onClick={() => void apiRequest('/users/organizations').catch(() => undefined)}
      >
        Load organizations
      </button>
    </div>
  );
}

function renderProvider(onSignedOut = vi.fn(), { strict = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <AuthProvider onSignedOut={onSignedOut}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { onSignedOut };
}

const status = () => screen.getByTestId('status');

describe('AuthProvider', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sessionStorage.clear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    consoleError.mockRestore();
  });

  it('is loading until the first check completes, then knows the signed-in user', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderProvider();

    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(api.callsTo('GET /api/auth/get-session')).toHaveLength(1));
    expect(status()).toHaveTextContent('loading');
    await act(async () => answer(sessionOf(ada)));

    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('email')).toHaveTextContent('ada@example.org');
    expect(screen.getByTestId('verified')).toHaveTextContent('true');
    expect(api.callsTo('POST /api/auth/sign-in/anonymous')).toHaveLength(0);
  });

  it('signs a visitor without a session in as a guest, silently and once', async () => {
    const api = stubFetch({
      'GET /api/auth/get-session': noSession,
      'POST /api/auth/sign-in/anonymous': guestSignedIn,
    });
    renderProvider(vi.fn(), { strict: true });

    await waitFor(() => expect(status()).toHaveTextContent('guest'));
    expect(screen.getByTestId('verified')).toHaveTextContent('false');
    expect(api.callsTo('POST /api/auth/sign-in/anonymous')).toHaveLength(1);
  });

  it('only logs a failed guest sign-in and treats the visitor as signed out', async () => {
    stubFetch({
      'GET /api/auth/get-session': noSession,
      'POST /api/auth/sign-in/anonymous': () => authError(500, 'FAILED_TO_CREATE_USER'),
    });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('signed-out'));
    expect(consoleError).toHaveBeenCalledWith('Anonymous sign-in failed', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not replace a session it could not read with a guest', async () => {
    const api = stubFetch({ 'GET /api/auth/get-session': () => authError(500, 'BOOM') });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('signed-out'));
    expect(api.callsTo('POST /api/auth/sign-in/anonymous')).toHaveLength(0);
  });

  it('checks an unverified user against the profile: GitHub vouches for the address', async () => {
    const unverified = { ...ada, emailVerified: false };
    stubFetch({
      'GET /api/auth/get-session': () => sessionOf(unverified),
      'GET /api/users/profile': () => profileOf(unverified, ['github']),
    });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('verified')).toHaveTextContent('true');
  });

  it('keeps a password user with an unverified address unverified', async () => {
    const unverified = { ...ada, emailVerified: false };
    stubFetch({
      'GET /api/auth/get-session': () => sessionOf(unverified),
      'GET /api/users/profile': () => profileOf(unverified, ['password']),
    });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('verified')).toHaveTextContent('false');
  });

  it("falls back to the session's own flag when the profile cannot be read", async () => {
    const unverified = { ...ada, emailVerified: false };
    stubFetch({
      'GET /api/auth/get-session': () => sessionOf(unverified),
      'GET /api/users/profile': () => apiError(500, 'INTERNAL', 'boom'),
    });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('verified')).toHaveTextContent('false');
  });

  it('syncs a user who has just signed in with the backend, once', async () => {
    markSyncPending();
    const api = stubFetch({
      'GET /api/auth/get-session': () => sessionOf(ada),
      'POST /api/auth/sync-user': () => profileOf(ada, ['password']),
    });
    renderProvider(vi.fn(), { strict: true });

    await waitFor(() => expect(api.callsTo('POST /api/auth/sync-user')).toHaveLength(1));
    expect(sessionStorage.getItem('authSyncPending')).toBeNull();
  });

  it('never syncs a guest', async () => {
    markSyncPending();
    const api = stubFetch({
      'GET /api/auth/get-session': () => sessionOf(guest),
    });
    renderProvider();

    await waitFor(() => expect(status()).toHaveTextContent('guest'));
    expect(api.callsTo('POST /api/auth/sync-user')).toHaveLength(0);
  });

  it('signs out, goes to /login, and browses on as a guest', async () => {
    let signedIn = true;
    const api = stubFetch({
      'GET /api/auth/get-session': () => (signedIn ? sessionOf(ada) : noSession()),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse(200, { success: true });
      },
      'POST /api/auth/sign-in/anonymous': guestSignedIn,
    });
    const { onSignedOut } = renderProvider();
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(status()).toHaveTextContent('guest'));
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledWith('signed-out');
    expect(sessionStorage.getItem(AUTH_EXPIRATION_MESSAGE_KEY)).toBeNull();
  });

  it('ends a lost session: signs out, keeps the expiry message, and goes to /login', async () => {
    let signedIn = true;
    const api = stubFetch({
      'GET /api/auth/get-session': () => (signedIn ? sessionOf(ada) : noSession()),
      'GET /api/users/organizations': () => {
        // The server dropped the session behind the app's back.
        signedIn = false;
        return apiError(401, 'UNAUTHENTICATED', sessionMessages.notAuthenticated);
      },
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
      'POST /api/auth/sign-in/anonymous': guestSignedIn,
    });
    const { onSignedOut } = renderProvider();
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Load organizations' }));

    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('expired'));
    expect(sessionStorage.getItem(AUTH_EXPIRATION_MESSAGE_KEY)).toBe(
      sessionMessages.sessionExpired,
    );
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    await waitFor(() => expect(status()).toHaveTextContent('guest'));
  });

  it('replays the request when the refreshed session is still valid', async () => {
    let refused = false;
    const api = stubFetch({
      'GET /api/auth/get-session': () => sessionOf(ada),
      'GET /api/users/organizations': () => {
        if (refused) return jsonResponse(200, { data: [] });
        refused = true;
        return apiError(401, 'UNAUTHENTICATED', sessionMessages.notAuthenticated);
      },
    });
    const { onSignedOut } = renderProvider();
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));

    await userEvent.click(screen.getByRole('button', { name: 'Load organizations' }));

    await waitFor(() => expect(api.callsTo('GET /api/users/organizations')).toHaveLength(2));
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('signed-in');
  });
});

describe('AuthProvider with the app around it', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function GuardedPage() {
    const organizations = useQuery({
      queryKey: ['users', 'organizations'],
      queryFn: () => apiRequest<unknown[]>('/users/organizations'),
    });
    return <p>Dashboard: {organizations.status}</p>;
  }

  function renderApp() {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/login', Component: LoginPage },
        {
          path: '/dashboard',
          element: (
            <RequireAccess level="verified" message={authMessages.guard.permanentAccount}>
              <GuardedPage />
            </RequireAccess>
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    // As start-app.tsx does: rendered at once, so the page being left never sees the signed-out state.
    const onSignedOut = vi.fn((reason: string) =>
      reason === 'expired'
        ? router.navigate('/login', {
            state: { from: { pathname: '/dashboard' } },
            flushSync: true,
          })
        : router.navigate('/login', { flushSync: true }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider onSignedOut={onSignedOut}>
          <RouterProvider
            router={router}
            flushSync={(update) => {
              flushSync(update);
            }}
          />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return { router, onSignedOut };
  }

  it('shows only the expiry message on /login when the session is lost on a guarded page', async () => {
    let signedIn = true;
    stubFetch({
      'GET /api/auth/get-session': () => (signedIn ? sessionOf(ada) : noSession()),
      'GET /api/users/organizations': () => {
        signedIn = false;
        return apiError(401, 'UNAUTHENTICATED', sessionMessages.notAuthenticated);
      },
      'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }),
      'POST /api/auth/sign-in/anonymous': guestSignedIn,
    });
    const { router } = renderApp();

    expect(await screen.findByText(sessionMessages.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await screen.findByText('Login to create or edit your organization');
    expect(screen.queryByText(authMessages.guard.permanentAccount)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_EXPIRATION_MESSAGE_KEY)).toBeNull();
  });
});
