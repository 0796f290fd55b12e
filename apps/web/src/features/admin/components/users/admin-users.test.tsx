import { moderationMessages } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { adminOrganization, adminUser, adminUserDetail, page } from '../../testing/admin-fixtures';
import { ok, renderAdmin } from '../../testing/render-admin';

const users = () => [
  adminUser(),
  adminUser({
    id: 'user-8',
    email: 'spammer@example.org',
    name: '',
    emailVerified: false,
    disabled: { at: '2026-02-20T08:00:00.000Z', reason: 'Created forty profiles for one casino.' },
    organizationCount: 40,
  }),
  adminUser({ id: 'admin-1', email: 'mod@example.org', name: 'Mo Derator', role: 'admin' }),
];

const item = (email: string) =>
  screen
    .getAllByRole('listitem')
    .find((element) => within(element).queryByRole('link', { name: email }) !== null)!;

describe('the users page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists accounts with role, verification, state and organization count', async () => {
    renderAdmin({
      path: '/admin/users',
      routes: { 'GET /api/admin/users': () => ok(page(users())) },
    });

    await screen.findByRole('list', { name: 'Users' });
    const owner = within(item('owner@example.org'));
    expect(owner.getByText('Olive Owner')).toBeInTheDocument();
    expect(owner.getByText('Member')).toBeInTheDocument();
    expect(owner.getByText('Verified')).toBeInTheDocument();
    expect(owner.getByText('Active')).toBeInTheDocument();
    expect(owner.getByText('1')).toBeInTheDocument();
    expect(owner.getByRole('button', { name: 'Disable owner@example.org' })).toBeInTheDocument();

    const spammer = within(item('spammer@example.org'));
    expect(spammer.getByText('No name')).toBeInTheDocument();
    expect(spammer.getByText('Not verified')).toBeInTheDocument();
    expect(spammer.getByText('Disabled')).toBeInTheDocument();
    expect(spammer.getByText(/Created forty profiles/)).toHaveTextContent(
      'Since Feb 20, 2026: Created forty profiles for one casino.',
    );
    expect(spammer.getByRole('button', { name: 'Enable spammer@example.org' })).toBeInTheDocument();

    // One's own account cannot be disabled from here (the server refuses it too).
    const me = within(item('mod@example.org'));
    expect(me.getByText('You')).toBeInTheDocument();
    expect(me.getByText('Admin')).toBeInTheDocument();
    expect(me.queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
  });

  it('searches by address or name', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/users',
      routes: { 'GET /api/admin/users': () => ok(page(users())) },
    });
    await screen.findByRole('list', { name: 'Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' olive ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(
        api.callsTo('GET /api/admin/users').map((call) => call.url.searchParams.get('q')),
      ).toEqual([null, 'olive']),
    );
  });

  it('opens an account’s details with its organizations, and closes them again', async () => {
    const { user, api, router } = renderAdmin({
      path: '/admin/users?page=2',
      routes: {
        'GET /api/admin/users': () => ok(page(users(), { total: 60, page: 2 })),
        'GET /api/admin/users/user-7': () =>
          ok(
            adminUserDetail({
              organizations: [
                adminOrganization(),
                adminOrganization({
                  id: 'org-3',
                  slug: 'blue-sky',
                  name: 'Blue Sky',
                  hidden: {
                    at: '2026-03-01T10:00:00.000Z',
                    reason: 'Misleading claims.',
                    reviewRequestedAt: null,
                  },
                }),
              ],
            }),
          ),
      },
    });

    await user.click(await screen.findByRole('link', { name: 'Details of owner@example.org' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Account' }));
    expect(router.state.location.search).toBe('?page=2&user=user-7');
    expect(await sheet.findByText('Olive Owner')).toBeInTheDocument();
    const owned = sheet.getByRole('region', { name: 'Organizations (2)' });
    expect(within(owned).getByRole('link', { name: 'Green Futures' })).toBeInTheDocument();
    expect(within(owned).getByText('Misleading claims.')).toBeInTheDocument();
    expect(within(owned).getByRole('button', { name: 'Hide Green Futures' })).toBeInTheDocument();
    expect(within(owned).getByRole('button', { name: 'Restore Blue Sky' })).toBeInTheDocument();
    expect(sheet.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/admin/audit-log?targetId=user-7',
    );
    expect(api.callsTo('GET /api/admin/users/user-7')).toHaveLength(1);

    await user.click(sheet.getByRole('button', { name: 'Close account details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=2');
  });

  it('disables an account with a reason', async () => {
    let current = users();
    const { user, api } = renderAdmin({
      path: '/admin/users',
      routes: {
        'GET /api/admin/users': () => ok(page(current)),
        'POST /api/admin/users/user-7/disable': () => {
          current = current.map((account) =>
            account.id === 'user-7'
              ? { ...account, disabled: { at: '2026-03-03T10:00:00.000Z', reason: 'Spam.' } }
              : account,
          );
          return ok(current[0]);
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Disable owner@example.org' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable account' }));
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await dialog.findByText(moderationMessages.disableReasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Sells fake donations.');
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText('owner@example.org is disabled.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/user-7/disable').map((call) => call.body)).toEqual([
      { reason: 'Sells fake donations.' },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Enable owner@example.org' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in the disable dialog', async () => {
    const { user } = renderAdmin({
      path: '/admin/users',
      routes: {
        'GET /api/admin/users': () => ok(page(users())),
        'POST /api/admin/users/user-7/disable': () =>
          apiError(409, 'CONFLICT', moderationMessages.cannotDisableYourself),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable owner@example.org' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Sells fake donations.');
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      moderationMessages.cannotDisableYourself,
    );
  });

  it('enables a disabled account with a reason', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/users',
      routes: {
        'GET /api/admin/users': () => ok(page(users())),
        'POST /api/admin/users/user-8/enable': () => ok({ ...users()[1], disabled: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enable spammer@example.org' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enable account' }));
    await user.click(dialog.getByRole('button', { name: 'Enable account' }));
    expect(await dialog.findByText(moderationMessages.enableReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/user-8/enable')).toHaveLength(0);
    await user.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'They proved the profiles were theirs.',
    );
    await user.click(dialog.getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('spammer@example.org is enabled.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/user-8/enable').map((call) => call.body)).toEqual([
      { reason: 'They proved the profiles were theirs.' },
    ]);
  });
});
