import { authMessages } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ForgotPasswordPage } from '@/app/routes/forgot-password';
import { Component as ResetPasswordPage } from '@/app/routes/reset-password';
import { TestAuthProvider, guestAuth } from '../testing/auth-test-utils';
import { authError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';

function LoginProbe() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Login page: {state?.message}</p>;
}

function renderAt(path: string) {
  const auth = guestAuth();
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', Component: ForgotPasswordPage },
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', Component: LoginProbe },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { auth, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/forgot-password', () => {
  it('has the documented layout', () => {
    stubFetch({});
    renderAt('/forgot-password');
    expect(document.title).toBe('Reset Password | Catalyst Profiles');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('requires an address', async () => {
    const api = stubFetch({});
    renderAt('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(authMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the address without the spaces a paste brings', async () => {
    const api = stubFetch({
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email address'), '  someone@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(authMessages.resetEmailSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toMatchObject({
      email: 'someone@example.org',
    });
  });

  it.each<[string, StubHandler]>([
    ['a registered address', () => jsonResponse(200, { status: true })],
    ['an unknown address', () => authError(400, 'USER_NOT_FOUND', 'User not found')],
    ['a failing mailer', () => authError(500, 'INTERNAL_SERVER_ERROR', 'SMTP down')],
  ])('answers the same for %s', async (_case, handler) => {
    const api = stubFetch({ 'POST /api/auth/request-password-reset': handler });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(authMessages.resetEmailSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'someone@example.org',
      redirectTo: '/reset-password',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when too many requests were made', async () => {
    stubFetch({
      'POST /api/auth/request-password-reset': () =>
        authError(429, 'TOO_MANY_REQUESTS', authMessages.tooManyRequests),
    });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
    expect(screen.queryByText(authMessages.resetEmailSent)).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  async function choose(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('explains a link without its token and points to a new one', () => {
    const api = stubFetch({});
    renderAt('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks that the passwords match, then their length', async () => {
    const api = stubFetch({});
    renderAt('/reset-password?token=tok');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    await choose('abcdef', 'abcdeg');
    expect(screen.getByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    // The mismatch is the confirmation's fault; only one rule is reported at a time.
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await choose('abc', 'abc');
    expect(screen.getByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(authMessages.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('resets the password and sends the user to log in with the news', async () => {
    const api = stubFetch({
      'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }),
    });
    const { auth } = renderAt('/reset-password?token=tok-1');
    await choose('correct-horse', 'correct-horse');

    expect(
      await screen.findByText(
        'Login page: Your password has been reset. Please log in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'correct-horse',
      token: 'tok-1',
    });
    expect(auth.refresh).toHaveBeenCalled();
  });

  it('reports a refused reset with its reason', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () => authError(400, 'INVALID_TOKEN', 'Invalid token'),
    });
    renderAt('/reset-password?token=old');
    await choose('correct-horse', 'correct-horse');
    expect(
      await screen.findByText(
        authMessages.resetFailed(
          'This reset link is invalid or has expired. Please request a new one.',
        ),
        { exact: false },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled(),
    );
  });

  it('reports a common password as weak', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () =>
        authError(400, 'PASSWORD_TOO_COMMON', authMessages.weakPassword),
    });
    renderAt('/reset-password?token=tok');
    await choose('password', 'password');
    expect(
      await screen.findByText(authMessages.resetFailed(authMessages.weakPassword), {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});
