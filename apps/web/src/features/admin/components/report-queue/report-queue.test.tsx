import { moderationMessages } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { adminOrganization, page, reportGroup } from '../../testing/admin-fixtures';
import { ok, renderAdmin } from '../../testing/render-admin';

const group = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('the reports queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists reported profiles with their counts, reasons and the latest reports', async () => {
    renderAdmin({
      routes: {
        'GET /api/admin/reports': () =>
          ok(
            page([
              reportGroup(),
              reportGroup({
                organization: {
                  ...reportGroup().organization,
                  id: 'org-2',
                  slug: 'clean-water',
                  name: 'Clean Water',
                  hidden: true,
                },
                openReports: 1,
                reasons: { other: 1 },
                reports: [],
              }),
            ]),
          ),
      },
    });

    const list = await screen.findByRole('list', { name: 'Reported profiles' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Green Futures', 'Clean Water']);
    const first = within(group('Green Futures'));
    expect(first.getByRole('link', { name: 'Green Futures' })).toHaveAttribute(
      'href',
      '/organizations/green-futures',
    );
    expect(first.getByText('owner@example.org')).toBeInTheDocument();
    expect(first.getByText('3 open reports')).toBeInTheDocument();
    const reasons = first.getByLabelText('Reasons');
    expect(
      [...reasons.querySelectorAll('dt')].map(
        (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
      ),
    ).toEqual(['Spam 2', 'Impersonation 1']);
    expect(first.getByText('Links to a casino on every page.')).toBeInTheDocument();
    expect(first.getByText('No details given.')).toBeInTheDocument();
    expect(first.getAllByText('Mar 2, 2026, 14:05 UTC').length).toBeGreaterThan(0);
    expect(first.getByText(/Visitor/)).toBeInTheDocument();
    expect(first.getByText('and 1 earlier report')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Hide Green Futures' })).toBeInTheDocument();

    // Already hidden: it can be restored, not hidden again.
    const second = within(group('Clean Water'));
    expect(second.getByText('Hidden')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Restore Clean Water' })).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Hide Clean Water' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    renderAdmin({ routes: { 'GET /api/admin/reports': () => ok(page([])) } });
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });

  it('dismisses a profile’s reports with a reason, and reloads the queue', async () => {
    let remaining = [reportGroup()];
    const { user, api } = renderAdmin({
      routes: {
        'GET /api/admin/reports': () => ok(page(remaining)),
        'POST /api/admin/organizations/org-1/dismiss-reports': () => {
          remaining = [];
          return ok({ dismissed: 3 });
        },
      },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the reports about Green Futures' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss reports' }));
    expect(
      dialog.getByText(
        'The 3 open reports about Green Futures will be closed without action. The profile stays as it is.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Dismiss reports' }));
    expect(await dialog.findByText(moderationMessages.dismissReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/organizations/org-1/dismiss-reports')).toHaveLength(0);
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Kept in the audit log beside your name.'),
    );
    await user.type(reason, 'The profile matches its website.');
    await user.click(dialog.getByRole('button', { name: 'Dismiss reports' }));

    expect(await screen.findByText('Dismissed 3 reports about Green Futures.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/admin/organizations/org-1/dismiss-reports').map((call) => call.body),
    ).toEqual([{ reason: 'The profile matches its website.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when the dismissal is cancelled', async () => {
    const { user, api } = renderAdmin({
      routes: { 'GET /api/admin/reports': () => ok(page([reportGroup()])) },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the reports about Green Futures' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('hides a profile with a reason, checked as the server checks it', async () => {
    let hidden = false;
    const { user, api } = renderAdmin({
      routes: {
        'GET /api/admin/reports': () =>
          ok(page([reportGroup({ organization: { ...reportGroup().organization, hidden } })])),
        'POST /api/admin/organizations/org-1/hide': () => {
          hidden = true;
          return ok(
            adminOrganization({
              hidden: { at: '2026-03-03T10:00:00.000Z', reason: 'x', reviewRequestedAt: null },
            }),
          );
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Hide Green Futures' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide Green Futures' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });

    await user.click(dialog.getByRole('button', { name: 'Hide profile' }));
    expect(await dialog.findByText(moderationMessages.hideReasonRequired)).toBeInTheDocument();
    await user.type(reason, 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Hide profile' }));
    expect(await dialog.findByText(moderationMessages.reasonTooShort)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/organizations/org-1/hide')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Links to a casino on every page.  ');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('36 / 1000'));
    await user.click(dialog.getByRole('button', { name: 'Hide profile' }));

    expect(await screen.findByText('Green Futures is hidden.')).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/admin/organizations/org-1/hide').map((call) => call.body),
    ).toEqual([{ reason: 'Links to a casino on every page.' }]);
    expect(
      await screen.findByRole('button', { name: 'Restore Green Futures' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in the hide dialog', async () => {
    const { user } = renderAdmin({
      routes: {
        'GET /api/admin/reports': () => ok(page([reportGroup()])),
        'POST /api/admin/organizations/org-1/hide': () =>
          apiError(409, 'ALREADY_HIDDEN', moderationMessages.alreadyHidden),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hide Green Futures' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Impersonates a charity.');
    await user.click(dialog.getByRole('button', { name: 'Hide profile' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(moderationMessages.alreadyHidden);
  });

  it('pages through the queue', async () => {
    const { user, api } = renderAdmin({
      routes: {
        'GET /api/admin/reports': ({ url }) =>
          ok(
            page([reportGroup()], {
              total: 30,
              page: Number(url.searchParams.get('page') ?? '1'),
            }),
          ),
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Reports pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));

    expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      api.callsTo('GET /api/admin/reports').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });
});
