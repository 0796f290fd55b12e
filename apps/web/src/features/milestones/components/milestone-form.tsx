import {
  latestMilestoneDay,
  MILESTONE_DESCRIPTION_MAX,
  MILESTONE_TITLE_MAX,
  milestoneInputSchema,
  type Milestone,
  type MilestoneFields,
  type MilestoneInput,
  type MilestonePrecision,
} from '@catalyst/shared';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EditorField } from '@/components/form/editor-field';
import { FormSelect } from '@/components/form/form-select';

/** The form's fields, as typed: the date in the control its precision calls for. */
interface MilestoneFormValues {
  precision: MilestonePrecision;
  date: string;
  title: string;
  description: string;
  link: string;
}

export const emptyMilestoneForm = (): MilestoneFormValues => ({
  precision: 'month',
  date: '',
  title: '',
  description: '',
  link: '',
});

export const milestoneFormOf = (milestone: Milestone): MilestoneFormValues => ({
  precision: milestone.precision,
  date: milestone.date,
  title: milestone.title,
  description: milestone.description ?? '',
  link: milestone.link ?? '',
});

/** What the API is sent: empty text and link are none. */
const toMilestoneInput = (values: MilestoneFormValues): MilestoneInput => ({
  date: values.date,
  title: values.title,
  description: values.description.trim() || null,
  link: values.link.trim() || null,
});

/** The shared schema decides, as the server will, with its messages on the fields shown. */
const milestoneFormResolver: Resolver<MilestoneFormValues, unknown, MilestoneFields> = async (
  values,
) => {
  const result = milestoneInputSchema.safeParse(toMilestoneInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<MilestoneFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root') as keyof MilestoneFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The date kept when the precision changes: a day keeps its month, a month becomes its 1st. */
function convertDate(date: string, precision: MilestonePrecision): string {
  if (!date) return date;
  return precision === 'month' ? date.slice(0, 7) : date.length === 7 ? `${date}-01` : date;
}

/**
 * A milestone's fields, checked by the shared schema before anything is sent (the server checks
 * them again). `onSave` answers an error message to show, or nothing when saved.
 */
export function MilestoneForm({
  initial,
  legend,
  submitLabel,
  busy,
  onSave,
  onCancel,
}: {
  initial: MilestoneFormValues;
  legend: string;
  submitLabel: string;
  busy: boolean;
  onSave: (input: MilestoneFields) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<MilestoneFormValues, unknown, MilestoneFields>({
    resolver: milestoneFormResolver,
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const precision = useWatch({ control, name: 'precision' });
  const description = useWatch({ control, name: 'description' });
  const latest = latestMilestoneDay();

  const onValid = async (input: MilestoneFields) => {
    const failure = await onSave(input);
    if (failure) setError('root', { message: failure });
  };

  const precisionField = register('precision', {
    onChange: (event: { target: { value: MilestonePrecision } }) =>
      setValue('date', convertDate(getValues('date'), event.target.value)),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label={legend}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
        <EditorField label="Precision">
          {(field) => (
            <FormSelect {...field} {...precisionField}>
              <option value="month">Month</option>
              <option value="day">Day</option>
            </FormSelect>
          )}
        </EditorField>
        <EditorField
          label={precision === 'month' ? 'Month' : 'Date'}
          required
          hint={precision === 'month' ? 'Year and month, e.g. 2024-03.' : 'Up to today.'}
          error={errors.date?.message}
        >
          {(field) => (
            <Input
              {...field}
              key={precision}
              type={precision === 'month' ? 'month' : 'date'}
              max={precision === 'month' ? latest.slice(0, 7) : latest}
              placeholder={precision === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}
              {...register('date')}
            />
          )}
        </EditorField>
      </div>
      <EditorField label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} maxLength={MILESTONE_TITLE_MAX} {...register('title')} />}
      </EditorField>
      <EditorField
        label="Text"
        error={errors.description?.message}
        footer={(id) => (
          <p id={id} className="text-right text-xs text-slate-500">
            {description.length}/{MILESTONE_DESCRIPTION_MAX}
          </p>
        )}
      >
        {(field) => <Textarea {...field} rows={3} {...register('description')} />}
      </EditorField>
      <EditorField label="Link" hint="An https:// address, optional." error={errors.link?.message}>
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('link')}
          />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
