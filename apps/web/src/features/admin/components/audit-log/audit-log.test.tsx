import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEntry, page } from '../../testing/admin-fixtures';
import { choose, ok, renderAdmin } from '../../testing/render-admin';

const entries = () => [
  auditEntry({ details: { resolvedReports: 2, hiddenAt: '2026-03-01T10:00:00.000Z' } }),
  auditEntry({
    id: 'entry-2',
    at: '2026-03-01T08:00:00.000Z',
    actor: { kind: 'system', id: null, label: 'Billing' },
    action: 'billing.canceled_and_refunded',
    target: { type: 'subscription', id: 'sub_123', label: null },
    reason: null,
    details: { amount: 1200, currency: 'usd' },
  }),
];

describe('the audit log', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows when, who, what, target and why, the newest first', async () => {
    renderAdmin({
      path: '/admin/audit-log',
      routes: { 'GET /api/admin/audit-log': () => ok(page(entries())) },
    });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    // The entries, in order (each lists its details in a list of its own).
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    const [hidden, refund] = items.map((item) => within(item));

    expect(hidden!.getByText('Mar 2, 2026, 14:30 UTC')).toBeInTheDocument();
    expect(hidden!.getByText('mod@example.org')).toBeInTheDocument();
    expect(hidden!.getByText('Administrator')).toBeInTheDocument();
    expect(hidden!.getByText('Profile hidden')).toBeInTheDocument();
    expect(hidden!.getByText('Green Futures')).toBeInTheDocument();
    expect(hidden!.getByText('Links to a casino on every page.')).toBeInTheDocument();
    expect(hidden!.getByText('resolved reports: 2')).toBeInTheDocument();
    expect(hidden!.getByText('hidden at: Mar 1, 2026, 10:00 UTC')).toBeInTheDocument();

    expect(refund!.getByText('Billing')).toBeInTheDocument();
    expect(refund!.getByText('System')).toBeInTheDocument();
    expect(refund!.getByText('Subscription canceled and refunded')).toBeInTheDocument();
    expect(refund!.getByText('sub_123')).toBeInTheDocument();
    expect(refund!.getByText('No reason recorded')).toBeInTheDocument();
    expect(refund!.getByText('amount: 1200')).toBeInTheDocument();
    expect(refund!.getByText('currency: usd')).toBeInTheDocument();
  });

  it('shows a team change: the person who acted, the organization and whom it was about', async () => {
    renderAdmin({
      path: '/admin/audit-log',
      routes: {
        'GET /api/admin/audit-log': () =>
          ok(
            page([
              auditEntry({
                actor: { kind: 'owner', id: 'user-1', label: 'olive@example.org' },
                action: 'team.role_changed',
                reason: null,
                details: {
                  member: 'bea@example.org',
                  memberId: 'user-2',
                  from: 'owner',
                  to: 'editor',
                  withdrawnInvitations: ['cy@example.org', 'di@example.org'],
                },
              }),
            ]),
          ),
      },
    });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const entry = within(list);
    expect(entry.getByText('olive@example.org')).toBeInTheDocument();
    expect(entry.getByText('Owner')).toBeInTheDocument();
    expect(entry.getByText('Team role changed')).toBeInTheDocument();
    expect(entry.getByText('Green Futures')).toBeInTheDocument();
    expect(entry.getByText('member: bea@example.org')).toBeInTheDocument();
    expect(entry.getByText('from: owner')).toBeInTheDocument();
    expect(entry.getByText('to: editor')).toBeInTheDocument();
    expect(
      entry.getByText('withdrawn invitations: cy@example.org, di@example.org'),
    ).toBeInTheDocument();
  });

  it('shows a job an administrator ran by hand, and finds such runs by action', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/audit-log',
      routes: {
        'GET /api/admin/audit-log': () =>
          ok(
            page([
              auditEntry({
                action: 'job.run',
                target: { type: 'job', id: 'users.guest-cleanup', label: 'users.guest-cleanup' },
                reason: 'Guests piled up while the cleanup was failing.',
              }),
            ]),
          ),
      },
    });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const entry = within(list);
    expect(entry.getByText('Ran a job now')).toBeInTheDocument();
    expect(entry.getByText('users.guest-cleanup')).toBeInTheDocument();
    expect(entry.getByText('Job')).toBeInTheDocument();
    expect(entry.getByText('Guests piled up while the cleanup was failing.')).toBeInTheDocument();

    await choose(user, 'Action', 'Ran a job now');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET /api/admin/audit-log').at(-1)!.url.searchParams),
      ).toEqual({ page: '1', action: 'job.run' }),
    );
  });

  it('offers team members among who acted', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/audit-log',
      routes: { 'GET /api/admin/audit-log': () => ok(page(entries())) },
    });
    await screen.findByRole('list', { name: 'Audit log entries' });
    await choose(user, 'Action', 'Left a team');
    await choose(user, 'Who', 'Member');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET /api/admin/audit-log').at(-1)!.url.searchParams),
      ).toEqual({ page: '1', action: 'team.member_left', actor: 'member' }),
    );
  });

  it('filters by action, by who acted and by text, in the address', async () => {
    const { user, api, router } = renderAdmin({
      path: '/admin/audit-log',
      routes: { 'GET /api/admin/audit-log': () => ok(page(entries())) },
    });
    await screen.findByRole('list', { name: 'Audit log entries' });

    await choose(user, 'Action', 'Profile restored');
    await choose(user, 'Who', 'Owner');
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'casino{Enter}');

    await waitFor(() =>
      expect(
        api
          .callsTo('GET /api/admin/audit-log')
          .map((call) => Object.fromEntries(call.url.searchParams)),
      ).toEqual([
        { page: '1' },
        { page: '1', action: 'organization.restored' },
        { page: '1', action: 'organization.restored', actor: 'owner' },
        { page: '1', action: 'organization.restored', actor: 'owner', q: 'casino' },
      ]),
    );
    expect(router.state.location.search).toBe('?action=organization.restored&actor=owner&q=casino');
  });

  it('shows one target’s history, and all of it again on request', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/audit-log?targetId=org-1',
      routes: { 'GET /api/admin/audit-log': () => ok(page(entries())) },
    });
    expect(await screen.findByText(/Showing one target/)).toHaveTextContent(
      'Showing one target: org-1',
    );
    await user.click(screen.getByRole('button', { name: 'Show all targets' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /api/admin/audit-log')
          .map((call) => call.url.searchParams.get('targetId')),
      ).toEqual(['org-1', null]),
    );
    expect(screen.queryByText(/Showing one target/)).not.toBeInTheDocument();
  });

  it('ignores filters the contract does not know', async () => {
    const { api } = renderAdmin({
      path: '/admin/audit-log?action=made.up&actor=robot',
      routes: { 'GET /api/admin/audit-log': () => ok(page([])) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nothing recorded yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('All actions');
    expect(
      api
        .callsTo('GET /api/admin/audit-log')
        .map((call) => Object.fromEntries(call.url.searchParams)),
    ).toEqual([{ page: '1' }]);
  });
});
