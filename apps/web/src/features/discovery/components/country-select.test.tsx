import { discoveryMessages } from '@catalyst/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countries } from '../testing/fixtures';
import { CountrySelect, type CountrySelectProps } from './country-select';

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
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
  return { onValueChange, select };
}

describe('CountrySelect', () => {
  it('shows All Countries when no country is chosen', () => {
    const { select } = renderSelect();
    expect(select.selectedOptions[0]).toHaveTextContent(discoveryMessages.allCountries);
  });

  it('shows the chosen country', () => {
    const { select } = renderSelect({ value: 'KE' });
    expect(select).toHaveValue('KE');
    expect(select.selectedOptions[0]).toHaveTextContent('Kenya');
  });

  it('lists All Countries first, then each country, and reports the choice', async () => {
    const { select, onValueChange } = renderSelect();
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      discoveryMessages.allCountries,
      'Germany',
      'Kenya',
      'United States',
    ]);
    await userEvent.selectOptions(select, 'Kenya');
    expect(onValueChange).toHaveBeenCalledWith('KE');
  });

  it('reports All Countries as "all"', async () => {
    const { select, onValueChange } = renderSelect({ value: 'KE' });
    await userEvent.selectOptions(select, discoveryMessages.allCountries);
    expect(onValueChange).toHaveBeenCalledWith('all');
  });

  it.each([
    ['pending', discoveryMessages.loadingCountries],
    ['error', discoveryMessages.errorCountries],
    ['success', discoveryMessages.noCountries],
  ] as const)('when %s without countries says "%s"', (status, text) => {
    const { select } = renderSelect({ status, countries: [] });
    expect(select.selectedOptions[0]).toHaveTextContent(text);
    expect(select).toBeDisabled();
  });
});
