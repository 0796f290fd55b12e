import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { isStepUpRequired } from '../api/step-up';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';
import { signupSchema, type Signup, type SignupInput } from '../auth-validation';
import { EmailField, FormField, NewPasswordField } from './form-field';

/**
 * Email and password sign-up. The server answers a sign-up alike whether or not the address
 * already has an account and signs no one in, so the same password then signs in: a new
 * account (unverified; a guest's session becomes it, the server moving what the guest
 * started) and the page moves on. If that sign-in fails, the address had an account already,
 * and its owner has been told by mail: the page says to check the inbox, as for anyone.
 */
export function SignupForm({
  initialEmail = '',
  returnTo,
  onError,
  onSignedUp,
  onStepUp,
  onCheckInbox,
}: {
  initialEmail?: string;
  /** The page to come back to once the email is verified: the mailed link carries it. */
  returnTo: string;
  /** A failure to show (null clears it), with the address it was tried with. */
  onError: (error: AuthErrorInfo | null, email?: string) => void;
  /** Called once signed in to the new account, before the session is re-read. */
  onSignedUp: () => void;
  /** The account is under attack: a code went to this address (if the password was right). */
  onStepUp: (email: string) => void;
  /** The sign-up went through but did not sign in: what comes next is in the inbox. */
  onCheckInbox: (email: string) => void;
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
      const { error } = await authClient.signUp.email({ ...input, callbackURL: returnTo });
      if (error) throw error;
      const signedIn = await authClient.signIn.email({
        email: input.email,
        password: input.password,
      });
      if (isStepUpRequired(signedIn.error)) {
        onSignedUp();
        onStepUp(input.email);
        return;
      }
      if (signedIn.error) {
        clearSyncPending();
        onCheckInbox(input.email);
        return;
      }
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
