import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';
import { cleanEmail, emailError, type FieldErrors, focusFirstInvalid } from '../auth-validation';
import { EmailField, FormField } from './form-field';

type Field = 'email' | 'password';

const PASSWORD_REQUIRED = 'Please enter your password.';

/** Email and password sign-in. On success the session is re-read; the page then moves on. */
export function LoginForm({
  initialEmail = '',
  onError,
}: {
  initialEmail?: string;
  /** A failure to show (null clears it), with the address it was tried with. */
  onError: (error: AuthErrorInfo | null, email?: string) => void;
}) {
  const { refresh } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const signIn = useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      markSyncPending();
      const { error } = await authClient.signIn.email(input);
      if (error) throw error;
      await refresh();
    },
    onError: (error, input) => {
      clearSyncPending();
      onError(authErrorInfo(error, 'login'), input.email);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      email: emailError(email),
      password: password ? undefined : PASSWORD_REQUIRED,
    };
    setErrors(next);
    if (focusFirstInvalid(event.currentTarget, next, ['email', 'password'] as const)) return;
    onError(null);
    signIn.mutate({ email: cleanEmail(email), password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        labelAside={
          <Link
            to={paths.forgotPassword}
            state={{ email: cleanEmail(email) }}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      <Button type="submit" size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
