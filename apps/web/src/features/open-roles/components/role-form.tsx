import {
  EMPLOYMENT_TYPES,
  employmentTypeLabels,
  OPEN_ROLE_DESCRIPTION_MAX_TEXT,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  salaryPeriodLabels,
  WORKPLACES,
  workplaceLabels,
  type OpenRoleFields,
} from '@catalyst/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountryCombobox } from '@/components/country-combobox/country-combobox';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EditorField } from '@/components/form/editor-field';
import { FormSelect } from '@/components/form/form-select';
import { useCountries } from '@/features/taxonomy';
import { roleFormResolver, type RoleFormValues } from './role-form-values';

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * A role's fields, checked by the shared schema before anything is sent (the server checks
 * them again). `onSave` answers an error message to show, or nothing when saved.
 */
export function RoleForm({
  initial,
  submitLabel,
  busy,
  onSave,
  onCancel,
}: {
  initial: RoleFormValues;
  submitLabel: string;
  busy: boolean;
  onSave: (input: OpenRoleFields) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const countries = useCountries().data ?? [];
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RoleFormValues, unknown, OpenRoleFields>({
    resolver: roleFormResolver,
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const workplace = useWatch({ control, name: 'workplace' });
  const applyBy = useWatch({ control, name: 'applyBy' });

  const onValid = async (input: OpenRoleFields) => {
    const failure = await onSave(input);
    if (failure) setError('root', { message: failure });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <EditorField label="Title" required error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} />}
        </EditorField>
        <EditorField label="Team" error={errors.team?.message}>
          {(field) => <Input {...field} {...register('team')} />}
        </EditorField>
        <EditorField label="Employment type" required error={errors.employmentType?.message}>
          {(field) => (
            <FormSelect {...field} {...register('employmentType')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabels[type]}
                </option>
              ))}
            </FormSelect>
          )}
        </EditorField>
        <EditorField label="Workplace" required error={errors.workplace?.message}>
          {(field) => (
            <FormSelect {...field} {...register('workplace')}>
              {WORKPLACES.map((place) => (
                <option key={place} value={place}>
                  {workplaceLabels[place]}
                </option>
              ))}
            </FormSelect>
          )}
        </EditorField>
      </div>
      {workplace === 'remote' ? (
        <Controller
          control={control}
          name="remoteCountries"
          render={({ field, fieldState }) => (
            <EditorField
              label="Countries a remote hire may live in"
              required
              hint="Type a country's name to add it; add as many as apply."
              error={fieldState.error?.message}
            >
              {(controlProps) => (
                <CountryCombobox
                  {...controlProps}
                  multiple
                  label="Countries"
                  countries={countries}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  placeholder="Add a country"
                />
              )}
            </EditorField>
          )}
        />
      ) : null}
      <EditorField
        label="Location"
        required={workplace !== 'remote'}
        hint={workplace === 'remote' ? 'Optional for a remote role, e.g. a time zone.' : undefined}
        error={errors.location?.message}
      >
        {(field) => <Input {...field} {...register('location')} />}
      </EditorField>
      <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-medium text-slate-900">Salary range</legend>
        <EditorField label="From" required error={errors.salaryMin?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('salaryMin', { setValueAs: toNumber })}
              type="number"
              inputMode="numeric"
              min={0}
            />
          )}
        </EditorField>
        <EditorField label="To" required error={errors.salaryMax?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('salaryMax', { setValueAs: toNumber })}
              type="number"
              inputMode="numeric"
              min={0}
            />
          )}
        </EditorField>
        <EditorField label="Currency" required error={errors.salaryCurrency?.message}>
          {(field) => (
            <FormSelect {...field} {...register('salaryCurrency')}>
              {SALARY_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </FormSelect>
          )}
        </EditorField>
        <EditorField label="Period" required error={errors.salaryPeriod?.message}>
          {(field) => (
            <FormSelect {...field} {...register('salaryPeriod')}>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {salaryPeriodLabels[period]}
                </option>
              ))}
            </FormSelect>
          )}
        </EditorField>
      </fieldset>
      <EditorField
        label="Description"
        required
        hint={`Plain text; line breaks are kept. Up to ${OPEN_ROLE_DESCRIPTION_MAX_TEXT} characters.`}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} rows={8} />}
      </EditorField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <EditorField label="Apply by" required>
          {(field) => (
            <FormSelect {...field} {...register('applyBy')}>
              <option value="url">Link</option>
              <option value="email">Email</option>
            </FormSelect>
          )}
        </EditorField>
        {applyBy === 'email' ? (
          <EditorField label="Email to apply to" required error={errors.applyEmail?.message}>
            {(field) => (
              <Input {...field} {...register('applyEmail')} type="email" inputMode="email" />
            )}
          </EditorField>
        ) : (
          <EditorField label="Link to apply at" required error={errors.applyUrl?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('applyUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </EditorField>
        )}
      </div>
      <EditorField
        label="Last day open"
        required
        hint="The role leaves your profile after this day. 60 days from today unless you change it."
        error={errors.validThrough?.message}
      >
        {(field) => (
          <Input {...field} {...register('validThrough')} type="date" className="sm:w-48" />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
