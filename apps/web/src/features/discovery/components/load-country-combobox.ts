import type { ComponentType } from 'react';
import type { CountryComboboxProps } from '@/components/country-combobox/country-combobox';

export type CountryComboboxComponent = ComponentType<CountryComboboxProps>;

/**
 * The searchable country picker, fetched as its own chunk: the home page's first load stays
 * within its JavaScript budget (docs/decisions/0024-first-load-within-120-kb.md), and the
 * picker arrives on the first sign of interest in the directory's country filter.
 */
export const loadCountryCombobox = (): Promise<CountryComboboxComponent> =>
  import('@/components/country-combobox/country-combobox').then(
    (module) => module.CountryCombobox as CountryComboboxComponent,
  );
