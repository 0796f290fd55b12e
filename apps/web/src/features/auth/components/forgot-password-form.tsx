import { authMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { House } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage } from '../auth-errors';
import { cleanEmail, emailError } from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { EmailField } from './form-field';

/**
 * Asks for a reset link. Whatever the server says about the address, the answer is the same
 * ('Check your email…'), so the form never tells who is registered. Only a failure that says
 * nothing about the address (no network, too many requests) is reported as such.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) {
      const input = event.currentTarget.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    request.mutate(cleanEmail(email));
  }

  return (
    <div className="flex flex-col gap-5">
      {request.isSuccess ? (
        <AuthNotice tone="success">{authMessages.resetEmailSent}</AuthNotice>
      ) : null}
      {request.isError ? <AuthNotice tone="error">{request.error.message}</AuthNotice> : null}
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <EmailField value={email} onValueChange={setEmail} error={fieldError} />
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
