import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';
import { signupSchema, type Signup, type SignupInput } from '../auth-validation';
import { EmailField, FormField, NewPasswordField } from './form-field';

/**
 * Email and password sign-up. A guest's session becomes the new account (the server moves
 * what the guest started); the user is signed in, unverified, and the page moves on.
 */
export function SignupForm({
  initialEmail = '',
  onError,
  onSignedUp,
}: {
  initialEmail?: string;
  /** A failure to show (null clears it), with the address it was tried with. */
  onError: (error: AuthErrorInfo | null, email?: string) => void;
  /** Called once the account exists, before the session is re-read. */
  onSignedUp: () => void;
}) {
  const { refresh } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupInput, unknown, Signup>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: initialEmail, password: '' },
    // A message stays until the next attempt instead of flickering while the user types.
    reValidateMode: 'onSubmit',
  });

  const signUp = useMutation({
    mutationFn: async (input: Signup) => {
      markSyncPending();
      const { error } = await authClient.signUp.email(input);
      if (error) throw error;
      onSignedUp();
      await refresh();
    },
    onError: (error, input) => {
      clearSyncPending();
      onError(authErrorInfo(error, 'signup'), input.email);
    },
  });

  const onValid = (input: Signup) => {
    onError(null);
    signUp.mutate(input);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField
        label="Name (optional)"
        autoComplete="name"
        placeholder="Ada Lovelace"
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        label="Password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
