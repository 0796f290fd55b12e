import { alertMessages, apiMessages, savedSearchText } from '@catalyst/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AlertsRoute } from '@/app/routes/alerts';
import { TestAuthProvider, signedOutAuth } from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-routes';

const unsubscribeKey = 'POST /alerts/unsubscribe';
const refused = 'This link has expired or was changed.';

function renderUnsubscribe({
  entry = '/alerts/unsubscribe?token=tok_signed.abc',
  answer = () => jsonResponse(200, { data: { unsubscribed: true } }),
}: { entry?: string; answer?: StubHandler } = {}) {
  const api = stubFetch({ [unsubscribeKey]: answer });
  const view = renderRoutes(
    [
      { path: '/alerts/unsubscribe', element: <AlertsRoute /> },
      { path: '/dashboard/alerts', element: <p>Saved searches and alerts page</p> },
    ],
    {
      initialEntry: entry,
      // Nobody signed in: the link is all it takes.
      providers: (router) => <TestAuthProvider value={signedOutAuth()}>{router}</TestAuthProvider>,
    },
  );
  return { ...view, api, user: userEvent.setup() };
}

const confirmButton = () => screen.getByRole('button', { name: alertMessages.unsubscribeConfirm });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unsubscribing from alerts by a mailed link', () => {
  it('changes nothing on opening: only the button asks, with a POST of the token', async () => {
    const { api, user } = renderUnsubscribe();

    expect(
      screen.getByRole('heading', { level: 1, name: alertMessages.unsubscribeTitle }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${alertMessages.unsubscribeTitle} | Catalyst Profiles`);
    expect(screen.getByText(savedSearchText.unsubscribeLead)).toBeInTheDocument();
    // A mail scanner opening the link runs this page too: it must not unsubscribe anyone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls).toEqual([]);

    await user.click(confirmButton());

    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.unsubscribed);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/alerts/unsubscribe');
    expect(call!.url.searchParams.get('token')).toBe('tok_signed.abc');
    expect(screen.queryByRole('button', { name: alertMessages.unsubscribeConfirm })).toBeNull();
    await user.click(screen.getByRole('link', { name: savedSearchText.manage }));
    expect(await screen.findByText('Saved searches and alerts page')).toBeInTheDocument();
  });

  it('is busy while the request is on its way, and sends it once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, user } = renderUnsubscribe({
      answer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(confirmButton());

    const busy = screen.getByRole('button', { name: savedSearchText.unsubscribing });
    expect(busy).toBeDisabled();
    await user.click(busy);
    answer(jsonResponse(200, { data: { unsubscribed: true } }));

    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.unsubscribed);
    expect(api.callsTo(unsubscribeKey)).toHaveLength(1);
  });

  it("shows the server's reason for a refused link, with the way to manage alerts", async () => {
    const { user } = renderUnsubscribe({
      answer: () => apiError(400, 'VALIDATION_ERROR', refused),
    });
    await user.click(confirmButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    // Trying the same link again cannot help.
    expect(screen.queryByRole('button', { name: alertMessages.unsubscribeConfirm })).toBeNull();
    expect(screen.getByRole('link', { name: savedSearchText.manage })).toHaveAttribute(
      'href',
      '/dashboard/alerts',
    );
  });

  it('says the link is not valid when a refusal comes without a reason', async () => {
    const { user } = renderUnsubscribe({
      answer: () => new Response('Bad Request', { status: 400 }),
    });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.unsubscribeInvalid);
  });

  it('says the link is not valid when it carries no token, and asks nothing', async () => {
    const { api } = renderUnsubscribe({ entry: '/alerts/unsubscribe' });

    expect(screen.getByRole('alert')).toHaveTextContent(alertMessages.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: alertMessages.unsubscribeConfirm })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('lets the person try again when the server fails', async () => {
    let failures = 1;
    const { api, user } = renderUnsubscribe({
      answer: () =>
        failures-- > 0
          ? apiError(500, 'INTERNAL', apiMessages.internal)
          : jsonResponse(200, { data: { unsubscribed: true } }),
    });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.internal);

    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.unsubscribed);
    expect(api.callsTo(unsubscribeKey)).toHaveLength(2);
  });
});
