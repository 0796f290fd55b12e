import { zodResolver } from '@hookform/resolvers/zod';
import type { ActionReasonInput, ActionReasonSchema } from '@catalyst/shared';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRootError } from '@/components/form-root-error';
import { DialogActions, DialogShell } from '@/components/dialog-shell';
import { ReasonField } from './reason-field';

interface ReasonSubmission {
  /** Runs the action with the reason; calls `done` on success, `failed` with what to say. */
  (input: ActionReasonInput, done: () => void, failed: (message: string) => void): void;
}

function ReasonForm({
  schema,
  reasonLabel,
  reasonHint,
  submitLabel,
  busyLabel,
  busy,
  destructive,
  onSubmit,
  onDone,
}: {
  schema: ActionReasonSchema;
  reasonLabel?: string | undefined;
  reasonHint?: string | undefined;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive: boolean;
  onSubmit: ReasonSubmission;
  onDone: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ActionReasonInput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const reason = useWatch({ control, name: 'reason' });

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-4"
      onSubmit={handleSubmit((input) =>
        onSubmit(input, onDone, (message) => setError('root', { message })),
      )}
    >
      <ReasonField
        label={reasonLabel}
        hint={reasonHint}
        error={errors.reason?.message}
        length={reason.length}
        registration={register('reason', { onChange: () => clearErrors() })}
      />
      <FormRootError message={errors.root?.message} />
      <DialogActions
        className="mt-2"
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
        variant={destructive ? 'destructive' : 'default'}
      />
    </form>
  );
}

/**
 * An administrator's action, asked for once more with why: every action of the console says
 * it. The reason is checked with the server's own rule for that action (`schema`) and recorded
 * in the audit log; a refusal is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  busy,
  onSubmit,
  schema,
  destructive = false,
  ...form
}: {
  schema: ActionReasonSchema;
  /** Whether the action takes something away (hiding, disabling, revoking). */
  destructive?: boolean;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  reasonLabel?: string;
  /** Who reads the reason, when more than the audit log does. */
  reasonHint?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: ReasonSubmission;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={trigger}
      title={title}
      description={description}
      scrollable
      className="sm:max-w-lg"
    >
      <ReasonForm
        {...form}
        schema={schema}
        busy={busy}
        destructive={destructive}
        onSubmit={onSubmit}
        onDone={() => setOpen(false)}
      />
    </DialogShell>
  );
}
