import type { TestCheckout } from '@catalyst/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAuth } from '@/features/auth/testing';
import { apiError, type StubHandler } from '@/test/fetch-stub';
import { ok, orgId, renderPaymentPage } from '../../testing/render-payment-page';

const sessionId = 'test_cs_7f3a';
const sessionApi = `/api/payments/test-checkout/${sessionId}`;
const successUrl = `/organizations/${orgId}/edit?success=true&session_id=${sessionId}`;
const cancelUrl = `/payments/canceled?org=${orgId}`;

const openCheckout = (overrides: Partial<TestCheckout> = {}): TestCheckout => ({
  sessionId,
  organizationName: 'Green Futures',
  plan: 'monthly',
  status: 'open',
  ...overrides,
});

function renderCheckout(checkout: TestCheckout, routes: Record<string, StubHandler> = {}) {
  return renderPaymentPage({
    path: `/payments/test-checkout/${sessionId}`,
    routes: { [`GET ${sessionApi}`]: () => ok(checkout), ...routes },
  });
}

describe('/payments/test-checkout/:sessionId', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the order, the plan and its price, clearly in test mode', async () => {
    renderCheckout(openCheckout());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribe to Monthly Plan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Test Checkout | Catalyst Profiles');
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(
      screen.getByText('Test mode: no card is charged and nothing leaves this server.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Green Futures')).toBeInTheDocument();
    expect(screen.getByText('Flexible subscription billed monthly')).toBeInTheDocument();
    expect(screen.getByText('$12')).toBeInTheDocument();
    expect(screen.getByText('/month')).toBeInTheDocument();
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    const card = screen.getByRole('textbox', { name: 'Card number' });
    expect(card).toHaveValue('4242 4242 4242 4242');
    expect(card).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('charges the annual price for the annual plan', async () => {
    renderCheckout(openCheckout({ plan: 'annual' }));
    expect(await screen.findByRole('button', { name: 'Pay $100.00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe to Annual Plan' })).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
  });

  it("pays, showing 'Processing...', then follows the server's redirect", async () => {
    let release!: (response: Response) => void;
    const { api, leftFor } = renderCheckout(openCheckout(), {
      [`POST ${sessionApi}/pay`]: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $12.00' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.callsTo(`POST ${sessionApi}/pay`)).toHaveLength(1);
    expect(leftFor).not.toHaveBeenCalled();

    release(ok({ redirectUrl: successUrl }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(successUrl));
    expect(api.callsTo(`POST ${sessionApi}/cancel`)).toHaveLength(0);
  });

  it("cancels and follows the server's redirect to the cancelled page", async () => {
    const { api, leftFor } = renderCheckout(openCheckout(), {
      [`POST ${sessionApi}/cancel`]: () => ok({ redirectUrl: cancelUrl }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(cancelUrl));
    expect(api.callsTo(`POST ${sessionApi}/cancel`)).toHaveLength(1);
    expect(api.callsTo(`POST ${sessionApi}/pay`)).toHaveLength(0);
  });

  it('says why a payment failed and lets the person try again', async () => {
    const { leftFor } = renderCheckout(openCheckout(), {
      [`POST ${sessionApi}/pay`]: () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to process payment. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('shows a paid session as complete, with nothing left to pay', async () => {
    renderCheckout(openCheckout({ status: 'complete' }));
    expect(
      await screen.findByRole('heading', { name: 'This payment is complete' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a cancelled session as over', async () => {
    renderCheckout(openCheckout({ status: 'expired' }));
    expect(
      await screen.findByRole('heading', { name: 'This checkout was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('is not found where the server has no test checkout', async () => {
    renderPaymentPage({
      path: `/payments/test-checkout/${sessionId}`,
      routes: {
        [`GET ${sessionApi}`]: () =>
          apiError(404, 'NOT_FOUND', 'The requested resource was not found.'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the checkout could not load on other failures', async () => {
    renderPaymentPage({
      path: `/payments/test-checkout/${sessionId}`,
      routes: { [`GET ${sessionApi}`]: () => apiError(500, 'INTERNAL', 'Boom.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load data. Please check your connection and try again.',
    );
  });

  it('sends guests to /login with the product message', async () => {
    const { api } = renderPaymentPage({
      path: `/payments/test-checkout/${sessionId}`,
      auth: guestAuth(),
    });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
