import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, guestAuth, testUser } from '@/features/auth/testing';
import { apiError, type StubHandler } from '@/test/fetch-stub';
import { publicProfileOf } from '@/features/organizations';
import {
  newlyCreated,
  ok,
  orgId,
  organizationRoutes,
  payableOrganization,
  renderPaymentPage,
} from '../../testing/render-payment-page';

const selectPath = `/payments/select/${orgId}`;
const checkoutKey = 'POST /api/payments/create-checkout-session';
const guestCodeKey = 'POST /api/payments/apply-guest-code';
const hostedUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';

/** The plan page, once it has learnt from the server that the owner can pay. */
async function renderSelect(routes: Record<string, StubHandler> = {}) {
  const view = renderPaymentPage({ path: selectPath, routes });
  await screen.findByRole('heading', { level: 1, name: 'Select a Subscription Plan' });
  return view;
}

/** A reply the test releases when it wants to, to look at the page while it waits. */
function heldReply() {
  let release!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => response, release };
}

const planButton = (name: string) => screen.getByRole('button', { name });
const planCard = (name: string) => screen.getByRole('region', { name });
const guestCodeField = () => screen.getByRole('textbox', { name: 'Enter Guest Code' });
const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('/payments/select/:orgId', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens from the server’s word alone, so a reload (no navigation state) keeps it', async () => {
    renderPaymentPage({ path: selectPath });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select a Subscription Plan' }),
    ).toBeInTheDocument();
  });

  it('opens for a lapsed organization too, whose owner renews', async () => {
    renderPaymentPage({
      path: selectPath,
      routes: organizationRoutes({ ...payableOrganization, publicationStatus: 'lapsed' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select a Subscription Plan' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a published organization', { ...payableOrganization, publicationStatus: 'published' }],
    ['an organization the user only edits', { ...payableOrganization, viewerRole: 'editor' }],
  ] as const)(
    'goes to the dashboard for %s, as even with the flag',
    async (_case, organization) => {
      const { api } = renderPaymentPage({
        path: selectPath,
        state: newlyCreated,
        routes: organizationRoutes(organization),
      });
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(screen.getByTestId('landing-path')).toHaveTextContent('/dashboard');
      expect(api.callsTo(checkoutKey)).toHaveLength(0);
    },
  );

  it('goes to the dashboard for an organization that is not the user’s', async () => {
    renderPaymentPage({
      path: selectPath,
      routes: { 'GET /api/users/organizations': () => ok([]) },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('sends guests to /login with the product message', async () => {
    renderPaymentPage({ path: selectPath, state: newlyCreated, auth: guestAuth() });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('landing-state')).toHaveTextContent('Please sign in to continue');
  });

  it('sends an unverified owner to verify their email first', async () => {
    renderPaymentPage({
      path: selectPath,
      state: newlyCreated,
      auth: fakeAuth({ user: testUser({ emailVerified: false }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Verify email page' })).toBeInTheDocument();
  });

  it('shows both plans exactly as the product lists them', async () => {
    await renderSelect();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select a Subscription Plan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Select a Subscription Plan | Catalyst Profiles');

    const monthly = within(planCard('Monthly Plan'));
    expect(monthly.getByText('Flexible subscription billed monthly')).toBeInTheDocument();
    expect(monthly.getByText('$12')).toBeInTheDocument();
    expect(monthly.getByText('/month')).toBeInTheDocument();
    expect(monthly.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Create one organization profile',
      'Full access to all profile features',
      'Cancel anytime',
    ]);
    expect(monthly.getByRole('button', { name: 'Select Monthly Plan' })).toBeEnabled();
    expect(monthly.queryByText('Best Value')).not.toBeInTheDocument();

    const annual = within(planCard('Annual Plan'));
    expect(annual.getByText('Best Value')).toBeInTheDocument();
    expect(annual.getByText('Save 16% with annual billing')).toBeInTheDocument();
    expect(annual.getByText('$100')).toBeInTheDocument();
    expect(annual.getByText('/year')).toBeInTheDocument();
    expect(annual.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Create one organization profile',
      'Full access to all profile features',
      'Save $44 compared to monthly plan',
    ]);
    expect(annual.getByRole('button', { name: 'Select Annual Plan' })).toBeEnabled();

    expect(screen.getByRole('heading', { name: 'Have a Guest Code?' })).toBeInTheDocument();
    expect(guestCodeField()).toHaveAttribute('placeholder', 'Enter Guest Code');
  });

  it('names the organization when it is known', async () => {
    await renderSelect({
      [`GET /api/organizations/${orgId}`]: () =>
        ok(publicProfileOf({ ...payableOrganization, name: 'Green Futures' })),
    });
    expect(
      await screen.findByText(/to publish Green Futures\. You can cancel anytime\./),
    ).toBeInTheDocument();
  });

  it("shows 'Processing...' and disables everything while the checkout is prepared, then leaves for it", async () => {
    const checkout = heldReply();
    const { api, leftFor } = await renderSelect({ [checkoutKey]: checkout.handler });
    const user = userEvent.setup();

    await user.click(planButton('Select Annual Plan'));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(planButton('Select Monthly Plan')).toBeDisabled();
    expect(applyButton()).toBeDisabled();
    expect(api.callsTo(checkoutKey).map((call) => call.body)).toEqual([
      { organizationId: orgId, plan: 'annual' },
    ]);
    expect(leftFor).not.toHaveBeenCalled();

    checkout.release(ok({ sessionId: 'cs_test_123', url: hostedUrl }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(hostedUrl));
    // The browser is leaving: nothing may start a second checkout meanwhile.
    expect(planButton('Processing...')).toBeDisabled();
    expect(planButton('Select Monthly Plan')).toBeDisabled();
  });

  it('starts the monthly plan with its own id', async () => {
    const { api, leftFor } = await renderSelect({
      [checkoutKey]: () => ok({ sessionId: 'cs_test_9', url: '/payments/test-checkout/cs_test_9' }),
    });
    await userEvent.setup().click(planButton('Select Monthly Plan'));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/payments/test-checkout/cs_test_9'));
    expect(api.callsTo(checkoutKey)[0]?.body).toEqual({ organizationId: orgId, plan: 'monthly' });
  });

  it('returns to idle with the product message when the checkout cannot start', async () => {
    const { leftFor } = await renderSelect({
      [checkoutKey]: () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'),
    });
    await userEvent.setup().click(planButton('Select Monthly Plan'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to process payment. Please try again.',
    );
    expect(planButton('Select Monthly Plan')).toBeEnabled();
    expect(planButton('Select Annual Plan')).toBeEnabled();
    expect(leftFor).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a refusal, e.g. an organization already published", async () => {
    await renderSelect({
      [checkoutKey]: () => apiError(409, 'CONFLICT', 'This organization is already published.'),
    });
    await userEvent.setup().click(planButton('Select Annual Plan'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organization is already published.',
    );
    expect(planButton('Select Annual Plan')).toBeEnabled();
  });
});

describe('the guest code form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('redeems a code and goes to the edit page with success and guest flags', async () => {
    let redeemed = false;
    const { api } = await renderSelect({
      [guestCodeKey]: () => {
        redeemed = true;
        return ok({ organizationId: orgId });
      },
      // Published by the code: the page, reloading it, still leaves for the editor.
      ...organizationRoutes(payableOrganization),
      'GET /api/users/organizations': () =>
        ok([
          redeemed
            ? { ...payableOrganization, publicationStatus: 'published', paymentStatus: 'paid' }
            : payableOrganization,
        ]),
    });
    const user = userEvent.setup();
    await user.type(guestCodeField(), 'WELCOME-2025');
    await user.click(applyButton());

    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeInTheDocument();
    expect(screen.getByTestId('landing-path')).toHaveTextContent(
      `/organizations/${orgId}/edit?success=true&guest=true`,
    );
    expect(api.callsTo(guestCodeKey).map((call) => call.body)).toEqual([
      { organizationId: orgId, code: 'WELCOME-2025' },
    ]);
  });

  it('lets the server judge an empty code', async () => {
    const { api } = await renderSelect({
      [guestCodeKey]: () => apiError(400, 'INVALID_GUEST_CODE', 'Invalid guest code'),
    });
    await userEvent.setup().click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid guest code');
    expect(api.callsTo(guestCodeKey).map((call) => call.body)).toEqual([
      { organizationId: orgId, code: '' },
    ]);
  });

  it("shows 'Invalid guest code' on the field, focused, until the code is edited", async () => {
    await renderSelect({
      [guestCodeKey]: () => apiError(400, 'INVALID_GUEST_CODE', 'Invalid guest code'),
    });
    const user = userEvent.setup();
    await user.type(guestCodeField(), 'NOPE');
    await user.click(applyButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid guest code');
    expect(guestCodeField()).toHaveAttribute('aria-invalid', 'true');
    expect(guestCodeField()).toHaveAccessibleDescription('Invalid guest code');
    expect(guestCodeField()).toHaveFocus();
    expect(applyButton()).toBeEnabled();

    await user.type(guestCodeField(), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(guestCodeField()).not.toHaveAttribute('aria-invalid');
  });

  it("falls back to 'Invalid guest code' when the server gives no reason", async () => {
    await renderSelect({ [guestCodeKey]: () => new Response('upstream down', { status: 502 }) });
    const user = userEvent.setup();
    await user.type(guestCodeField(), 'CODE');
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid guest code$/);
  });

  it('shows a rate limit refusal in its own words', async () => {
    const tooMany =
      'Access temporarily blocked due to too many failed attempts. Please try again later.';
    await renderSelect({ [guestCodeKey]: () => apiError(429, 'TOO_MANY_REQUESTS', tooMany) });
    const user = userEvent.setup();
    await user.type(guestCodeField(), 'CODE');
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('keeps the plans and the button disabled while a code is being applied', async () => {
    const redemption = heldReply();
    await renderSelect({ [guestCodeKey]: redemption.handler });
    const user = userEvent.setup();
    await user.type(guestCodeField(), 'CODE');
    await user.click(applyButton());

    await waitFor(() => expect(applyButton()).toBeDisabled());
    expect(applyButton()).toHaveAttribute('aria-busy', 'true');
    expect(planButton('Select Monthly Plan')).toBeDisabled();
    expect(planButton('Select Annual Plan')).toBeDisabled();

    redemption.release(ok({ organizationId: orgId }));
    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeInTheDocument();
  });
});
