import { zodResolver } from '@hookform/resolvers/zod';
import {
  HIDE_REASON_MAX,
  moderationReasonSchema,
  type disableReasonSchema,
  type ModerationReasonInput,
} from '@catalyst/shared';
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
import { Textarea } from '@/components/ui/textarea';
import { CharacterCounter } from '@/features/organizations/components/form-fields/character-counter';
import { EditorField } from '@/features/organizations/components/form-fields/editor-field';

export interface ReasonSubmission {
  /** Runs the action with the reason; calls `done` on success, `failed` with what to say. */
  (input: ModerationReasonInput, done: () => void, failed: (message: string) => void): void;
}

/** The rule a reason is checked with: hiding's (the default) or disabling's. */
type ReasonSchema = typeof moderationReasonSchema | typeof disableReasonSchema;

function ReasonForm({
  schema,
  reasonLabel,
  reasonHint,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onDone,
}: {
  schema: ReasonSchema;
  reasonLabel: string;
  reasonHint: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
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
  } = useForm<ModerationReasonInput>({
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
      <EditorField
        label={reasonLabel}
        required
        hint={reasonHint}
        error={errors.reason?.message}
        footer={(id) => <CharacterCounter id={id} length={reason.length} max={HIDE_REASON_MAX} />}
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            {...register('reason', { onChange: () => clearErrors() })}
            rows={5}
          />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <DialogFooter className="mt-2 flex-col-reverse sm:flex-row">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A moderation action that must say why (hiding a profile, disabling an account): the reason
 * is checked with the server's own rule and recorded in the audit log.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  busy,
  onSubmit,
  schema = moderationReasonSchema,
  ...form
}: {
  schema?: ReasonSchema;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  reasonHint: string;
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
          onSubmit={onSubmit}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
