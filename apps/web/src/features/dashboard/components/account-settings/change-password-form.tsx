import { authMessages } from '@catalyst/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PASSWORD_MIN_LENGTH } from '@/features/auth/auth-validation';
import { useChangePassword } from '../../api/change-password';
import { changePasswordErrorMessage } from '../../lib/account-errors';
import { newPasswordProblem } from '../../lib/password-rules';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

const fields: { name: Field; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** For password accounts: the current password is re-verified by the server first. */
export function ChangePasswordForm() {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ message: string; fields: Field[] } | null>(null);
  const change = useChangePassword();
  const complete = Object.values(values).every((value) => value.length > 0);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(values.newPassword, values.confirmPassword);
    if (problem) {
      setError({ message: problem, fields: ['newPassword', 'confirmPassword'] });
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(authMessages.passwordUpdated);
          setValues(empty);
        },
        onError: (failure) => {
          const message = changePasswordErrorMessage(failure);
          const wrongCurrent = message === authMessages.wrongPassword;
          setError({ message, fields: wrongCurrent ? ['currentPassword'] : [] });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex max-w-md flex-col gap-4">
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const hintId = `${id}-hint`;
        const invalid = error?.fields.includes(field.name) ?? false;
        const describedBy = [field.hint ? hintId : null, invalid ? errorId : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type="password"
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
                if (error) setError(null);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy || undefined}
            />
            {field.hint ? (
              <p id={hintId} className="text-xs text-slate-500">
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <Alert variant="destructive" id={errorId}>
          <AlertDescription className="mt-0">{error.message}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={!complete || change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
