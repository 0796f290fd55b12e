import { stepUpMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { signInWithStepUpCode } from '../api/step-up';
import { useAuth } from '../auth-context';
import { authErrorInfo } from '../auth-errors';
import { markSyncPending, clearSyncPending } from '../auth-storage';
import { AuthNotice } from './auth-notice';
import { FormField } from './form-field';

const CODE = /^\d{6}$/;

/**
 * The second step of a sign-in while the account is under attack: the 6-digit code mailed to
 * the account's address, typed in this browser (the one the server bound the challenge to).
 * `onRestart` goes back to the password form, for a code that expired or never came.
 */
export function StepUpForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { refresh } = useAuth();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();

  const confirm = useMutation({
    mutationFn: async (typed: string) => {
      markSyncPending();
      await signInWithStepUpCode(typed);
      await refresh();
    },
    onError: () => clearSyncPending(),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!CODE.test(typed)) {
      setFormatError(stepUpMessages.codeFormat);
      return;
    }
    setFormatError(undefined);
    confirm.mutate(typed);
  };

  const expired =
    confirm.isError && (confirm.error as { code?: unknown }).code === 'STEP_UP_EXPIRED';

  return (
    <div className="flex flex-col gap-4">
      <AuthNotice tone="info" title="Check your email">
        {stepUpMessages.required}
        <span className="mt-1 block font-medium break-all">{email}</span>
      </AuthNotice>
      {confirm.isError ? (
        <AuthNotice tone="error">{authErrorInfo(confirm.error, 'login').message}</AuthNotice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          label="Sign-in code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={formatError}
          disabled={expired}
        />
        <Button
          type="submit"
          size="lg"
          disabled={confirm.isPending || expired}
          aria-busy={confirm.isPending}
        >
          {confirm.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onRestart}>
          Back to Log In
        </Button>
      </form>
    </div>
  );
}
