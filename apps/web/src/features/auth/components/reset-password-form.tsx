import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorLike } from '../auth-errors';
import type { AuthRedirectState } from '../auth-redirect';
import { resetPasswordSchema, type ResetPasswordInput } from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { NewPasswordPair } from './form-field';

const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please log in with your new password.';

const expiredLink = 'This reset link is invalid or has expired. Please request a new one.';

/** Why the reset failed, for 'Failed to reset password: {reason}'. */
function resetFailureReason(error: unknown): string {
  const code = (error as AuthErrorLike | null)?.code;
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') return expiredLink;
  return authErrorInfo(error, 'reset').message;
}

/** Chooses a new password with the emailed token, then sends the user to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    // A message stays until the next attempt instead of flickering while the user types.
    reValidateMode: 'onSubmit',
  });

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

  const onValid = ({ password }: ResetPasswordInput) => reset.mutate(password);

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
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
        <NewPasswordPair
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirm?.message, ...register('confirm') }}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </div>
  );
}
