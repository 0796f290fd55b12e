import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@catalyst/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/notify';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PASSWORD_MIN_LENGTH } from '@/features/auth';
import { useChangePassword } from '../../api/change-password';
import { changePasswordErrorMessage } from '../../lib/account-errors';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../../lib/password-rules';

type Field = keyof ChangePasswordFormInput;

const empty: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

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
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
    // The message goes as soon as the user types again; it comes back only on a new attempt.
    reValidateMode: 'onSubmit',
    // One message for the whole form, announced as an alert below the fields.
    shouldFocusError: false,
  });
  const change = useChangePassword();
  const complete = Object.values(useWatch({ control })).every((value) => Boolean(value));
  const message =
    errors.newPassword?.message ?? errors.currentPassword?.message ?? errors.root?.message;
  // The new-password rules concern the pair, so both of its fields are marked.
  const invalid = (field: Field) =>
    field === 'currentPassword' ? Boolean(errors.currentPassword) : Boolean(errors.newPassword);

  const onValid = ({ currentPassword, newPassword }: ChangePasswordFormInput) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(authMessages.passwordUpdated);
          reset(empty);
        },
        onError: (failure) => {
          const failureMessage = changePasswordErrorMessage(failure);
          const wrongCurrent = failureMessage === authMessages.wrongPassword;
          setError(wrongCurrent ? 'currentPassword' : 'root', { message: failureMessage });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex max-w-md flex-col gap-4">
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const hintId = `${id}-hint`;
        const describedBy = [field.hint ? hintId : null, invalid(field.name) ? errorId : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={invalid(field.name) || undefined}
              aria-describedby={describedBy || undefined}
              {...register(field.name, {
                onChange: () => {
                  if (message) clearErrors();
                },
              })}
            />
            {field.hint ? (
              <p id={hintId} className="text-xs text-slate-500">
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      {message ? (
        <Alert variant="destructive" id={errorId}>
          <AlertDescription className="mt-0">{message}</AlertDescription>
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
