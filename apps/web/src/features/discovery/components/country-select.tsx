import { messages, type Country } from '@catalyst/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { ALL_COUNTRIES } from '../filter-state';

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
      ? messages.discovery.loadingCountries
      : status === 'error'
        ? messages.discovery.errorCountries
        : countries.length === 0
          ? messages.discovery.noCountries
          : undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>Country</Label>
      <Select
        value={unavailable ? '' : (value ?? ALL_COUNTRIES)}
        onValueChange={onValueChange}
        disabled={unavailable !== undefined}
      >
        <SelectTrigger
          id={id}
          className={cn(
            // The reason the list is unavailable must stay readable, not faded.
            'disabled:bg-slate-50 disabled:opacity-100 data-[placeholder]:text-slate-600',
            // Phones keep the width for the name: the flag shows in the list only.
            '[&>span]:truncate max-sm:[&>span>[aria-hidden]]:hidden',
            status === 'error' && 'data-[placeholder]:text-red-700',
          )}
        >
          <SelectValue placeholder={unavailable} />
        </SelectTrigger>
        {unavailable ? null : (
          <SelectContent>
            <SelectItem value={ALL_COUNTRIES}>
              <span aria-hidden className="mr-2">
                🌐
              </span>
              {messages.discovery.allCountries}
            </SelectItem>
            {countries.map((country) => (
              <SelectItem key={country.code} value={country.code}>
                <span aria-hidden className="mr-2">
                  {country.flagEmoji}
                </span>
                {country.name}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
    </div>
  );
}
