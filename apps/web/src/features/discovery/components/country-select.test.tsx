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
  const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
  return { onValueChange, field };
}

/** The picker has arrived when the field controls a list. */
const pickerArrived = (field: () => HTMLElement) =>
  waitFor(() => expect(field()).toHaveAttribute('aria-controls'), { timeout: 15_000 });

describe('CountrySelect', () => {
  // First, while the picker's code is held back (it then stays loaded for the other tests).
  it('keeps what was typed before the picker arrived, and Enter chooses the match', async () => {
    const user = userEvent.setup();
    const { field, onValueChange } = renderSelect();
    await user.tab();
    await user.keyboard('ken');
    // Typed into the stand-in while the picker's code is on its way, then handed over.
    expect(field()).not.toHaveAttribute('aria-controls');
    expect(field()).toHaveValue('ken');
    pickerCode.release();
    await pickerArrived(field);
    expect(field()).toHaveValue('ken');
    expect(field()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('KE');
  }, 20_000);

  it('shows All Countries when no country is chosen, before the picker is loaded', () => {
    const { field } = renderSelect();
    expect(field()).toHaveValue(discoveryMessages.allCountries);
    expect(field()).not.toHaveAttribute('aria-controls');
  });

  it('shows the chosen country', () => {
    const { field } = renderSelect({ value: 'KE' });
    expect(field()).toHaveValue('Kenya');
  });

  it('loads the picker on focus, which lists All Countries first, then each country', async () => {
    const user = userEvent.setup();
    const { field } = renderSelect();
    await user.click(field());
    await pickerArrived(field);
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
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

  it('reports All Countries as "all"', async () => {
    const user = userEvent.setup();
    const { field, onValueChange } = renderSelect({ value: 'KE' });
    await user.click(field());
    await pickerArrived(field);
    await user.click(screen.getByRole('option', { name: discoveryMessages.allCountries }));
    expect(onValueChange).toHaveBeenCalledWith('all');
  });

  it.each([
    ['pending', discoveryMessages.loadingCountries],
    ['error', discoveryMessages.errorCountries],
    ['success', discoveryMessages.noCountries],
  ] as const)('when %s without countries says "%s"', (status, text) => {
    const { field } = renderSelect({ status, countries: [] });
    expect(field()).toHaveAttribute('placeholder', text);
    expect(field()).toBeDisabled();
  });
});
