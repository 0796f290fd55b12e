import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../testing/render-dashboard';
import {
  apiError,
  ok,
  stubServer,
  testOrganization,
  testProfile,
  testUser,
} from '@/test/stub-server';

const region = (name: string) => screen.getByRole('region', { name });
const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });

/** jsdom does not scroll; record which elements the page asks to bring into view. */
function recordScrollIntoView(): Element[] {
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  return scrolled;
}

describe('dashboard', () => {
  beforeEach(() => {
    document.title = '';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows the profile information with one heading, the title and the Create Organization link', async () => {
    stubServer({ 'GET /api/users/profile': ok(testProfile(['password', 'github'])) });
    renderDashboard();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Catalyst Profiles');

    const profile = region('Profile Information');
    expect(within(profile).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(profile).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    const methods = await within(profile).findByRole('list', { name: 'Sign-in methods' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email and password', 'GitHub']);
    expect(within(profile).getByText('January 15, 2024')).toBeInTheDocument();

    // 'A' falls in the a-e range of the initial-letter avatar.
    const avatar = within(profile).getByTestId('user-avatar-initial');
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveClass('bg-teal-600');

    const create = screen
      .getAllByRole('link', { name: 'Create Organization' })
      .map((link) => link.getAttribute('href'));
    expect(create).toContain('/submit-organization');
  });

  it('colours the avatar by the letter range of the name and says when the email is not verified', async () => {
    stubServer();
    renderDashboard({ user: { ...testUser, name: 'Zoe', emailVerified: false } });
    const profile = region('Profile Information');
    expect(within(profile).getByTestId('user-avatar-initial')).toHaveClass('bg-sky-600');
    expect(within(profile).getByText('Not verified')).toBeInTheDocument();
    await within(profile).findByText('January 15, 2024');
  });

  it('shows the empty state when the user has no organizations', async () => {
    const { requests } = stubServer();
    renderDashboard();

    const organizations = region('My Organizations');
    expect(await within(organizations).findByText('No organizations yet')).toBeInTheDocument();
    expect(
      within(organizations).getByRole('link', { name: 'Create Organization' }),
    ).toHaveAttribute('href', '/submit-organization');
    expect(
      await within(region('My Subscriptions')).findByText('No active subscriptions yet.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/payments/'))).toBe(false);
  });

  it('lists the organizations with their state, view (by slug) and edit (by id) links, and the paid ones’ subscriptions', async () => {
    const { requests } = stubServer({
      'GET /api/users/organizations': ok([
        testOrganization(),
        testOrganization({
          id: 'org-2',
          name: 'Clean Water',
          paymentStatus: 'pending',
          publicationStatus: 'pending',
          subscriptionType: null,
        }),
        testOrganization({
          id: 'org-3',
          name: 'Open Schools',
          publicationStatus: 'lapsed',
          subscriptionType: 'yearly',
        }),
      ]),
      'GET /api/payments/subscription/org-1': ok({
        type: 'monthly',
        status: 'active',
        startDate: '2024-02-01T00:00:00.000Z',
        endDate: '2024-03-01T00:00:00.000Z',
      }),
      'GET /api/payments/subscription/org-3': apiError(500, 'Something went wrong'),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    const organizations = region('My Organizations');
    const rows = await within(organizations).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Green Futures', { selector: 'p' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Payment pending')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not published')).toBeInTheDocument();
    expect(within(organizations).getAllByText('Published')).toHaveLength(1);
    expect(within(rows[0]!).getByRole('link', { name: 'View Green Futures' })).toHaveAttribute(
      'href',
      '/organizations/green-futures',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Clean Water' })).toHaveAttribute(
      'href',
      '/organizations/org-2/edit',
    );

    // Paid or typed organizations have a subscription; one that fails to load is skipped.
    const subscriptions = region('My Subscriptions');
    const subscriptionRows = await within(subscriptions).findAllByRole('listitem');
    expect(subscriptionRows).toHaveLength(1);
    expect(subscriptionRows[0]).toHaveTextContent('Green Futures');
    expect(subscriptionRows[0]).toHaveTextContent('Monthly Plan');
    expect(subscriptionRows[0]).toHaveTextContent('Active');
    const asked = requests.filter((r) => r.path.startsWith('/api/payments/subscription/'));
    expect(asked.map((r) => r.path).sort()).toEqual([
      '/api/payments/subscription/org-1',
      '/api/payments/subscription/org-3',
    ]);
  });

  it('offers the owner Complete payment on a pending row and Renew on a lapsed one, never on a paid one nor to an editor', async () => {
    stubServer({
      'GET /api/users/organizations': ok([
        testOrganization(),
        testOrganization({
          id: 'org-2',
          name: 'Clean Water',
          paymentStatus: 'pending',
          publicationStatus: 'pending',
          subscriptionType: null,
        }),
        testOrganization({ id: 'org-3', name: 'Open Schools', publicationStatus: 'lapsed' }),
        testOrganization({
          id: 'org-4',
          name: 'Edited Only',
          paymentStatus: 'pending',
          publicationStatus: 'pending',
          viewerRole: 'editor',
        }),
      ]),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    const rows = await within(region('My Organizations')).findAllByRole('listitem');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Complete payment for Clean Water' }),
    ).toHaveAttribute('href', '/payments/select/org-2');
    expect(
      within(rows[2]!).getByRole('link', { name: 'Renew subscription for Open Schools' }),
    ).toHaveAttribute('href', '/payments/select/org-3');
    for (const row of [rows[0]!, rows[3]!]) {
      expect(within(row).queryByRole('link', { name: /Complete payment|Renew/ })).toBeNull();
    }
  });

  it('treats a 404 from the organizations endpoint as a failure, not as an empty list', async () => {
    stubServer({
      'GET /api/users/organizations': apiError(404, 'The requested resource was not found.'),
    });
    renderDashboard({ path: '/dashboard/organizations' });
    expect(
      await within(region('My Organizations')).findByText(
        'Failed to load your organizations. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No organizations yet')).not.toBeInTheDocument();
  });

  it('says when the organizations and subscriptions cannot be loaded', async () => {
    stubServer({ 'GET /api/users/organizations': apiError(500, 'Something went wrong') });
    renderDashboard({ path: '/dashboard/organizations' });
    expect(
      await within(region('My Organizations')).findByText(
        'Failed to load your organizations. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region('My Subscriptions')).getByText(
        'Failed to load your subscriptions. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  describe('the address selects the section', () => {
    it('/dashboard shows every card, Profile first, with Profile current', async () => {
      stubServer();
      renderDashboard({ path: '/dashboard' });
      const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(titles).toEqual([
        'Profile Information',
        'My Organizations',
        'My Subscriptions',
        'Following',
        'Saved searches',
        'Account Settings',
      ]);
      expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await screen.findByText('No organizations yet');
    });

    it('/profile is the same screen as /dashboard', async () => {
      stubServer();
      renderDashboard({ path: '/profile' });
      expect(region('Profile Information')).toBeInTheDocument();
      expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await screen.findByText('No organizations yet');
    });

    it('/dashboard/settings shows Account Settings alone', async () => {
      stubServer();
      renderDashboard({ path: '/dashboard/settings' });
      const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(titles).toEqual(['Account Settings']);
      expect(within(nav()).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav()).getByRole('link', { name: 'Profile' })).not.toHaveAttribute(
        'aria-current',
      );
      await screen.findByRole('button', { name: 'Delete Account' });
    });

    it('the sidebar links move between sections and Back to Home leads home', async () => {
      stubServer();
      const user = userEvent.setup();
      const { router } = renderDashboard({ path: '/dashboard' });

      await user.click(within(nav()).getByRole('link', { name: 'My Organizations' }));
      expect(router.state.location.pathname).toBe('/dashboard/organizations');
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(['My Organizations', 'My Subscriptions']);
      expect(within(nav()).getByRole('link', { name: 'My Organizations' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await user.click(within(nav()).getByRole('link', { name: 'Back to Home' }));
      expect(router.state.location.pathname).toBe('/');
    });
  });

  describe('the router-state message', () => {
    it('shows the message and opens My Organizations when it says something was deleted', async () => {
      const scrolled = recordScrollIntoView();
      stubServer();
      const { router } = renderDashboard({
        path: '/profile',
        state: { message: 'Organization deleted successfully' },
      });

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Organization deleted successfully',
      );
      await waitFor(() => expect(scrolled).toContain(region('My Organizations')));
      // The message is taken out of history so a reload does not show it again.
      expect(router.state.location.state).toBeNull();
    });

    it('leaves the scroll position alone for other messages', async () => {
      const scrolled = recordScrollIntoView();
      stubServer();
      renderDashboard({ path: '/dashboard', state: { message: 'Profile saved' } });
      expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
      await screen.findByText('No organizations yet');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(scrolled).toEqual([]);
    });
  });
});
