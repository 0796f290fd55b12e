import { PASSWORD_MIN_LENGTH } from '@catalyst/shared';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A labelled input with its error announced and tied to it for screen readers. */
export function FormField({
  label,
  error,
  hint,
  labelAside,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An input's own props (e.g. what react-hook-form's `register` returns), with its error. */
type FieldProps = Omit<ComponentProps<'input'>, 'id'> & { error?: string | undefined };

/** The email address field every sign-in form starts with. */
export function EmailField(props: FieldProps) {
  return (
    <FormField
      label="Email address"
      type="email"
      autoComplete="email"
      placeholder="you@example.org"
      {...props}
    />
  );
}

/** A password being chosen (sign-up, reset): with the minimum length as its hint. */
export function NewPasswordField(props: FieldProps & { label: string }) {
  return (
    <FormField
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}

/** A new password typed twice (reset, verification with a new password). */
export function NewPasswordPair({
  password,
  confirm,
}: {
  password: FieldProps;
  confirm: FieldProps;
}) {
  return (
    <>
      <NewPasswordField label="New password" {...password} />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
