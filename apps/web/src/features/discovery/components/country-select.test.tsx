import { messages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Country' }) };
}

// jsdom lays nothing out; the open list scrolls its selected option into view.
const originalScrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('CountrySelect', () => {
  it('shows All Countries when no country is chosen', () => {
    const { trigger } = renderSelect();
    expect(trigger).toHaveTextContent(messages.discovery.allCountries);
  });

  it('shows the chosen country with its flag', () => {
    const { trigger } = renderSelect({ value: 'KE' });
    expect(trigger).toHaveTextContent('🇰🇪Kenya');
  });

  it('lists All Countries first, then each country with its flag, and reports the choice', async () => {
    const { trigger, onValueChange } = renderSelect();
    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `🌐${messages.discovery.allCountries}`,
      '🇩🇪Germany',
      '🇰🇪Kenya',
      '🇺🇸United States',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Kenya/ }));
    expect(onValueChange).toHaveBeenCalledWith('KE');
  });

  it.each([
    ['pending', messages.discovery.loadingCountries],
    ['error', messages.discovery.errorCountries],
    ['success', messages.discovery.noCountries],
  ] as const)('when %s without countries says "%s"', (status, text) => {
    const { trigger } = renderSelect({ status, countries: [] });
    expect(trigger).toHaveTextContent(text);
    expect(trigger).toBeDisabled();
  });
});
