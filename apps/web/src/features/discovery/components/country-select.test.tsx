import { discoveryMessages } from '@catalyst/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countries } from '../testing/fixtures';
import { CountrySelect, type CountrySelectProps } from './country-select';
import type * as LoadCountryCombobox from './load-country-combobox';

// The picker's chunk arrives only when a test lets it, as a slow network would deliver it.
const pickerCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./load-country-combobox', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadCountryCombobox>();
  return {
    loadCountryCombobox: async () => {
      await pickerCode.arrived;
      return actual.loadCountryCombobox();
    },
  };
});

function renderSelect(props: Partial<CountrySelectProps> = {}) {
  const onValueChange = vi.fn();
  render(
    <CountrySelect
      countries={countries}
      status="success"
      value={undefined}
      onValueChange={onValueChange}
      {...props}
    />,
  );
  const field = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
  return { onValueChange, field };
}

/** The picker has arrived when the field is a text field controlling a list. */
const pickerArrived = (field: () => HTMLElement) =>
  waitFor(() => expect(field()).toHaveAttribute('aria-controls'), { timeout: 15_000 });

describe('CountrySelect', () => {
  // First, while the picker's code is held back (it then stays loaded for the other tests).
  it('works as a native select until the picker arrives, which then takes the focus', async () => {
    const user = userEvent.setup();
    const { field, onValueChange } = renderSelect();
    expect(field().tagName).toBe('SELECT');
    expect(field().selectedOptions[0]).toHaveTextContent(discoveryMessages.allCountries);
    expect(
      within(field())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([discoveryMessages.allCountries, 'Germany', 'Kenya', 'United States']);
    await user.selectOptions(field(), 'Kenya');
    expect(onValueChange).toHaveBeenCalledWith('KE');

    pickerCode.release();
    await pickerArrived(field);
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue(discoveryMessages.allCountries);
  }, 20_000);

  it('shows the chosen country', () => {
    const { field } = renderSelect({ value: 'KE' });
    expect(field()).toHaveValue('KE');
  });

  it('becomes the picker once the pointer comes near, listing All Countries first', async () => {
    const user = userEvent.setup();
    const { field } = renderSelect({ value: 'KE' });
    await user.hover(field());
    await pickerArrived(field);
    expect(field()).toHaveValue('Kenya');
    expect(field()).not.toHaveFocus();
    await user.click(field());
    const options = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      discoveryMessages.allCountries,
      '🇩🇪Germany',
      '🇰🇪Kenya',
      '🇺🇸United States',
    ]);
  });

  it('filters as one types, Enter chooses, and All Countries reports "all"', async () => {
    const user = userEvent.setup();
    const { field, onValueChange } = renderSelect({ value: 'KE' });
    await user.hover(field());
    await pickerArrived(field);
    await user.click(field());
    await user.keyboard('united{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('US');
    await user.click(field());
    await user.click(screen.getByRole('option', { name: discoveryMessages.allCountries }));
    expect(onValueChange).toHaveBeenLastCalledWith('all');
  });

  it.each([
    ['pending', discoveryMessages.loadingCountries],
    ['error', discoveryMessages.errorCountries],
    ['success', discoveryMessages.noCountries],
  ] as const)('when %s without countries says "%s"', (status, text) => {
    const { field } = renderSelect({ status, countries: [] });
    expect(field().selectedOptions[0]).toHaveTextContent(text);
    expect(field()).toBeDisabled();
  });
});
