import { zodResolver } from '@hookform/resolvers/zod';
import { apiMessages, guestCodeCreateSchema, guestCodeMaxUsesTextSchema } from '@catalyst/shared';
import TicketPlus from 'lucide-react/icons/ticket-plus';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EditorField } from '@/components/form/editor-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateGuestCode, type CreatedGuestCode } from '../../api/create-guest-code';
import { ReasonField } from '../reason-field';

/** An empty date or label field means none: the contract leaves them out. */
const emptyAsNone = (value: string) => (value.trim() === '' ? undefined : value);

/** The contract's own rules over what the fields hold (text, possibly empty). */
const createFormSchema = z.object({
  // An empty field is no number (the contract's coercion would read it as 0).
  maxUses: z
    .string()
    .transform((value): unknown => (value.trim() === '' ? undefined : value))
    .pipe(guestCodeMaxUsesTextSchema),
  expiresOn: z.string().transform(emptyAsNone).pipe(guestCodeCreateSchema.shape.expiresOn),
  label: z.string().transform(emptyAsNone).pipe(guestCodeCreateSchema.shape.label),
  reason: guestCodeCreateSchema.shape.reason,
});
type CreateFormInput = z.input<typeof createFormSchema>;
type CreateFormOutput = z.output<typeof createFormSchema>;

/** The first day a new code may still work on: today, in UTC as the server counts it. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Max uses, an optional last day, an optional label and why it is made; the new code is shown
 * once, above.
 */
export function CreateGuestCodeForm({
  onCreated,
}: {
  onCreated: (created: CreatedGuestCode) => void;
}) {
  const creation = useCreateGuestCode();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CreateFormInput, unknown, CreateFormOutput>({
    resolver: zodResolver(createFormSchema),
    defaultValues: { maxUses: '1', expiresOn: '', label: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const reason = useWatch({ control, name: 'reason' });
  const clearOnChange = { onChange: () => clearErrors() };

  const onValid = (input: CreateFormOutput) =>
    creation.mutate(input, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
      onError: (error) =>
        setError('root', { message: apiErrorMessage(error, apiMessages.internal) }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_12rem_minmax(0,1fr)]">
        <EditorField label="Max uses" required error={errors.maxUses?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('maxUses', clearOnChange)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </EditorField>
        <EditorField
          label="Last day (optional)"
          hint="Works through this day, UTC."
          error={errors.expiresOn?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('expiresOn', clearOnChange)}
              type="date"
              min={todayUtc()}
            />
          )}
        </EditorField>
        <EditorField
          label="Label (optional)"
          hint="Who or what it is for."
          error={errors.label?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('label', clearOnChange)}
              maxLength={200}
              autoComplete="off"
            />
          )}
        </EditorField>
      </div>
      <ReasonField
        error={errors.reason?.message}
        length={reason.length}
        registration={register('reason', clearOnChange)}
        rows={3}
      />
      <FormRootError message={errors.root?.message} />
      <Button
        type="submit"
        className="self-start"
        disabled={creation.isPending}
        aria-busy={creation.isPending}
      >
        <TicketPlus aria-hidden />
        {creation.isPending ? 'Creating...' : 'Create code'}
      </Button>
    </form>
  );
}
