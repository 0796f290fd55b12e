import { addressProofMessages, authMessages, teamMessages } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as VerifyEmailPage } from '@/app/routes/verify-email';
import type { AuthContextValue } from '../auth-context';
import { TestAuthProvider, fakeAuth, testUser } from '../testing/auth-test-utils';
import { apiError, jsonResponse, stubFetch } from '@/test/fetch-stub';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The unverified account signed in here, whose session says verified once read again. */
function RefreshingAuth({ children }: { children: ReactNode }) {
  const [verified, setVerified] = useState(false);
  const [refresh] = useState(() => vi.fn(async () => setVerified(true)));
  const value = verified
    ? fakeAuth({ refresh })
    : fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false, refresh });
  return <TestAuthProvider value={value}>{children}</TestAuthProvider>;
}

function mountVerify(search: string, withAuth: (page: ReactNode) => ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email', Component: VerifyEmailPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [`/verify-email${search}`] },
  );
  const client = new QueryClient();
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        {withAuth(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </StrictMode>,
  );
}

function renderVerify(
  search: string,
  auth: AuthContextValue = fakeAuth({
    user: testUser({ emailVerified: false }),
    isVerified: false,
  }),
) {
  mountVerify(search, (page) => <TestAuthProvider value={auth}>{page}</TestAuthProvider>);
  return { auth };
}

/** The link followed by its unverified account, whose session is then read again. */
const renderVerifyRefreshing = (search: string) =>
  mountVerify(search, (page) => <RefreshingAuth>{page}</RefreshingAuth>);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/verify-email', () => {
  it.each(['', '?token=abc', '?userId=user-1', '?token=&userId=user-1'])(
    'fails at once without asking the server when the link is incomplete (%s)',
    (search) => {
      const api = stubFetch({});
      renderVerify(search);
      expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
      expect(screen.getByText(authMessages.missingVerificationInfo)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it('shows the loading state, then success, and re-reads the session', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'GET /api/auth/verify-email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { auth } = renderVerify('?token=tok-1&userId=user-1');

    expect(document.title).toBe('Verify Email | Catalyst Profiles');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Email' })).toBeVisible();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url.searchParams.get('token')).toBe('tok-1');
    expect(api.calls[0]?.url.searchParams.get('userId')).toBe('user-1');

    answer(jsonResponse(200, { data: { success: true, message: 'Email verified' } }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(auth.refresh).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's reason when the link is refused", async () => {
    stubFetch({
      'GET /api/auth/verify-email': () =>
        apiError(400, 'INVALID_TOKEN', 'This verification link has expired.'),
    });
    const { auth } = renderVerify('?token=old&userId=user-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Verification Email' })).toHaveAttribute(
      'href',
      '/verify-email-required',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it("falls back to the product's text when the server says no without a reason", async () => {
    stubFetch({
      'GET /api/auth/verify-email': () =>
        jsonResponse(200, { data: { success: false, message: '' } }),
    });
    renderVerify('?token=tok&userId=user-1');
    expect(await screen.findByText(authMessages.verifyFailed)).toBeInTheDocument();
  });

  it('explains a verification that could not be carried out', async () => {
    stubFetch({
      'GET /api/auth/verify-email': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    renderVerify('?token=tok&userId=user-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(authMessages.verifyThrown)).toBeInTheDocument();
  });

  it('shows success when the spent link belongs to the signed-in, verified user', async () => {
    stubFetch({
      'GET /api/auth/verify-email': () =>
        apiError(400, 'INVALID_TOKEN', 'This verification link has already been used.'),
    });
    renderVerify('?token=used&userId=user-1', fakeAuth());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
  });

  it('points someone invited to a team to their invitations', async () => {
    stubFetch({
      'GET /api/auth/verify-email': () =>
        jsonResponse(200, { data: { success: true, message: 'Email verified' } }),
      'GET /api/users/me/invitations': () =>
        jsonResponse(200, {
          data: [
            {
              id: '5f0c5a52-8f43-4f43-9a55-0f3b7f6c2a11',
              organization: { id: 'org-1', name: 'Harbour Lights', slug: 'harbour-lights' },
              role: 'editor',
              invitedBy: 'Olive Owner',
              expiresAt: '2026-12-02T00:00:00.000Z',
            },
          ],
        }),
    });
    renderVerify('?token=tok-1&userId=user-1', fakeAuth());
    expect(await screen.findByText(teamMessages.waitingAfterVerification(1))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: teamMessages.seeInvitations })).toHaveAttribute(
      'href',
      '/dashboard/organizations',
    );
    expect(screen.getByRole('link', { name: 'Continue to Home' })).toHaveAttribute('href', '/');
  });
});

describe('/verify-email with the page to return to', () => {
  const returnTo = '/organizations/green-futures?follow=org-1';
  const verifies = () =>
    stubFetch({
      'GET /api/auth/verify-email': () =>
        jsonResponse(200, { data: { success: true, message: 'Email verified' } }),
    });

  it('offers the way back to it once the session, read again, says the account is verified', async () => {
    verifies();
    renderVerifyRefreshing(
      `?token=tok-1&userId=user-1&callbackURL=${encodeURIComponent(returnTo)}`,
    );
    const back = await screen.findByRole('link', { name: authMessages.continueWhereYouLeftOff });
    expect(back).toHaveAttribute('href', returnTo);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email Verified');
    expect(screen.getByRole('link', { name: 'Continue to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(back);
    expect(await screen.findByTestId('where')).toHaveTextContent(returnTo);
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', '/signup'])(
    'stays on the success screen for a page that is not ours to return to (%s)',
    async (elsewhere) => {
      verifies();
      renderVerifyRefreshing(
        `?token=tok-1&userId=user-1&callbackURL=${encodeURIComponent(elsewhere)}`,
      );
      expect(await screen.findByRole('link', { name: 'Continue to Home' })).toHaveAttribute(
        'href',
        '/',
      );
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email Verified'),
      );
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    },
  );

  it('stays for someone else signed in here', async () => {
    verifies();
    renderVerify(
      `?token=tok-1&userId=user-2&callbackURL=${encodeURIComponent(returnTo)}`,
      fakeAuth(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});

describe('/verify-email followed in a browser not signed in to the account', () => {
  const proofRequired = (hasPassword: boolean) =>
    jsonResponse(403, {
      error: {
        code: 'FORBIDDEN',
        message: addressProofMessages.required,
        details: { reason: 'PROOF_REQUIRED', email: 'ada@example.org', hasPassword },
      },
    });
  const signedOut = () => fakeAuth({ status: 'signed-out', user: null, isVerified: false });

  it("asks for the account's password, and verifies and signs in with it", async () => {
    const api = stubFetch({
      'GET /api/auth/verify-email': () => proofRequired(true),
      'POST /api/auth/verify-email': ({ body }) =>
        (body as { password?: string }).password === 'correct-horse'
          ? jsonResponse(200, { data: { success: true, message: 'Your email has been verified.' } })
          : apiError(403, 'FORBIDDEN', authMessages.wrongPassword),
    });
    const { auth } = renderVerify('?token=tok-1&userId=user-1', signedOut());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(addressProofMessages.required)).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText(authMessages.wrongPassword)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    expect(api.callsTo('POST /api/auth/verify-email').at(-1)?.body).toEqual({
      token: 'tok-1',
      userId: 'user-1',
      password: 'correct-horse',
    });
  });

  it('lets the owner choose a new password instead, checked as at reset', async () => {
    const api = stubFetch({
      'GET /api/auth/verify-email': () => proofRequired(true),
      'POST /api/auth/verify-email': () =>
        jsonResponse(200, { data: { success: true, message: 'Your email has been verified.' } }),
    });
    renderVerify('?token=tok-1&userId=user-1', signedOut());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose a new password instead' }));
    expect(screen.getByText(addressProofMessages.chooseRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a passphrase of mine');
    await user.type(screen.getByLabelText('Confirm new password'), 'a passphrase of yours');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(screen.getByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a passphrase of mine');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({
      token: 'tok-1',
      userId: 'user-1',
      newPassword: 'a passphrase of mine',
    });
  });

  it('asks only for a new password when the account has none', async () => {
    stubFetch({ 'GET /api/auth/verify-email': () => proofRequired(false) });
    renderVerify('?token=tok-1&userId=user-1', signedOut());
    expect(await screen.findByText(addressProofMessages.chooseRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enter my password instead' }),
    ).not.toBeInTheDocument();
  });
});
