import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../testing/render-dashboard';
import { ok, stubServer, testProfile, type Reply } from '@/test/stub-server';

const settings = () => screen.getByRole('region', { name: 'Account Settings' });
/** A settings block: the section under its heading. */
const block = (title: string) =>
  within(settings()).getByRole('heading', { name: title }).closest('section') as HTMLElement;
const passwordBlock = () => block('Change password');

/** Better Auth answers refusals with a JSON `{ code, message }` and an HTTP error status. */
const authRefusal = (status: number, code: string): Reply => ({
  status,
  body: { code, message: code },
});

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  const form = passwordBlock();
  await user.type(within(form).getByLabelText('Current password'), values.current);
  await user.type(within(form).getByLabelText('New password'), values.next);
  await user.type(within(form).getByLabelText('Confirm new password'), values.confirm);
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
}

describe('account settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('display name', () => {
    it('saves the name through the auth server, confirms and refreshes the session', async () => {
      const { requests } = stubServer({ 'POST /api/auth/update-user': ok({ status: true }) });
      const user = userEvent.setup();
      const { auth } = renderDashboard({ path: '/dashboard/settings' });

      const input = within(settings()).getByLabelText('Display name');
      expect(input).toHaveValue('Ada Lovelace');
      const save = within(settings()).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await user.clear(input);
      await user.type(input, '  Ada King  ');
      await user.click(save);

      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      expect(requests.find((r) => r.path === '/api/auth/update-user')?.body).toEqual({
        name: 'Ada King',
      });
      await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    });

    it('asks for a name instead of saving an empty one, until the user types again', async () => {
      const { requests } = stubServer();
      const user = userEvent.setup();
      renderDashboard({ path: '/dashboard/settings' });
      const input = within(settings()).getByLabelText('Display name');
      await user.clear(input);
      await user.type(input, '   ');
      await user.click(within(settings()).getByRole('button', { name: 'Save' }));

      expect(within(block('Display name')).getByRole('alert')).toHaveTextContent(
        'Please enter a display name.',
      );
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Please enter a display name.');
      expect(requests.some((r) => r.path === '/api/auth/update-user')).toBe(false);

      await user.type(input, 'A');
      expect(within(block('Display name')).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says so when the update fails', async () => {
      stubServer({ 'POST /api/auth/update-user': authRefusal(500, 'INTERNAL') });
      const user = userEvent.setup();
      const { auth } = renderDashboard({ path: '/dashboard/settings' });
      const input = within(settings()).getByLabelText('Display name');
      await user.clear(input);
      await user.type(input, 'Ada King');
      await user.click(within(settings()).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Failed to update profile. Please try again.'),
      ).toBeInTheDocument();
      expect(auth.refresh).not.toHaveBeenCalled();
    });
  });

  describe('change password', () => {
    it('checks the new passwords match before their length, and sends nothing', async () => {
      const { requests } = stubServer();
      const user = userEvent.setup();
      renderDashboard({ path: '/dashboard/settings' });
      await within(settings()).findByLabelText('Current password');

      // Both rules are broken: the documented order puts the mismatch first.
      await fillPasswords(user, { current: 'old-secret', next: 'abc', confirm: 'abd' });
      expect(within(passwordBlock()).getByRole('alert')).toHaveTextContent(
        'New passwords do not match',
      );
      for (const label of ['New password', 'Confirm new password']) {
        expect(within(passwordBlock()).getByLabelText(label)).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      }
      expect(within(passwordBlock()).getByLabelText('Current password')).not.toHaveAttribute(
        'aria-invalid',
      );

      const form = passwordBlock();
      await user.clear(within(form).getByLabelText('Confirm new password'));
      await user.type(within(form).getByLabelText('Confirm new password'), 'abc');
      await user.click(within(form).getByRole('button', { name: 'Update Password' }));
      expect(within(passwordBlock()).getByRole('alert')).toHaveTextContent(
        'Password must be at least 6 characters',
      );
      expect(requests.some((r) => r.path === '/api/auth/change-password')).toBe(false);
    });

    it('changes the password, signing out other sessions, and clears the form', async () => {
      const { requests } = stubServer({
        'POST /api/auth/change-password': ok({ token: 't', user: {} }),
      });
      const user = userEvent.setup();
      renderDashboard({ path: '/dashboard/settings' });
      await within(settings()).findByLabelText('Current password');

      await fillPasswords(user, {
        current: 'old-secret',
        next: 'new-secret',
        confirm: 'new-secret',
      });

      expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
      expect(requests.find((r) => r.path === '/api/auth/change-password')?.body).toEqual({
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        revokeOtherSessions: true,
      });
      const form = passwordBlock();
      expect(within(form).getByLabelText('Current password')).toHaveValue('');
      expect(within(form).getByLabelText('New password')).toHaveValue('');
      expect(within(form).getByLabelText('Confirm new password')).toHaveValue('');
    });

    it('says when the current password is wrong', async () => {
      stubServer({ 'POST /api/auth/change-password': authRefusal(400, 'INVALID_PASSWORD') });
      const user = userEvent.setup();
      renderDashboard({ path: '/dashboard/settings' });
      await within(settings()).findByLabelText('Current password');

      await fillPasswords(user, {
        current: 'wrong-one',
        next: 'new-secret',
        confirm: 'new-secret',
      });

      expect(await within(passwordBlock()).findByRole('alert')).toHaveTextContent(
        'The password you entered is incorrect. Please try again.',
      );
      expect(within(passwordBlock()).getByLabelText('Current password')).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      // Editing any field takes the message away until the next attempt.
      await user.type(within(passwordBlock()).getByLabelText('Current password'), 'x');
      expect(within(passwordBlock()).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(passwordBlock()).getByLabelText('Current password')).not.toHaveAttribute(
        'aria-invalid',
      );
    });

    it('falls back to the general failure message', async () => {
      stubServer({ 'POST /api/auth/change-password': authRefusal(500, 'INTERNAL') });
      const user = userEvent.setup();
      renderDashboard({ path: '/dashboard/settings' });
      await within(settings()).findByLabelText('Current password');
      await fillPasswords(user, {
        current: 'old-secret',
        next: 'new-secret',
        confirm: 'new-secret',
      });
      expect(await within(passwordBlock()).findByRole('alert')).toHaveTextContent(
        'Failed to update password. Please try again.',
      );
    });

    it('tells Google and GitHub accounts that password management is unavailable', async () => {
      stubServer({ 'GET /api/users/profile': ok(testProfile(['google', 'github'])) });
      renderDashboard({ path: '/dashboard/settings' });
      expect(
        await within(passwordBlock()).findByText(
          'Password management is not available for accounts that sign in with Google or GitHub.',
        ),
      ).toBeInTheDocument();
      expect(within(settings()).queryByLabelText('Current password')).not.toBeInTheDocument();
    });

    it('names the one method a social account uses', async () => {
      stubServer({ 'GET /api/users/profile': ok(testProfile(['github'])) });
      renderDashboard({ path: '/dashboard/settings' });
      expect(
        await within(passwordBlock()).findByText(
          'Password management is not available for accounts that sign in with GitHub.',
        ),
      ).toBeInTheDocument();
    });
  });
});
