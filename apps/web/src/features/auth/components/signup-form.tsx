import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';
import {
  cleanEmail,
  emailError,
  newPasswordError,
  type FieldErrors,
  focusFirstInvalid,
} from '../auth-validation';
import { EmailField, FormField, NewPasswordField } from './form-field';

type Field = 'email' | 'password';

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const signUp = useMutation({
    mutationFn: async (input: { name: string; email: string; password: string }) => {
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      email: emailError(email),
      password: newPasswordError(password),
    };
    setErrors(next);
    if (focusFirstInvalid(event.currentTarget, next, ['email', 'password'] as const)) return;
    onError(null);
    signUp.mutate({ name: name.trim(), email: cleanEmail(email), password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        placeholder="Ada Lovelace"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField value={email} onValueChange={setEmail} error={errors.email} />
      <NewPasswordField
        label="Password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
