import { useController, useFormContext } from 'react-hook-form';
import { CountrySelect } from '@/features/organizations';
import type { OrganizationFormValues } from './form-values';

/** The organization's country, bound to the editor's form. */
export function CountryField() {
  const { control } = useFormContext<OrganizationFormValues>();
  const { field, fieldState } = useController({ control, name: 'country' });
  return (
    <CountrySelect
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}
