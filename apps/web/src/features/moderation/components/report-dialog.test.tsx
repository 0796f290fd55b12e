import { moderationMessages, REPORT_DETAILS_MAX } from '@catalyst/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, testUser } from '@/features/auth/testing';
import { apiError, jsonResponse } from '@/test/fetch-stub';
import { asMember, testOrganization } from '@/features/organizations/testing';
import { ok, renderProfilePage, reportPath } from '../testing/render-profile-page';

const reasonLabels = [
  'Spam',
  'Misleading or false information',
  'Impersonation',
  'Harmful or illegal content',
  'Other',
];

async function openReportDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Report this profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
  return { user, dialog: within(dialog), element: dialog };
}

describe('reporting a profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a guest report a profile with a reason and details, and thanks them in the dialog', async () => {
    const { api } = renderProfilePage({
      routes: { [reportPath]: () => ok({ received: true }, 201) },
    });
    const { user, dialog, element } = await openReportDialog();

    expect(element).toHaveAccessibleDescription(moderationMessages.reportDescription);
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
    // The five reasons, in the contract's order.
    expect(within(reasons).getAllByRole('radio')).toEqual(
      reasonLabels.map((label) => within(reasons).getByRole('radio', { name: label })),
    );
    await user.click(dialog.getByRole('radio', { name: 'Impersonation' }));
    const details = dialog.getByRole('textbox', { name: 'Details (optional)' });
    await user.type(details, 'Uses the logo of another charity.');
    expect(details).toHaveAccessibleDescription(expect.stringContaining('33 / 1000'));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(moderationMessages.reportSent);
    expect(api.callsTo(reportPath).map((call) => call.body)).toEqual([
      { reason: 'impersonation', details: 'Uses the logo of another charity.' },
    ]);
    expect(dialog.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();

    // Closed and opened again on this page, it still says the report was sent.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Report this profile' });
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(
      await within(await screen.findByRole('dialog')).findByText(moderationMessages.reportSent),
    ).toBeInTheDocument();
    // The file's first render of the whole profile (its route's code loaded cold) and 33
    // characters typed key by key: about 5 s on two loaded cores, vitest's default limit.
  }, 15_000);

  it('sends no details when none are given', async () => {
    const { api } = renderProfilePage({
      routes: { [reportPath]: () => ok({ received: true }, 201) },
    });
    const { user, dialog } = await openReportDialog();
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.type(dialog.getByRole('textbox', { name: 'Details (optional)' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    await dialog.findByText(moderationMessages.reportSent);
    expect(api.callsTo(reportPath).map((call) => call.body)).toEqual([{ reason: 'spam' }]);
  });

  it('asks for a reason first, and sends nothing without one', async () => {
    const { api } = renderProfilePage();
    const { user, dialog } = await openReportDialog();

    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(moderationMessages.reportReasonRequired)).toBeInTheDocument();
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
    expect(reasons).toHaveAttribute('aria-invalid', 'true');
    expect(reasons).toHaveAccessibleDescription(moderationMessages.reportReasonRequired);
    expect(api.callsTo(reportPath)).toHaveLength(0);

    // Choosing one clears the message.
    await user.click(dialog.getByRole('radio', { name: 'Other' }));
    expect(dialog.queryByText(moderationMessages.reportReasonRequired)).not.toBeInTheDocument();
  });

  it('counts the details live and refuses more than 1000 characters', async () => {
    const { api } = renderProfilePage();
    const { user, dialog } = await openReportDialog();
    await user.click(dialog.getByRole('radio', { name: 'Other' }));

    const details = dialog.getByRole('textbox', { name: 'Details (optional)' });
    fireEvent.change(details, { target: { value: 'x'.repeat(REPORT_DETAILS_MAX + 1) } });
    expect(dialog.getByText('1001 / 1000')).toHaveAttribute('data-state', 'limit');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText(moderationMessages.reportDetailsTooLong)).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(reportPath)).toHaveLength(0);
  });

  it.each([
    [409, 'CONFLICT', moderationMessages.reportAlreadySent],
    [429, 'RATE_LIMITED', moderationMessages.reportTooMany],
    [410, 'UNAVAILABLE', moderationMessages.unavailableBody],
  ])('shows the server’s words when it answers %i', async (status, code, message) => {
    renderProfilePage({ routes: { [reportPath]: () => apiError(status, code, message) } });
    const { user, dialog } = await openReportDialog();
    await user.click(dialog.getByRole('radio', { name: 'Misleading or false information' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.queryByText(moderationMessages.reportSent)).not.toBeInTheDocument();
    // Still there to try again.
    expect(dialog.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it.each([
    [429, moderationMessages.reportTooMany],
    [409, moderationMessages.reportAlreadySent],
    [502, moderationMessages.reportFailed],
  ])('says what a bare %i means when the answer has no message', async (status, message) => {
    renderProfilePage({ routes: { [reportPath]: () => jsonResponse(status, undefined) } });
    const { user, dialog } = await openReportDialog();
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows Sending... and keeps the dialog open while the report is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderProfilePage({
      routes: { [reportPath]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const { user, dialog } = await openReportDialog();
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    const sending = await dialog.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer(ok({ received: true }, 201));
    expect(await dialog.findByText(moderationMessages.reportSent)).toBeInTheDocument();
  });

  it('is offered to a signed-in visitor who does not own the profile', async () => {
    renderProfilePage({ auth: fakeAuth({ user: testUser({ id: 'someone-else' }) }) });
    expect(await screen.findByRole('button', { name: 'Report this profile' })).toBeInTheDocument();
  });

  it('is not offered to the owner looking at their own profile', async () => {
    renderProfilePage({ auth: fakeAuth(), membership: asMember(testOrganization, 'owner') });
    // The owner's own controls are in (their code loads on demand): the page knows who is looking.
    expect(
      await screen.findByRole('link', { name: /Edit/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this profile' })).not.toBeInTheDocument();
  });
});
