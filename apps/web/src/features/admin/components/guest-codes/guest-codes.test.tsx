import { moderationMessages } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestCode, page } from '../../testing/admin-fixtures';
import { ok, renderAdmin } from '../../testing/render-admin';

const codes = () => [
  guestCode(),
  guestCode({
    id: 'code-2',
    label: null,
    maxUses: 1,
    uses: 0,
    expiresAt: null,
    revokedAt: '2026-02-01T10:00:00.000Z',
    redemptions: [],
  }),
  guestCode({ id: 'code-3', label: 'Used', maxUses: 1, uses: 1, expiresAt: null, redemptions: [] }),
];

const item = (label: string) =>
  screen
    .getAllByRole('listitem')
    .find((element) => within(element).queryByText(label, { exact: true }) !== null)!;

describe('the guest codes page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists codes with uses of the maximum, expiry, state and redemptions', async () => {
    const { user } = renderAdmin({
      path: '/admin/guest-codes',
      routes: { 'GET /api/admin/guest-codes': () => ok(page(codes())) },
    });
    await screen.findByRole('list', { name: 'Guest codes' });

    const fair = within(item('Spring fair'));
    expect(fair.getByText('2 / 10')).toBeInTheDocument();
    expect(fair.getByText('Dec 31, 2026, 23:59 UTC')).toBeInTheDocument();
    expect(fair.getByText('Active')).toBeInTheDocument();
    await user.click(fair.getByText('2 redemptions'));
    expect(fair.getByRole('link', { name: 'Green Futures' })).toHaveAttribute(
      'href',
      '/admin/audit-log?targetId=org-1',
    );
    expect(fair.getByText('Deleted organization')).toBeInTheDocument();
    expect(fair.getByRole('button', { name: 'Revoke Spring fair' })).toBeInTheDocument();

    const revoked = within(item('No label'));
    expect(revoked.getByText('Revoked')).toBeInTheDocument();
    expect(revoked.getByText('Never')).toBeInTheDocument();
    expect(revoked.getByText('None yet')).toBeInTheDocument();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    expect(within(item('Used')).getByText('Used up')).toBeInTheDocument();
  });

  it('checks the new code’s fields as the server does', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/guest-codes',
      routes: { 'GET /api/admin/guest-codes': () => ok(page([])) },
    });
    const maxUses = await screen.findByRole('spinbutton', { name: /Max uses/ });
    await user.clear(maxUses);
    await user.type(maxUses, '0');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Max uses must be at least 1.')).toBeInTheDocument();
    expect(maxUses).toHaveAttribute('aria-invalid', 'true');

    await user.clear(maxUses);
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Max uses must be a whole number.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guest-codes')).toHaveLength(0);
  });

  it('creates a code and shows it once, with a copy button', async () => {
    let listed = [guestCode()];
    const created = guestCode({
      id: 'code-9',
      label: 'Gala',
      maxUses: 5,
      uses: 0,
      redemptions: [],
    });
    const { user, api } = renderAdmin({
      path: '/admin/guest-codes',
      routes: {
        'GET /api/admin/guest-codes': () => ok(page(listed)),
        'POST /api/admin/guest-codes': () => {
          listed = [created, ...listed];
          return ok({ code: 'CAT-7K2P-9QXD-4MWT-ZL8B', guestCode: created }, 201);
        },
      },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const maxUses = await screen.findByRole('spinbutton', { name: /Max uses/ });
    await user.clear(maxUses);
    await user.type(maxUses, '5');
    await user.type(screen.getByLabelText(/Last day/), '2027-01-31');
    await user.type(screen.getByRole('textbox', { name: /Label/ }), '  Gala  ');
    await user.type(
      screen.getByRole('textbox', { name: /Reason/ }),
      'For the gala’s five sponsors.',
    );
    await user.click(screen.getByRole('button', { name: 'Create code' }));

    const panel = within(await screen.findByRole('region', { name: 'New guest code' }));
    expect(panel.getByText('CAT-7K2P-9QXD-4MWT-ZL8B')).toBeInTheDocument();
    expect(panel.getByText('Copy it now: it cannot be shown again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guest-codes').map((call) => call.body)).toEqual([
      {
        maxUses: 5,
        expiresOn: '2027-01-31',
        label: 'Gala',
        reason: 'For the gala’s five sponsors.',
      },
    ]);
    // The form is ready for the next one.
    expect(maxUses).toHaveValue(1);
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(await screen.findByText('Gala')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('CAT-7K2P-9QXD-4MWT-ZL8B');
    expect(await panel.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('CAT-7K2P-9QXD-4MWT-ZL8B')).not.toBeInTheDocument();
  });

  it('asks why the code is made, as the server does', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/guest-codes',
      routes: { 'GET /api/admin/guest-codes': () => ok(page([])) },
    });
    await user.click(await screen.findByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(moderationMessages.guestCodeReasonRequired)).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Kept in the audit log beside your name.'),
    );
    await user.type(reason, 'Partners');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(moderationMessages.reasonTooShort)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guest-codes')).toHaveLength(0);
  });

  it('leaves out the optional fields when they are empty', async () => {
    const { user, api } = renderAdmin({
      path: '/admin/guest-codes',
      routes: {
        'GET /api/admin/guest-codes': () => ok(page([])),
        'POST /api/admin/guest-codes': () =>
          ok({ code: 'CAT-AAAA-BBBB-CCCC-DDDD', guestCode: guestCode() }, 201),
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: /Reason/ }),
      'A spare for the front desk.',
    );
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await screen.findByRole('region', { name: 'New guest code' });
    expect(api.callsTo('POST /api/admin/guest-codes').map((call) => call.body)).toEqual([
      { maxUses: 1, reason: 'A spare for the front desk.' },
    ]);
  });

  it('revokes a code with a reason', async () => {
    let listed = codes();
    const { user, api } = renderAdmin({
      path: '/admin/guest-codes',
      routes: {
        'GET /api/admin/guest-codes': () => ok(page(listed)),
        'POST /api/admin/guest-codes/code-1/revoke': () => {
          listed = listed.map((code) =>
            code.id === 'code-1' ? { ...code, revokedAt: '2026-03-03T10:00:00.000Z' } : code,
          );
          return ok(listed[0]);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Spring fair' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke guest code' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke code' }));
    expect(await dialog.findByText(moderationMessages.revokeReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/guest-codes/code-1/revoke')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Shared on a public forum.');
    await user.click(dialog.getByRole('button', { name: 'Revoke code' }));

    expect(await screen.findByText('Guest code revoked.')).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/admin/guest-codes/code-1/revoke').map((call) => call.body),
    ).toEqual([{ reason: 'Shared on a public forum.' }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke Spring fair' })).not.toBeInTheDocument(),
    );
  });
});
