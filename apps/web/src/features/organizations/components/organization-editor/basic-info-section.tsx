import { FOUNDED_YEAR_MIN, ORGANIZATION_DESCRIPTION_MAX, currentYear } from '@catalyst/shared';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { CharacterCounter } from '../form-fields/character-counter';
import { CountryField } from './country-field';
import { EditorField } from '../form-fields/editor-field';
import { EditorSection } from './editor-section';
import type { OrganizationFormValues } from './form-values';
import { Textarea } from '@/components/ui/textarea';

// An empty number input means no year (null); the schema checks the range.
const yearFromInput = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Name, description, country, location and founding year: the profile's header and facts. */
export function BasicInfoSection() {
  const { register, control } = useFormContext<OrganizationFormValues>();
  const { errors } = useFormState({ control });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const maxYear = currentYear();

  return (
    <EditorSection title="Basic information">
      <EditorField label="Name" required error={errors.name?.message}>
        {(controlProps) => (
          <Input {...controlProps} {...register('name')} autoComplete="organization" />
        )}
      </EditorField>
      <EditorField
        label="Description"
        required
        error={errors.description?.message}
        footer={(id) => (
          <CharacterCounter
            id={id}
            length={description.length}
            max={ORGANIZATION_DESCRIPTION_MAX}
          />
        )}
      >
        {(controlProps) => <Textarea {...controlProps} {...register('description')} rows={6} />}
      </EditorField>
      <CountryField />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <EditorField label="Location" hint="City or region" error={errors.location?.message}>
          {(controlProps) => (
            <Input {...controlProps} {...register('location')} autoComplete="address-level2" />
          )}
        </EditorField>
        <EditorField
          label="Founded year"
          hint={`${FOUNDED_YEAR_MIN} to ${maxYear}`}
          error={errors.foundedYear?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('foundedYear', { setValueAs: yearFromInput })}
              type="number"
              inputMode="numeric"
              min={FOUNDED_YEAR_MIN}
              max={maxYear}
              step={1}
            />
          )}
        </EditorField>
      </div>
    </EditorSection>
  );
}
