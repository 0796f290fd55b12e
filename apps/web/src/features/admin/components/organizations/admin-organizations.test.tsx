import { moderationMessages } from '@catalyst/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { adminOrganization, page } from '../../testing/admin-fixtures';
import { choose, ok, renderAdmin } from '../../testing/render-admin';

const hidden = {
  at: '2026-03-01T10:00:00.000Z',
  reason: 'Impersonates a well-known charity.',
  reviewRequestedAt: '2026-03-02T09:00:00.000Z',
};

const organizations = () => [
  adminOrganization({ openReports: 2 }),
  adminOrganization({
    id: 'org-2',
    slug: 'clean-water',
    name: 'Clean Water',
    ownerEmail: 'water@example.org',
    publicationStatus: 'lapsed',
    plan: 'guest',
    hidden,
  }),
];

const item = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((element) => within(element).queryByRole('link', { name }) !== null)!;

describe('the organizations page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists organizations with status, plan, hidden state and reason, and open reports', async () => {
    renderAdmin({
      path: '/admin/organizations',
      routes: { 'GET /api/admin/organizations': () => ok(page(organizations(), { total: 2 })) },
    });

    await screen.findByRole('list', { name: 'Organizations' });
    expect(screen.getByRole('status')).toHaveTextContent('2 organizations');
    const first = within(item('Green Futures'));
    expect(first.getByRole('link', { name: 'Green Futures' })).toHaveAttribute(
      'href',
      '/organizations/green-futures',
    );
    expect(first.getByText('owner@example.org')).toBeInTheDocument();
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByText('Monthly')).toBeInTheDocument();
    expect(first.getByText('Visible')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Hide Green Futures' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'History of Green Futures' })).toHaveAttribute(
      'href',
      '/admin/audit-log?targetId=org-1',
    );

    const second = within(item('Clean Water'));
    expect(second.getByText('Lapsed')).toBeInTheDocument();
    expect(second.getByText('Guest code')).toBeInTheDocument();
    expect(second.getByText('Hidden')).toBeInTheDocument();
    expect(second.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(second.getByText(hidden.reason)).toBeInTheDocument();
    expect(second.getByText(/Review requested/)).toHaveTextContent('Review requested Mar 2, 2026');
    expect(second.getByRole('button', { name: 'Restore Clean Water' })).toBeInTheDocument();
  });

  it('searches by name or owner email and filters by status and plan, in the address', async () => {
    const { user, api, router } = renderAdmin({
      path: '/admin/organizations?page=3',
      routes: { 'GET /api/admin/organizations': () => ok(page(organizations(), { total: 2 })) },
    });
    await screen.findByRole('list', { name: 'Organizations' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search organizations' }),
      'water@{Enter}',
    );
    await choose(user, 'Status', 'Hidden');
    await choose(user, 'Plan', 'Guest code');

    const queries = api
      .callsTo('GET /api/admin/organizations')
      .map((call) => Object.fromEntries(call.url.searchParams));
    expect(queries).toEqual([
      { page: '3' },
      { page: '1', q: 'water@' },
      { page: '1', q: 'water@', status: 'hidden' },
      { page: '1', q: 'water@', status: 'hidden', plan: 'guest' },
    ]);
    expect(router.state.location.search).toBe('?q=water%40&status=hidden&plan=guest');

    await choose(user, 'Status', 'All statuses');
    expect(router.state.location.search).toBe('?q=water%40&plan=guest');
  });

  it('says when nothing matches', async () => {
    renderAdmin({
      path: '/admin/organizations?q=zzz',
      routes: { 'GET /api/admin/organizations': () => ok(page([])) },
    });
    expect(
      await screen.findByRole('heading', { name: 'No organizations match' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search organizations' })).toHaveValue('zzz');
  });

  it('restores a hidden organization with a reason', async () => {
    let current = organizations();
    const { user, api } = renderAdmin({
      path: '/admin/organizations',
      routes: {
        'GET /api/admin/organizations': () => ok(page(current)),
        'POST /api/admin/organizations/org-2/restore': () => {
          current = current.map((organization) => ({ ...organization, hidden: null }));
          return ok(current[1]);
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Restore Clean Water' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restore Clean Water' }));
    await user.click(dialog.getByRole('button', { name: 'Restore profile' }));
    expect(await dialog.findByText(moderationMessages.restoreReasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Restore profile' }));
    expect(await dialog.findByText(moderationMessages.reasonTooShort)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/organizations/org-2/restore')).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: /Reason/ }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The logo is their own now.');
    await user.click(dialog.getByRole('button', { name: 'Restore profile' }));

    expect(await screen.findByText('Clean Water is restored.')).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/admin/organizations/org-2/restore').map((call) => call.body),
    ).toEqual([{ reason: 'The logo is their own now.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(item('Clean Water')).findByRole('button', { name: 'Hide Clean Water' }),
    ).toBeInTheDocument();
  });

  it('tells the moderator when the organization was not hidden after all', async () => {
    const { user } = renderAdmin({
      path: '/admin/organizations',
      routes: {
        'GET /api/admin/organizations': () => ok(page(organizations())),
        'POST /api/admin/organizations/org-2/restore': () =>
          apiError(409, 'NOT_HIDDEN', moderationMessages.notHidden),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore Clean Water' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The logo is their own now.');
    await user.click(dialog.getByRole('button', { name: 'Restore profile' }));
    // Said in the dialog, which stays open, as for hiding.
    expect(await dialog.findByRole('alert')).toHaveTextContent(moderationMessages.notHidden);
  });
});
