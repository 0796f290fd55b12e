import { zodResolver } from '@hookform/resolvers/zod';
import type { ActionReasonInput, ActionReasonSchema } from '@catalyst/shared';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ReasonField } from './reason-field';

export interface ReasonSubmission {
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
      <DialogFooter className="mt-2 flex-col-reverse sm:flex-row">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogTitle className="text-slate-900">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <ReasonForm
          {...form}
          schema={schema}
          busy={busy}
          destructive={destructive}
          onSubmit={onSubmit}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
