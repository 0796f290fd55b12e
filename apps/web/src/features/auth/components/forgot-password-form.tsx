import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import House from 'lucide-react/icons/house';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage } from '../auth-errors';
import {
  forgotPasswordSchema,
  type ForgotPassword,
  type ForgotPasswordInput,
} from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { EmailField } from './form-field';

/**
 * Asks for a reset link. Whatever the server says about the address, the answer is the same
 * ('Check your email…'), so the form never tells who is registered. Only a failure that says
 * nothing about the address (no network, too many requests) is reported as such.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
    // A message stays until the next attempt instead of flickering while the user types.
    reValidateMode: 'onSubmit',
  });

  const request = useMutation({
    mutationFn: async (address: string) => {
      try {
        const { error } = await authClient.requestPasswordReset({
          email: address,
          redirectTo: paths.resetPassword,
        });
        if (error?.status === 429) throw error;
      } catch (error) {
        throw new Error(authErrorMessage(error));
      }
    },
  });

  const onValid = ({ email }: ForgotPassword) => request.mutate(email);

  return (
    <div className="flex flex-col gap-5">
      {request.isSuccess ? (
        <AuthNotice tone="success">{authMessages.resetEmailSent}</AuthNotice>
      ) : null}
      {request.isError ? <AuthNotice tone="error">{request.error.message}</AuthNotice> : null}
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending ? 'Sending...' : 'Reset Password'}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home}>
            <House aria-hidden />
            Back to Home
          </Link>
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link
          to={paths.login}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to login
        </Link>
      </p>
    </div>
  );
}
