import {
  addressProofMessages,
  authMessages,
  followMessages,
  sessionMessages,
  stepUpMessages,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginPage } from '@/app/routes/login';
import { Component as SignupPage } from '@/app/routes/signup';
import type { AuthContextValue } from '../auth-context';
import { AUTH_EXPIRATION_MESSAGE_KEY } from '../auth-storage';
import { TestAuthProvider, fakeAuth, guestAuth, testUser } from '../testing/auth-test-utils';
import { authError, jsonResponse, stubFetch } from '@/test/fetch-stub';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A guest whose `refresh` finds the user now signed in (as after a successful sign-in). */
function SigningInAuth({
  children,
  after,
}: {
  children: React.ReactNode;
  after: AuthContextValue;
}) {
  const [value, setValue] = useState<AuthContextValue>(() => guestAuth());
  const refresh = vi.fn(async () => setValue(after));
  return <TestAuthProvider value={{ ...value, refresh }}>{children}</TestAuthProvider>;
}

function renderAuthPage(
  entry: InitialEntry,
  { auth = guestAuth(), after }: { auth?: AuthContextValue; after?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/signup', Component: SignupPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const page = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={client}>
      {after ? (
        <SigningInAuth after={after}>{page}</SigningInAuth>
      ) : (
        <TestAuthProvider value={auth}>{page}</TestAuthProvider>
      )}
    </QueryClientProvider>,
  );
  return { router };
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/login', () => {
  it('titles the page, marks its tab and gives the guest hint', () => {
    stubFetch({});
    renderAuthPage('/login');
    expect(document.title).toBe('Log In | Catalyst Profiles');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Log in or sign up' });
    expect(within(tabs).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('Login to create or edit your organization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the stored session-expiry message once, and removes it', async () => {
    stubFetch({});
    sessionStorage.setItem(AUTH_EXPIRATION_MESSAGE_KEY, sessionMessages.sessionExpired);
    renderAuthPage('/login');

    expect(screen.getByText(sessionMessages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(AUTH_EXPIRATION_MESSAGE_KEY)).toBeNull());

    document.body.innerHTML = '';
    renderAuthPage('/login');
    expect(screen.queryByText(sessionMessages.sessionExpired)).not.toBeInTheDocument();
  });

  it("shows the guard's message from the navigation state", () => {
    stubFetch({});
    renderAuthPage({
      pathname: '/login',
      state: { message: authMessages.guard.signIn, from: { pathname: '/profile' } },
    });
    expect(screen.getByText(authMessages.guard.signIn)).toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const api = stubFetch({});
    renderAuthPage('/login');
    await fillLogin('not-an-email', 'secret1');
    expect(screen.getByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the password, and keeps the message until the next attempt', async () => {
    const api = stubFetch({});
    const user = userEvent.setup();
    renderAuthPage('/login');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.type(screen.getByLabelText('Password'), 's');
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the address trimmed and carries it to the reset page', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-in/email': () =>
        authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    const { router } = renderAuthPage('/login');
    await fillLogin('  ada@example.org ', 'wrong-password');

    expect(await screen.findByText(authMessages.invalidCredential)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: 'ada@example.org',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.state).toEqual({ email: 'ada@example.org' });
  });

  it('maps wrong credentials to the product text', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-in/email': () =>
        authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    renderAuthPage('/login');
    await fillLogin('ada@example.org', 'wrong-password');

    expect(await screen.findByText(authMessages.invalidCredential)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with password' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: 'ada@example.org',
      password: 'wrong-password',
    });
    expect(sessionStorage.getItem('authSyncPending')).toBeNull();
  });

  it('signs in and returns to the page the guard stopped', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(200, { redirect: false, token: 'tok', user: { id: 'user-1' } }),
    });
    renderAuthPage(
      { pathname: '/login', state: { from: { pathname: '/dashboard', search: '?tab=settings' } } },
      { after: fakeAuth() },
    );
    await fillLogin('ada@example.org', 'correct-horse');

    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard?tab=settings');
    // The provider syncs the user once the session shows them signed in.
    expect(sessionStorage.getItem('authSyncPending')).toBe('1');
  });

  it('sends a permanent user on to the home page', () => {
    stubFetch({});
    renderAuthPage('/login', { auth: fakeAuth() });
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('reports a provider the server does not offer as unavailable', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-in/social': () =>
        authError(404, 'PROVIDER_NOT_FOUND', 'Provider not found'),
    });
    renderAuthPage({ pathname: '/login', state: { from: { pathname: '/submit-organization' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText(authMessages.methodUnavailable)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/social')[0]?.body).toEqual({
      provider: 'google',
      callbackURL: `${window.location.origin}/submit-organization`,
      errorCallbackURL: `${window.location.origin}/login?provider=google`,
    });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('explains the error a GitHub sign-in came back with, once', async () => {
    stubFetch({});
    const { router } = renderAuthPage('/login?error=access_denied&provider=github');
    expect(screen.getByText(authMessages.githubCancelled)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(authMessages.githubCancelled)).toBeInTheDocument();
  });
});

describe('/signup', () => {
  async function fillSignup(email: string, password: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name (optional)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('titles the page and gives the sign-up hint', () => {
    stubFetch({});
    renderAuthPage('/signup', { auth: fakeAuth({ status: 'signed-out', user: null }) });
    expect(document.title).toBe('Sign Up | Catalyst Profiles');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(
      screen.getByText('Create an account to create or edit your organization'),
    ).toBeInTheDocument();
  });

  it('asks for a password of at least 6 characters', async () => {
    const api = stubFetch({});
    renderAuthPage('/signup');
    await fillSignup('ada@example.org', '12345');
    expect(screen.getByText(authMessages.weakPassword)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // The field to fix has the focus.
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('focuses the first field in error, in form order', async () => {
    stubFetch({});
    renderAuthPage('/signup');
    await fillSignup('not-an-email', '12345');
    expect(screen.getByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('says to check the inbox when the address already had an account', async () => {
    // The sign-up answers alike either way; the sign-in that follows fails.
    const api = stubFetch({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(200, { token: null, user: { id: 'made-up', emailVerified: false } }),
      'POST /api/auth/sign-in/email': () =>
        authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    renderAuthPage('/signup');
    await fillSignup('ada@example.org', 'correct-horse');

    expect(
      await screen.findByText(addressProofMessages.checkInbox('ada@example.org')),
    ).toBeInTheDocument();
    expect(screen.queryByText(authMessages.invalidCredential)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.org',
      password: 'correct-horse',
    });
  });

  it('signs the new user in and asks them to verify their email', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(200, { token: null, user: { id: 'user-1', emailVerified: false } }),
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(200, { token: 'tok', user: { id: 'user-1', emailVerified: false } }),
    });
    renderAuthPage('/signup', {
      after: fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
    });
    await fillSignup('ada@example.org', 'correct-horse');

    expect(await screen.findByTestId('where')).toHaveTextContent('/verify-email-required');
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'correct-horse',
    });
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
  });

  it('keeps the way back through the verification: in the mailed link, and on its screen', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(200, { token: null, user: { id: 'user-1', emailVerified: false } }),
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(200, { token: 'tok', user: { id: 'user-1', emailVerified: false } }),
    });
    const from = { pathname: '/organizations/green-futures', search: '?follow=org-1' };
    const { router } = renderAuthPage(
      { pathname: '/signup', state: { message: followMessages.signInToFollow, from } },
      { after: fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }) },
    );
    expect(screen.getByText(followMessages.signInToFollow)).toBeInTheDocument();
    await fillSignup('ada@example.org', 'correct-horse');

    expect(await screen.findByTestId('where')).toHaveTextContent('/verify-email-required');
    expect(router.state.location.state).toEqual({ from: { ...from, hash: '' } });
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({
      callbackURL: '/organizations/green-futures?follow=org-1',
    });
  });
});

describe('a sign-in stepped up while the account is under attack', () => {
  const stepUp = () => authError(403, 'STEP_UP_REQUIRED', stepUpMessages.required);

  it('asks for the mailed code and signs in with it', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-in/email': stepUp,
      'POST /api/auth/sign-in/step-up': () =>
        jsonResponse(200, { token: 'tok', user: { id: 'user-1' } }),
    });
    renderAuthPage('/login', { after: fakeAuth() });
    await fillLogin('ada@example.org', 'correct-horse');

    expect(await screen.findByText(stepUpMessages.required)).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    const user = userEvent.setup();
    // Not six digits: said at once, nothing sent.
    await user.type(screen.getByLabelText('Sign-in code'), '12 34');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(stepUpMessages.codeFormat)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/step-up')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Sign-in code'));
    await user.type(screen.getByLabelText('Sign-in code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /api/auth/sign-in/step-up')[0]?.body).toEqual({ code: '123456' });
  });

  it('says when a code is wrong, and goes back to the password when it has expired', async () => {
    let answer = () => authError(400, 'INVALID_STEP_UP_CODE', stepUpMessages.wrongCode);
    stubFetch({
      'POST /api/auth/sign-in/email': stepUp,
      'POST /api/auth/sign-in/step-up': () => answer(),
    });
    renderAuthPage('/login');
    await fillLogin('ada@example.org', 'correct-horse');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Sign-in code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(stepUpMessages.wrongCode)).toBeInTheDocument();

    answer = () => authError(400, 'STEP_UP_EXPIRED', stepUpMessages.expired);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(stepUpMessages.expired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
