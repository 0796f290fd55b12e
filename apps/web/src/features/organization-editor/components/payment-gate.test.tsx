import type { MemberOrganization, Subscription } from '@catalyst/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { publicProfileOf } from '@/features/organizations';
import { browserLocation } from '@/lib/browser-location';
import {
  editorOrganization,
  ok,
  organizationApiPath,
  renderEditor,
  stubEditorApi,
} from '../testing/editor-test-utils';

const pendingOrganization: MemberOrganization = {
  ...editorOrganization,
  paymentStatus: 'pending',
  publicationStatus: 'pending',
  subscriptionType: null,
};
const paidOrganization: MemberOrganization = {
  ...editorOrganization,
  paymentStatus: 'paid',
  publicationStatus: 'published',
  subscriptionType: 'monthly',
};

const sessionId = 'cs_test_a1b2c3';
const returnSearch = `?success=true&session_id=${sessionId}`;
const sessionPath = `GET /api/payments/session/${sessionId}`;
const subscriptionPath = `GET /api/payments/subscription/${editorOrganization.id}`;

const sessionReply = (paid: boolean) =>
  ok({ sessionId, organizationId: editorOrganization.id, paid });

const subscriptionReply = (status: string) => {
  const subscription: Subscription = {
    organizationId: editorOrganization.id,
    organizationName: editorOrganization.name,
    type: status === 'pending' ? null : 'monthly',
    status,
    startDate: null,
    endDate: null,
    cancelAtPeriodEnd: false,
  };
  return ok(subscription);
};

/** A checkout that the server has not confirmed (yet): unpaid session, pending subscription. */
const unconfirmed = {
  [sessionPath]: () => sessionReply(false),
  [subscriptionPath]: () => subscriptionReply('pending'),
};

const attemptText = (attempt: number) => `Attempt ${attempt} of 10...`;

/**
 * Lets attempt `done` finish (its answers arrive on the real event loop), then moves the clock
 * past the 3 s pause so the next one starts.
 */
async function startNextAttempt(callsSoFar: () => number, done: number) {
  await waitFor(() => expect(callsSoFar()).toBe(done));
  await act(() => vi.advanceTimersByTimeAsync(50));
  await act(() => vi.advanceTimersByTimeAsync(3000));
}

describe('the payment gate of the edit page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks an unpaid organization to subscribe, on to the plan page', async () => {
    const api = stubEditorApi(pendingOrganization);
    const { router } = renderEditor();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment Required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A subscription is required to complete your organization profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(api.callsTo(sessionPath)).toHaveLength(0);

    const subscribe = screen.getByRole('link', { name: 'Subscribe Now' });
    expect(subscribe).toHaveAttribute('href', `/payments/select/${editorOrganization.id}`);
    await userEvent.click(subscribe);

    expect(await screen.findByText('Plan selection page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payments/select/${editorOrganization.id}`);
  });

  it('never opens the form on the address alone: success=true without a session is not a payment', async () => {
    stubEditorApi(pendingOrganization);
    renderEditor({ search: '?success=true&guest=true' });

    expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it.each([
    ['back from checkout', returnSearch, 'Payment received: your profile is live'],
    [
      'back from a redeemed guest code',
      '?success=true&guest=true',
      'Guest code applied: your profile is live',
    ],
    ['just editing', '', null],
  ])('shows the form of a paid organization at once when %s', async (_case, search, title) => {
    const api = stubEditorApi(paidOrganization);
    renderEditor({ search });

    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByText('Verifying Payment...')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Required')).not.toBeInTheDocument();
    expect(api.callsTo(sessionPath)).toHaveLength(0);
    if (title) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    } else {
      expect(screen.queryByText(/Payment received|Guest code applied/)).not.toBeInTheDocument();
    }
  });

  it('offers the next steps after paying: the profile, or the form (which closes the message)', async () => {
    stubEditorApi(paidOrganization);
    const { router } = renderEditor({ search: returnSearch });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Payment received: your profile is live',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `${editorOrganization.name} is now listed in the directory for everyone to find.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      `/organizations/${editorOrganization.slug}`,
    );
    await user.click(screen.getByRole('button', { name: 'Continue editing' }));
    expect(screen.queryByText('Payment received: your profile is live')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/organizations/${editorOrganization.id}/edit`);
  });

  it('checks the payment every 3 seconds, counting the attempts', async () => {
    const api = stubEditorApi(pendingOrganization, unconfirmed);
    renderEditor({ search: returnSearch });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Verifying Payment...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(attemptText(1));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(subscriptionPath)).toHaveLength(1));

    // Nothing more is asked before the pause is over.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.callsTo(sessionPath)).toHaveLength(1);
    expect(screen.getByText(attemptText(1))).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(attemptText(2))).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(sessionPath)).toHaveLength(2));
    expect(api.callsTo(subscriptionPath)).toHaveLength(2);
  });

  it('opens the form once the session is paid, says the profile is on its way, then that it is live', async () => {
    let checks = 0;
    const api = stubEditorApi(pendingOrganization, {
      ...unconfirmed,
      [sessionPath]: () => {
        checks += 1;
        return sessionReply(checks >= 2);
      },
      // The webhook publishes it one check after the session reads paid.
      [subscriptionPath]: () => subscriptionReply(checks >= 3 ? 'paid' : 'pending'),
      [`GET ${organizationApiPath}`]: () =>
        ok(publicProfileOf(checks >= 3 ? paidOrganization : pendingOrganization)),
      'GET /api/users/organizations': () =>
        ok([checks >= 3 ? paidOrganization : pendingOrganization]),
    });
    renderEditor({ search: returnSearch });

    await screen.findByText(attemptText(1));
    await startNextAttempt(() => api.callsTo(sessionPath).length, 1);

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Payment received: your profile goes live in a moment',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByText('Verifying Payment...')).not.toBeInTheDocument();

    await startNextAttempt(() => api.callsTo(sessionPath).length, 2);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Payment received: your profile is live',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`GET ${organizationApiPath}`)).toHaveLength(2));

    // Published: the polling is over.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(sessionPath)).toHaveLength(3);
  });

  it("opens the form once the organization's subscription reads paid, even if the session check fails", async () => {
    let checks = 0;
    const api = stubEditorApi(pendingOrganization, {
      [sessionPath]: () => apiError(502, 'PAYMENT_PROVIDER', 'Try again later.'),
      [subscriptionPath]: () => {
        checks += 1;
        return subscriptionReply(checks >= 3 ? 'paid' : 'pending');
      },
    });
    renderEditor({ search: returnSearch });

    await screen.findByText(attemptText(1));
    await startNextAttempt(() => api.callsTo(subscriptionPath).length, 1);
    expect(await screen.findByText(attemptText(2))).toBeInTheDocument();
    await startNextAttempt(() => api.callsTo(subscriptionPath).length, 2);

    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('gives up after 10 unconfirmed attempts with the timeout screen, and can start over', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    let failures = 0;
    const api = stubEditorApi(pendingOrganization, {
      ...unconfirmed,
      // A server that cannot be asked counts as an unconfirmed attempt, too.
      [subscriptionPath]: () => {
        failures += 1;
        return failures % 2 === 0
          ? apiError(500, 'INTERNAL', 'Something went wrong on our side.')
          : subscriptionReply('pending');
      },
    });
    renderEditor({ search: returnSearch });
    const sessionChecks = () => api.callsTo(sessionPath).length;

    await screen.findByText(attemptText(1));
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await startNextAttempt(sessionChecks, attempt - 1);
      // The last attempt's answer replaces its count with the timeout screen at once.
      if (attempt < 10) await screen.findByText(attemptText(attempt));
    }

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Payment Verification Timeout' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We were unable to verify your payment. This might take a few minutes to process.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Don't worry - if your payment was successful, you'll be able to access your organization soon.",
      ),
    ).toBeInTheDocument();
    expect(sessionChecks()).toBe(10);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    // The timeout is final until the owner asks again.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sessionChecks()).toBe(10);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try Verifying Again' }));
    expect(await screen.findByText(attemptText(1))).toBeInTheDocument();
    expect(screen.queryByText('Payment Verification Timeout')).not.toBeInTheDocument();
    await startNextAttempt(sessionChecks, 11);
    expect(await screen.findByText(attemptText(2))).toBeInTheDocument();
  });

  it('stops asking once the owner leaves the page', async () => {
    const api = stubEditorApi(pendingOrganization, unconfirmed);
    const { router } = renderEditor({ search: returnSearch });

    await screen.findByText(attemptText(1));
    await waitFor(() => expect(api.callsTo(sessionPath)).toHaveLength(1));
    await act(() => router.navigate('/organizations'));
    expect(await screen.findByText('Organizations page')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo(sessionPath)).toHaveLength(1);
  });
});
