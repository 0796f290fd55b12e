import { discoveryMessages } from '@catalyst/shared';
import type { Ref } from 'react';
import { CountryCombobox } from '@/components/country-combobox/country-combobox';
import { useCountries } from '@/features/taxonomy';
import { EditorField } from '@/components/form/editor-field';

/**
 * Every country, found by typing its name; says so while the list loads or when it cannot.
 * The value is the country code the server validates.
 */
export function CountrySelect({
  value,
  onValueChange,
  onBlur,
  error,
  inputRef,
}: {
  value: string;
  onValueChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Lets the form move the focus here when the country is missing. */
  inputRef: Ref<HTMLInputElement>;
}) {
  const countries = useCountries();
  const unavailable = countries.isPending
    ? discoveryMessages.loadingCountries
    : countries.isError
      ? discoveryMessages.errorCountries
      : undefined;

  return (
    <EditorField label="Country" required error={error}>
      {(controlProps) => (
        <CountryCombobox
          {...controlProps}
          label="Countries"
          countries={countries.data ?? []}
          value={value || undefined}
          onValueChange={onValueChange}
          onBlur={onBlur}
          inputRef={inputRef}
          disabled={unavailable !== undefined}
          placeholder={unavailable ?? 'Select a country'}
        />
      )}
    </EditorField>
  );
}
