import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  moderationMessages,
  reportInputSchema,
  reportReasonLabels,
  type ReportInput,
} from '@catalyst/shared';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useId, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { DialogActions, DialogShell } from '@/components/dialog-shell';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { CharacterCounter } from '@/components/form/character-counter';
import { EditorField, FieldError } from '@/components/form/editor-field';
import { ApiError } from '@/lib/api-client';
import { useReportOrganization } from '../api/report-organization';
import { reportErrorMessage } from '../report-error-message';

type ReportValues = z.output<typeof reportInputSchema>;

/** The answer the server gives a second report of the same profile: said kindly, not in red. */
const isAlreadyReported = (error: unknown) => error instanceof ApiError && error.status === 409;

function ReportForm({
  organizationId,
  onSent,
  onPendingChange,
}: {
  organizationId: string;
  onSent: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const reasonLabelId = useId();
  const reasonErrorId = useId();
  const report = useReportOrganization(organizationId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReportInput, unknown, ReportValues>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { details: '' },
    // A message goes as soon as the field changes; it comes back only on a new attempt.
    reValidateMode: 'onSubmit',
  });
  const details = useWatch({ control, name: 'details' }) ?? '';
  const reasonError = errors.reason?.message;
  const rootError = errors.root;

  const onValid = (values: ReportValues) => {
    onPendingChange(true);
    report.mutate(values, {
      onSuccess: onSent,
      onError: (failure) =>
        setError('root', {
          type: isAlreadyReported(failure) ? 'already-reported' : 'failed',
          message: reportErrorMessage(failure),
        }),
      onSettled: () => onPendingChange(false),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-5 flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label id={reasonLabelId}>{moderationMessages.reportReasonLabel}</Label>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={(value) => {
                field.onChange(value);
                clearErrors();
              }}
              aria-labelledby={reasonLabelId}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              aria-required
              className="gap-1"
            >
              {REPORT_REASONS.map((reason) => {
                const itemId = `${reasonLabelId}-${reason}`;
                return (
                  <div
                    key={reason}
                    className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50"
                  >
                    <RadioGroupItem id={itemId} value={reason} />
                    <Label htmlFor={itemId} className="flex-1 cursor-pointer py-0.5 font-normal">
                      {reportReasonLabels[reason]}
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
        {reasonError ? <FieldError id={reasonErrorId}>{reasonError}</FieldError> : null}
      </div>

      <EditorField
        label={moderationMessages.reportDetailsLabel}
        error={errors.details?.message}
        footer={(id) => (
          <CharacterCounter id={id} length={details.length} max={REPORT_DETAILS_MAX} />
        )}
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            {...register('details', {
              onChange: () => clearErrors(),
            })}
            rows={4}
          />
        )}
      </EditorField>

      {rootError?.message ? (
        <Alert variant={rootError.type === 'already-reported' ? 'default' : 'destructive'}>
          <AlertDescription className="mt-0">{rootError.message}</AlertDescription>
        </Alert>
      ) : null}

      <DialogActions
        className="mt-1"
        busy={report.isPending}
        label={moderationMessages.reportSubmit}
        busyLabel={moderationMessages.reportSending}
      />
    </form>
  );
}

function ReportSent() {
  return (
    <>
      <div className="mt-5 flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p role="status" className="text-sm">
          {moderationMessages.reportSent}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * Reporting a profile: a reason among five, optional details, and the server's answer in the
 * dialog itself. Once sent, the dialog says so each time it is opened again on this page.
 */
export function ReportDialog({
  organizationId,
  open,
  onOpenChange,
  triggerRef,
}: {
  organizationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes: the button that opened it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      // A report under way settles before the dialog can close.
      busy={pending}
      title={moderationMessages.reportTitle}
      description={moderationMessages.reportDescription}
      scrollable
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      }}
    >
      {sent ? (
        <ReportSent />
      ) : (
        <ReportForm
          organizationId={organizationId}
          onSent={() => setSent(true)}
          onPendingChange={setPending}
        />
      )}
    </DialogShell>
  );
}
