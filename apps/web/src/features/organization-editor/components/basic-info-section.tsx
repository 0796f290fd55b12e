import { FOUNDED_YEAR_MIN, currentYear } from '@catalyst/shared';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { CountryField } from './country-field';
import { EditorField } from '@/components/form/editor-field';
import {
  EditorSection,
  OrganizationDescriptionField,
  OrganizationLocationField,
  OrganizationNameField,
} from '@/features/organizations';
import type { OrganizationFormValues } from './form-values';

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
      <OrganizationNameField
        label="Name"
        registration={register('name')}
        error={errors.name?.message}
      />
      <OrganizationDescriptionField
        registration={register('description')}
        error={errors.description?.message}
        length={description.length}
      />
      <CountryField />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <OrganizationLocationField
          registration={register('location')}
          error={errors.location?.message}
        />
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
