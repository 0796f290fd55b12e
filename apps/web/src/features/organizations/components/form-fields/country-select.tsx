import { discoveryMessages } from '@catalyst/shared';
import type { Ref } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useCountries } from '@/features/taxonomy/api/get-taxonomy';
import { cn } from '@/lib/utils';
import { EditorField } from './editor-field';

/** Every country with its flag; says so while the list loads or when it cannot. */
export function CountrySelect({
  name,
  value,
  onValueChange,
  onBlur,
  error,
  triggerRef,
}: {
  name: string;
  value: string;
  onValueChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Lets the form move the focus here when the country is missing. */
  triggerRef: Ref<HTMLButtonElement>;
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
        <Select
          name={name}
          value={value}
          onValueChange={onValueChange}
          onOpenChange={(open) => {
            if (!open) onBlur();
          }}
          disabled={unavailable !== undefined}
        >
          <SelectTrigger
            ref={triggerRef}
            {...controlProps}
            className={cn(
              'aria-invalid:border-red-500',
              countries.isError && 'data-[placeholder]:text-red-700',
            )}
          >
            <SelectValue placeholder={unavailable ?? 'Select a country'} />
          </SelectTrigger>
          <SelectContent>
            {(countries.data ?? []).map((country) => (
              <SelectItem key={country.code} value={country.code}>
                <span aria-hidden className="mr-2">
                  {country.flagEmoji}
                </span>
                {country.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </EditorField>
  );
}
