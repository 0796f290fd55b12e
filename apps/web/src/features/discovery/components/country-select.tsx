import { type Country, discoveryMessages } from '@catalyst/shared';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ALL_COUNTRIES } from '../filter-state';
import { type CountryComboboxComponent, loadCountryCombobox } from './load-country-combobox';
import { NativeSelect } from './native-select';

export interface CountrySelectProps {
  /** Countries that have organizations, in display order. */
  countries: Country[];
  status: 'pending' | 'error' | 'success';
  /** The selected country code; undefined means All Countries. */
  value: string | undefined;
  /** Receives a country code, or 'all' for All Countries. */
  onValueChange: (value: string) => void;
  className?: string;
}

/**
 * The directory's country filter: All Countries, then each country that has organizations.
 * The page first shows a native select, which works before any script arrives and costs the
 * first load next to nothing; the first sign of interest (pointer over, focus) fetches the
 * searchable picker, which then takes its place (and the focus, if the select had it).
 */
export function CountrySelect({
  countries,
  status,
  value,
  onValueChange,
  className,
}: CountrySelectProps) {
  const id = useId();
  const [Picker, setPicker] = useState<CountryComboboxComponent>();
  const load = () =>
    // Offline or a new deployment: the select stays and works; the next interest retries.
    loadCountryCombobox().then((component) => setPicker(() => component), Boolean);
  const unavailable =
    status === 'pending'
      ? discoveryMessages.loadingCountries
      : status === 'error'
        ? discoveryMessages.errorCountries
        : countries.length === 0
          ? discoveryMessages.noCountries
          : undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>Country</Label>
      {Picker && !unavailable ? (
        <Picker
          id={id}
          label="Countries"
          countries={[
            { code: ALL_COUNTRIES, name: discoveryMessages.allCountries, flagEmoji: '' },
            ...countries,
          ]}
          value={value ?? ALL_COUNTRIES}
          onValueChange={onValueChange}
          // Read as the picker replaces the select (still in the page): the focus passes on.
          autoFocus={document.activeElement?.id === id}
        />
      ) : (
        <NativeSelect
          id={id}
          value={unavailable ? '' : (value ?? ALL_COUNTRIES)}
          onChange={(event) => onValueChange(event.target.value)}
          onPointerEnter={load}
          onFocus={load}
          disabled={unavailable !== undefined}
          className={cn(
            // The reason the list is unavailable must stay readable, not faded.
            'disabled:bg-slate-50',
            unavailable && 'text-slate-600',
            status === 'error' && 'text-red-700',
          )}
        >
          {unavailable ? (
            <option value="">{unavailable}</option>
          ) : (
            <>
              <option value={ALL_COUNTRIES}>{discoveryMessages.allCountries}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </>
          )}
        </NativeSelect>
      )}
    </div>
  );
}
