import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../testing/render-dashboard';
import { apiError, ok, stubServer, testProfile, type Reply } from '@/test/stub-server';

async function openDialog(
  user: ReturnType<typeof userEvent.setup>,
  replies: Record<string, Reply> = {},
) {
  const server = stubServer(replies);
  const view = renderDashboard({ path: '/dashboard/settings' });
  await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
  return { ...server, ...view, dialog };
}

const deleteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Delete' });

describe('delete account dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains what is deleted and starts with the confirmation field focused', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'This permanently deletes your account. This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent('Every organization you created');
    expect(dialog).toHaveTextContent('Your active subscriptions, which are cancelled');
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveFocus();
  });

  it('enables Delete only for DELETE exactly plus the password of a password account', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    const confirmation = within(dialog).getByLabelText('Type DELETE to confirm');
    const password = within(dialog).getByLabelText('Current password');

    expect(deleteButton(dialog)).toBeDisabled();
    await user.type(confirmation, 'delete');
    await user.type(password, 'secret1');
    expect(deleteButton(dialog)).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE ');
    expect(deleteButton(dialog)).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE');
    expect(deleteButton(dialog)).toBeEnabled();

    await user.clear(password);
    expect(deleteButton(dialog)).toBeDisabled();
  });

  it('asks Google and GitHub accounts for the word only', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openDialog(user, {
      'GET /api/users/profile': ok(testProfile(['google'])),
      'DELETE /api/users/me': ok({ deleted: true }),
    });
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(deleteButton(dialog)).toBeEnabled();
    await user.click(deleteButton(dialog));
    await screen.findByText('Home page');
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ confirmation: 'DELETE' });
  });

  it('says what is missing when the user presses Enter too early', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openDialog(user);
    const confirmation = within(dialog).getByLabelText('Type DELETE to confirm');

    await user.type(confirmation, 'DELET{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please type DELETE to confirm');

    await user.type(confirmation, 'E{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Password required for email/password accounts',
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('deletes the account, signs out and shows the confirmation on the home page', async () => {
    const user = userEvent.setup();
    const { dialog, requests, router, auth } = await openDialog(user, {
      'DELETE /api/users/me': ok({ deleted: true }),
      'POST /api/auth/sign-out': ok({ success: true }),
    });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), 'secret1');
    await user.click(deleteButton(dialog));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account has been successfully deleted',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/api/users/me',
      body: { confirmation: 'DELETE', password: 'secret1' },
    });
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    const order = requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('POST /api/auth/sign-out')).toBeGreaterThan(
      order.indexOf('DELETE /api/users/me'),
    );
    // The app's own sign-out would send the user to /login instead.
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it.each([
    [
      apiError(403, 'Incorrect password.', 'FORBIDDEN'),
      'Incorrect password. Please enter your current password to confirm account deletion.',
    ],
    [
      apiError(404, 'Not found', 'NOT_FOUND'),
      'Your account data was not found on the server. Try signing out and back in, then try again.',
    ],
    [
      apiError(409, 'Your subscription could not be cancelled.', 'CONFLICT'),
      'Your subscription could not be cancelled.',
    ],
    [
      { status: 502, body: '<html>Bad gateway</html>' },
      'Failed to delete account. Please try again later.',
    ],
  ])('shows the product message when the server refuses (%#)', async (reply, message) => {
    const user = userEvent.setup();
    const { dialog, router, requests } = await openDialog(user, {
      'DELETE /api/users/me': reply,
    });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.click(deleteButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(requests.some((r) => r.path === '/api/auth/sign-out')).toBe(false);
    expect(deleteButton(dialog)).toBeEnabled();
  });

  it('marks the password field when the password was wrong, and Cancel closes the dialog', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user, {
      'DELETE /api/users/me': apiError(403, 'Incorrect password.', 'FORBIDDEN'),
    });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.click(deleteButton(dialog));
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
  });
});
