import { type Country, discoveryMessages } from '@catalyst/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ALL_COUNTRIES } from '../filter-state';
import { type CountryComboboxComponent, loadCountryCombobox } from './load-country-combobox';

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

type Combobox = CountryComboboxComponent;
interface HandOver {
  focused: boolean;
  query: string;
  open: boolean;
}

const ALL_COUNTRIES_CHOICE = {
  code: ALL_COUNTRIES,
  name: discoveryMessages.allCountries,
  flagEmoji: '',
};

const FIELD_CLASS =
  'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-default disabled:bg-slate-50';

/**
 * The directory's country filter: All Countries, then each country that has organizations,
 * found by typing its name. Until the picker's code arrives, a look-alike field stands in; it
 * keeps what is typed and whether it was opened, and hands both and the focus over.
 */
export function CountrySelect({
  countries,
  status,
  value,
  onValueChange,
  className,
}: CountrySelectProps) {
  const id = useId();
  const [Picker, setPicker] = useState<Combobox | null>(null);
  // What the stand-in holds, kept as state so that all of it goes over to the picker.
  const [standIn, setStandIn] = useState<HandOver>({ focused: false, query: '', open: false });
  const loading = useRef(false);
  const unavailable =
    status === 'pending'
      ? discoveryMessages.loadingCountries
      : status === 'error'
        ? discoveryMessages.errorCountries
        : countries.length === 0
          ? discoveryMessages.noCountries
          : undefined;
  const chosen = countries.find((country) => country.code === value);
  const shownName = chosen?.name ?? discoveryMessages.allCountries;

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadCountryCombobox().then(
      // After the event that asked for it has run its course (a press focuses the stand-in
      // first), so the focus is known when the picker takes over.
      (component) => setTimeout(() => setPicker(() => component)),
      () => {
        // Offline or a new deployment: the stand-in stays, and the next sign of interest retries.
        loading.current = false;
      },
    );
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>Country</Label>
      {Picker && !unavailable ? (
        <Picker
          id={id}
          label="Countries"
          countries={[ALL_COUNTRIES_CHOICE, ...countries]}
          value={value ?? ALL_COUNTRIES}
          onValueChange={onValueChange}
          autoFocus={standIn.focused}
          initialQuery={standIn.query || undefined}
          initialOpen={standIn.focused && standIn.open}
        />
      ) : (
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            autoComplete="off"
            value={unavailable ? '' : standIn.query || shownName}
            placeholder={unavailable}
            disabled={unavailable !== undefined}
            onChange={(event) => {
              const query = event.target.value;
              setStandIn((state) => ({ ...state, query }));
            }}
            onPointerEnter={load}
            onFocus={(event) => {
              event.currentTarget.select();
              setStandIn((state) => ({ ...state, focused: true }));
              load();
            }}
            onBlur={() => setStandIn({ focused: false, query: '', open: false })}
            onPointerDown={load}
            onClick={() => setStandIn((state) => ({ ...state, open: true }))}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'Enter') {
                setStandIn((state) => ({ ...state, open: true }));
              }
            }}
            className={cn(FIELD_CLASS, status === 'error' && 'placeholder:text-red-700')}
          />
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </div>
  );
}
