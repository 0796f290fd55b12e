import { type Country, discoveryMessages } from '@catalyst/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ALL_COUNTRIES } from '../filter-state';
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

export function CountrySelect({
  countries,
  status,
  value,
  onValueChange,
  className,
}: CountrySelectProps) {
  const id = useId();
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
      <NativeSelect
        id={id}
        value={unavailable ? '' : (value ?? ALL_COUNTRIES)}
        onChange={(event) => onValueChange(event.target.value)}
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
    </div>
  );
}
