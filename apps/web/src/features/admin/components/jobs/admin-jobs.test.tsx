import { adminJobMessages, apiMessages, dataMessages, moderationMessages } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { adminJob } from '../../testing/admin-fixtures';
import { ok, renderAdmin } from '../../testing/render-admin';

const jobs = () => [
  adminJob(),
  adminJob({
    name: 'users.guest-cleanup',
    schedule: '10 3 * * *',
    description: 'Deletes guest accounts nobody has used for a month.',
    lastRunAt: null,
  }),
  adminJob({
    name: 'payments.provider-cancellations',
    schedule: null,
    description: 'Tells the payment provider about subscriptions canceled here.',
    lastRunAt: null,
  }),
];

const item = (name: string) =>
  within(
    screen
      .getAllByRole('listitem')
      .find((element) => within(element).queryByText(name, { exact: true }) !== null)!,
  );

const REASON = 'The digest failed overnight while the mail server was down.';

describe('the jobs page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each job with what it does, its schedule in UTC and its last run', async () => {
    renderAdmin({
      path: '/admin/jobs',
      routes: { 'GET /api/admin/jobs': () => ok({ items: jobs() }) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Admin: Jobs | Catalyst Profiles');

    const digest = item('moderation.report-digest');
    expect(
      digest.getByText('Mails the administrators a summary of the reports that came in yesterday.'),
    ).toBeInTheDocument();
    expect(digest.getByText('0 7 * * *').parentElement).toHaveTextContent(/^0 7 \* \* \* UTC$/);
    expect(digest.getByText('Mar 2, 2026, 07:00 UTC')).toBeInTheDocument();
    expect(
      digest.getByRole('button', { name: 'Run moderation.report-digest now' }),
    ).toBeInTheDocument();

    const cleanup = item('users.guest-cleanup');
    expect(cleanup.getByText('10 3 * * *')).toBeInTheDocument();
    expect(cleanup.getByText('No recent run')).toBeInTheDocument();

    const unscheduled = item('payments.provider-cancellations');
    expect(unscheduled.getByText('Only when run by hand')).toBeInTheDocument();
  });

  it('runs a job now with a reason, says it is queued and refreshes the list', async () => {
    let lastRunAt: string | null = null;
    const { user, api } = renderAdmin({
      path: '/admin/jobs',
      routes: {
        'GET /api/admin/jobs': () =>
          ok({ items: [adminJob({ name: 'users.guest-cleanup', lastRunAt })] }),
        'POST /api/admin/jobs/users.guest-cleanup/run': () => {
          lastRunAt = '2026-03-03T10:15:00.000Z';
          return ok({ name: 'users.guest-cleanup', queued: true }, 202);
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Run users.guest-cleanup now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run job now' }));
    expect(
      dialog.getByText(/users\.guest-cleanup is queued to run once, within a few seconds/),
    ).toBeInTheDocument();

    // The reason is asked for, by the server's own rules, before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'Run now' }));
    expect(await dialog.findByText(adminJobMessages.runReasonRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Too soon');
    await user.click(dialog.getByRole('button', { name: 'Run now' }));
    expect(await dialog.findByText(moderationMessages.reasonTooShort)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/jobs/users.guest-cleanup/run')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: /Reason/ }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(dialog.getByRole('button', { name: 'Run now' }));

    expect(
      await screen.findByText('Queued users.guest-cleanup: it runs within a few seconds.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Run job now' })).not.toBeInTheDocument(),
    );
    expect(
      api.callsTo('POST /api/admin/jobs/users.guest-cleanup/run').map((call) => call.body),
    ).toEqual([{ reason: REASON }]);
    // The list is read again after the run.
    expect(await screen.findByText('Mar 3, 2026, 10:15 UTC')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/jobs')).toHaveLength(2);
  });

  it.each([
    ['an unknown job', () => apiError(404, 'NOT_FOUND', adminJobMessages.notFound)],
    ['a job run too often', () => apiError(429, 'TOO_MANY_REQUESTS', apiMessages.tooManyRequests)],
  ])('shows the server’s refusal of %s in the dialog, which stays open', async (_case, refusal) => {
    const { user } = renderAdmin({
      path: '/admin/jobs',
      routes: {
        'GET /api/admin/jobs': () => ok({ items: [adminJob()] }),
        'POST /api/admin/jobs/moderation.report-digest/run': refusal,
      },
    });
    const expected = (await refusal().json()) as { error: { message: string } };

    await user.click(
      await screen.findByRole('button', { name: 'Run moderation.report-digest now' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Run job now' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(dialog.getByRole('button', { name: 'Run now' }));

    expect(await dialog.findByText(expected.error.message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Run job now' })).toBeInTheDocument();
    expect(screen.queryByText(/^Queued moderation\.report-digest/)).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let failing = true;
    const { user } = renderAdmin({
      path: '/admin/jobs',
      routes: {
        'GET /api/admin/jobs': () =>
          failing ? apiError(500, 'INTERNAL', apiMessages.internal) : ok({ items: [adminJob()] }),
      },
    });

    expect(await screen.findByText(dataMessages.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('moderation.report-digest')).toBeInTheDocument();
  });

  it('says plainly when the job list is for administrators only', async () => {
    renderAdmin({
      path: '/admin/jobs',
      routes: {
        'GET /api/admin/jobs': () => apiError(403, 'FORBIDDEN', moderationMessages.adminOnly),
      },
    });

    expect(await screen.findByText(moderationMessages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
