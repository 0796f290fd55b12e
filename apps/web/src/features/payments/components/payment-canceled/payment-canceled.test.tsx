import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAuth } from '@/features/auth/testing';
import { orgId, renderPaymentPage } from '../../testing/render-payment-page';

const canceledPath = `/payments/canceled?org=${orgId}`;

/**
 * Lets the clock run one second at a time, with React and the router catching up after each:
 * every tick schedules the next only once its render is done, as in a browser.
 */
async function pass(seconds: number) {
  for (let tick = 0; tick <= seconds; tick += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(tick === 0 ? 0 : 1000);
    });
  }
}

/** The count as shown on screen (the announced copy changes less often). */
const shownCount = () =>
  screen
    .getAllByText(/^Redirecting in \d+ seconds\.\.\.$/)
    .find((element) => element.getAttribute('role') !== 'status');

/** Plan selection is shown, with the newly-created flag, once it has read the organization. */
async function expectPlanSelection(router: {
  state: { location: { pathname: string; state: unknown } };
}) {
  expect(router.state.location.pathname).toBe(`/payments/select/${orgId}`);
  expect(router.state.location.state).toEqual({ newlyCreated: true });
  await act(() =>
    vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Select a Subscription Plan' })),
  );
}

describe('/payments/canceled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the payment was not completed, with a link to contact support', () => {
    renderPaymentPage({ path: canceledPath });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(document.title).toBe('Payment Canceled | Catalyst Profiles');
    expect(screen.getByText('Your organization payment was not completed.')).toBeInTheDocument();
    const hint = screen.getByRole('link', { name: 'contact support' });
    expect(hint).toHaveAttribute('href', '/contact');
    expect(hint.parentElement).toHaveTextContent(
      "You can try again or contact support if you're experiencing issues.",
    );
    expect(shownCount()).toHaveTextContent('Redirecting in 10 seconds...');
  });

  it('counts down each second and then returns to plan selection for the organization', async () => {
    const { router } = renderPaymentPage({ path: canceledPath });
    await pass(1);
    expect(shownCount()).toHaveTextContent('Redirecting in 9 seconds...');
    await pass(4);
    expect(shownCount()).toHaveTextContent('Redirecting in 5 seconds...');
    await pass(4);
    expect(shownCount()).toHaveTextContent('Redirecting in 1 seconds...');
    expect(router.state.location.pathname).toBe('/payments/canceled');

    await pass(1);
    await expectPlanSelection(router);
  });

  it('announces the countdown when it starts and over its last seconds only', async () => {
    renderPaymentPage({ path: canceledPath });
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveTextContent('Redirecting in 10 seconds...');
    await pass(5);
    expect(announcement).toHaveTextContent('Redirecting in 10 seconds...');
    await pass(2);
    expect(announcement).toHaveTextContent('Redirecting in 3 seconds...');
    await pass(1);
    expect(announcement).toHaveTextContent('Redirecting in 2 seconds...');
  });

  it('goes to the dashboard at zero when no organization is named', async () => {
    renderPaymentPage({ path: '/payments/canceled' });
    expect(screen.queryByRole('link', { name: 'Try Again' })).not.toBeInTheDocument();
    await pass(9);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    await pass(1);
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it("'Try Again' goes back to plan selection at once, with the flag", async () => {
    const { router } = renderPaymentPage({ path: canceledPath });
    fireEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    await pass(0);
    await expectPlanSelection(router);
  });

  it("'Go to Dashboard' goes to the dashboard and the countdown stops", async () => {
    const { router } = renderPaymentPage({ path: canceledPath });
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    await pass(15);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends guests to /login with the product message', async () => {
    renderPaymentPage({ path: canceledPath, auth: guestAuth() });
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('landing-state')).toHaveTextContent('Please sign in to continue');
  });
});
