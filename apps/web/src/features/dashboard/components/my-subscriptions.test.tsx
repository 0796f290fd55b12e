import type { Subscription } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { renderDashboard } from '../testing/render-dashboard';
import { apiError, ok, stubServer, testOrganization } from '@/test/stub-server';

const region = () => screen.getByRole('region', { name: 'My Subscriptions' });
const portalPath = 'POST /api/payments/portal-session';

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    organizationId: 'org-1',
    organizationName: 'Green Futures',
    type: 'monthly',
    status: 'paid',
    startDate: '2099-01-05T12:00:00.000Z',
    endDate: '2099-02-05T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** Three paid organizations: a monthly plan, an annual one ending, and a guest code. */
function stubThreeSubscriptions(replies: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    'GET /api/users/organizations': ok([
      testOrganization({ id: 'org-1', name: 'Green Futures', subscriptionType: 'monthly' }),
      testOrganization({ id: 'org-2', name: 'Clean Water', subscriptionType: 'yearly' }),
      testOrganization({ id: 'org-3', name: 'Open Schools', subscriptionType: 'guest' }),
    ]),
    'GET /api/payments/subscription/org-1': ok(subscription({})),
    'GET /api/payments/subscription/org-2': ok(
      subscription({
        organizationId: 'org-2',
        type: 'yearly',
        endDate: '2099-06-30T12:00:00.000Z',
        cancelAtPeriodEnd: true,
      }),
    ),
    'GET /api/payments/subscription/org-3': ok(
      subscription({
        organizationId: 'org-3',
        type: 'guest',
        endDate: '2099-03-01T12:00:00.000Z',
      }),
    ),
    ...replies,
  });
}

describe('My Subscriptions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each plan with its status and when it renews or ends', async () => {
    stubThreeSubscriptions();
    renderDashboard();

    const rows = await within(region()).findAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const [monthly, annual, guest] = rows.map((row) => within(row));
    // The profile's address is its slug, from the owner's organization list.
    expect(monthly!.getByRole('link', { name: 'Green Futures' })).toHaveAttribute(
      'href',
      '/organizations/green-futures',
    );
    expect(monthly!.getByText('Monthly Plan · Renews on Feb 5, 2099')).toBeInTheDocument();
    expect(monthly!.getByText('Active')).toBeInTheDocument();

    // Cancelled at the end of the period: it still publishes, then stops.
    expect(annual!.getByText('Annual Plan · Ends on Jun 30, 2099')).toBeInTheDocument();
    expect(annual!.getByText('Ends Jun 30, 2099')).toBeInTheDocument();

    // A guest code is a fixed term, never a renewal.
    expect(guest!.getByText('Guest code · Ends on Mar 1, 2099')).toBeInTheDocument();
    expect(guest!.getByText('Active')).toBeInTheDocument();
  });

  it('says when a payment is late and when a subscription has ended', async () => {
    stubServer({
      'GET /api/users/organizations': ok([
        testOrganization({ id: 'org-1', name: 'Green Futures' }),
        testOrganization({
          id: 'org-2',
          name: 'Clean Water',
          paymentStatus: 'pending',
          publicationStatus: 'lapsed',
          subscriptionType: 'yearly',
        }),
      ]),
      'GET /api/payments/subscription/org-1': ok(subscription({ status: 'past_due' })),
      'GET /api/payments/subscription/org-2': ok(
        subscription({
          organizationId: 'org-2',
          type: 'yearly',
          status: 'canceled',
          endDate: '2020-04-01T12:00:00.000Z',
        }),
      ),
    });
    renderDashboard();

    const [late, ended] = (await within(region()).findAllByRole('listitem')).map((row) =>
      within(row),
    );
    expect(late!.getByText('Past due')).toBeInTheDocument();
    expect(late!.getByText('Monthly Plan · Ends on Feb 5, 2099')).toBeInTheDocument();
    expect(ended!.getByText('Canceled')).toBeInTheDocument();
    expect(ended!.getByText('Annual Plan · Ended on Apr 1, 2020')).toBeInTheDocument();
  });

  it('opens Stripe’s customer portal from Manage billing, busy until the browser leaves', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubThreeSubscriptions({
      [portalPath]: ok({ url: 'https://billing.stripe.com/p/session/test_123' }),
    });
    renderDashboard();

    const manage = await within(region()).findByRole('button', { name: 'Manage billing' });
    await userEvent.click(manage);

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_123'),
    );
    expect(requests.filter((r) => `${r.method} ${r.path}` === portalPath)).toHaveLength(1);
    expect(manage).toBeDisabled();
  });

  it('says there is no billing account when the server has none for the user', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    stubThreeSubscriptions({
      [portalPath]: apiError(404, 'The requested resource was not found.', 'NOT_FOUND'),
    });
    renderDashboard();

    const manage = await within(region()).findByRole('button', { name: 'Manage billing' });
    await userEvent.click(manage);

    expect(
      await screen.findByText('There is no billing account to manage yet.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(manage).toBeEnabled();
  });

  it('offers no billing to manage when only guest codes pay', async () => {
    stubServer({
      'GET /api/users/organizations': ok([
        testOrganization({ id: 'org-3', name: 'Open Schools', subscriptionType: 'guest' }),
      ]),
      'GET /api/payments/subscription/org-3': ok(
        subscription({ organizationId: 'org-3', type: 'guest' }),
      ),
    });
    renderDashboard();

    expect(await within(region()).findByText(/^Guest code/)).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('leaves out organizations without a subscription and says when there is none', async () => {
    const { requests } = stubServer({
      'GET /api/users/organizations': ok([
        testOrganization({
          paymentStatus: 'pending',
          publicationStatus: 'pending',
          subscriptionType: null,
        }),
      ]),
    });
    renderDashboard();

    expect(await within(region()).findByText('No active subscriptions yet.')).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/payments/subscription/'))).toBe(false);
  });
});
