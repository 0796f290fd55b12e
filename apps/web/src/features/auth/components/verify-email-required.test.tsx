import { authMessages } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as VerifyEmailRequiredPage } from '@/app/routes/verify-email-required';
import type { AuthContextValue } from '../auth-context';
import { TestAuthProvider, fakeAuth, guestAuth, testUser } from '../testing/auth-test-utils';
import { apiError, jsonResponse, stubFetch } from '@/test/fetch-stub';

function LoginProbe() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Login: {state?.message}</p>;
}

const unverified = () =>
  fakeAuth({
    user: testUser({ email: 'ada@example.org', emailVerified: false }),
    isVerified: false,
  });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderPage(auth: AuthContextValue = unverified(), state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email-required', Component: VerifyEmailRequiredPage },
      { path: '/login', Component: LoginProbe },
      { path: '*', Component: Where },
    ],
    { initialEntries: [{ pathname: '/verify-email-required', state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
}

const resendButton = () =>
  screen.getByRole('button', { name: /Resend Verification Email|Sending/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('/verify-email-required', () => {
  it("titles the page and names the user's address", () => {
    stubFetch({});
    renderPage();
    expect(document.title).toBe('Email Verification Required | Catalyst Profiles');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Email Verification Required' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByText(/spam or junk/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('sends the email again: Sending..., then the success alert, the button staying off', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'POST /api/auth/resend-verification': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();

    await userEvent.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Sending...'));
    expect(resendButton()).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/auth/resend-verification')).toHaveLength(1));

    answer(jsonResponse(200, { data: { success: true, message: 'Sent' } }));

    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(screen.getByText(authMessages.verificationSent)).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent('Resend Verification Email');
    expect(resendButton()).toBeDisabled();
  });

  it('asks the new link to return to the page the person was going to', async () => {
    const api = stubFetch({
      'POST /api/auth/resend-verification': () =>
        jsonResponse(200, { data: { success: true, message: 'Sent' } }),
    });
    renderPage(unverified(), {
      from: { pathname: '/organizations/sea-trust', search: '?follow=org-1', hash: '' },
    });
    await userEvent.click(resendButton());
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({
      callbackURL: '/organizations/sea-trust?follow=org-1',
    });
  });

  it('sends no page to return to when there is none but home', async () => {
    const api = stubFetch({
      'POST /api/auth/resend-verification': () =>
        jsonResponse(200, { data: { success: true, message: 'Sent' } }),
    });
    renderPage();
    await userEvent.click(resendButton());
    expect(await screen.findByText('Verification Email Sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toBeUndefined();
  });

  it("shows the server's reason when resending is refused, and allows another try", async () => {
    stubFetch({
      'POST /api/auth/resend-verification': () =>
        apiError(429, 'TOO_MANY_REQUESTS', authMessages.tooManyRequests),
    });
    renderPage();

    await userEvent.click(resendButton());

    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it("falls back to the product's text when the server reports no success", async () => {
    stubFetch({
      'POST /api/auth/resend-verification': () =>
        jsonResponse(200, { data: { success: false, message: 'Nope' } }),
    });
    renderPage();

    await userEvent.click(resendButton());

    expect(await screen.findByText(authMessages.resendFailed)).toBeInTheDocument();
    expect(screen.queryByText('Verification Email Sent')).not.toBeInTheDocument();
  });

  it('sends guests to /login with the guard message', () => {
    stubFetch({});
    renderPage(guestAuth());
    expect(screen.getByText(`Login: ${authMessages.guard.signIn}`)).toBeInTheDocument();
  });

  it('sends a verified user on to the page they were going to', () => {
    stubFetch({});
    const from = { pathname: '/organizations/green-futures', search: '?follow=org-1' };
    renderPage(fakeAuth(), { from });
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/organizations/green-futures?follow=org-1',
    );
  });

  it('keeps an unverified user here, whatever page they were going to', () => {
    stubFetch({});
    renderPage(unverified(), { from: { pathname: '/organizations/green-futures' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Email Verification Required' }),
    ).toBeInTheDocument();
  });

  it('tells a verified user there is nothing left to do', () => {
    stubFetch({});
    renderPage(fakeAuth());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
  });
});
