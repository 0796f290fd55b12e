import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { isStepUpRequired } from '../api/step-up';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';
import { cleanEmail, loginSchema, type Login, type LoginInput } from '../auth-validation';
import { EmailField, FormField } from './form-field';

/**
 * Email and password sign-in. On success the session is re-read; the page then moves on.
 * While the account is under attack a new browser is asked for a mailed code instead.
 */
export function LoginForm({
  initialEmail = '',
  onError,
  onStepUp,
}: {
  initialEmail?: string;
  /** A failure to show (null clears it), with the address it was tried with. */
  onError: (error: AuthErrorInfo | null, email?: string) => void;
  /** The account is under attack: a code went to this address (if the password was right). */
  onStepUp: (email: string) => void;
}) {
  const { refresh } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: initialEmail, password: '' },
    // A message stays until the next attempt instead of flickering while the user types.
    reValidateMode: 'onSubmit',
  });
  const email = useWatch({ control, name: 'email' });

  const signIn = useMutation({
    mutationFn: async (input: Login) => {
      markSyncPending();
      const { error } = await authClient.signIn.email(input);
      if (error) throw error;
      await refresh();
    },
    onError: (error, input) => {
      clearSyncPending();
      if (isStepUpRequired(error)) onStepUp(input.email);
      else onError(authErrorInfo(error, 'login'), input.email);
    },
  });

  const onValid = (input: Login) => {
    onError(null);
    signIn.mutate(input);
  };

  return (
    // The same post as the server's form (no-script-login-form.tsx), which this one enhances.
    <form
      method="post"
      action={paths.login}
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
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
