import { authMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorLike } from '../auth-errors';
import type { AuthRedirectState } from '../auth-redirect';
import { PASSWORD_MIN_LENGTH, type FieldErrors, focusFirstInvalid } from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { FormField, NewPasswordField } from './form-field';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please log in with your new password.';

type Field = 'password' | 'confirm';

const expiredLink = 'This reset link is invalid or has expired. Please request a new one.';

/** Why the reset failed, for 'Failed to reset password: {reason}'. */
function resetFailureReason(error: unknown): string {
  const code = (error as AuthErrorLike | null)?.code;
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') return expiredLink;
  return authErrorInfo(error, 'reset').message;
}

/** Spec section 5's order: the two must match, then be long enough. */
function validate(password: string, confirm: string): FieldErrors<Field> {
  if (password !== confirm) return { confirm: authMessages.passwordsDoNotMatch };
  if (password.length < PASSWORD_MIN_LENGTH) return { password: authMessages.passwordTooShort };
  return {};
}

/** Chooses a new password with the emailed token, then sends the user to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const reset = useMutation({
    mutationFn: async (newPassword: string) => {
      try {
        const { error } = await authClient.resetPassword({ newPassword, token });
        if (error) throw error;
      } catch (error) {
        throw new Error(authMessages.resetFailed(resetFailureReason(error)), { cause: error });
      }
    },
    onSuccess: async () => {
      // The reset ends every session of the account; the app's view of it must follow.
      await refresh();
      const state: AuthRedirectState = { message: PASSWORD_RESET_MESSAGE };
      await navigate(paths.login, { replace: true, state });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validate(password, confirm);
    setErrors(next);
    if (focusFirstInvalid(event.currentTarget, next, ['password', 'confirm'] as const)) return;
    reset.mutate(password);
  }

  const busy = reset.isPending || reset.isSuccess;

  return (
    <div className="flex flex-col gap-5">
      {reset.isError ? (
        <AuthNotice tone="error">
          {reset.error.message}{' '}
          <Link
            to={paths.forgotPassword}
            className="font-semibold underline decoration-red-300 underline-offset-4 hover:decoration-red-900"
          >
            Request a new link
          </Link>
        </AuthNotice>
      ) : null}
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <NewPasswordField
          label="New password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <FormField
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </div>
  );
}
