import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountryCombobox, type CountryChoice } from './country-combobox';

const countries: CountryChoice[] = [
  { code: 'AF', name: 'Afghanistan', flagEmoji: '🇦🇫' },
  { code: 'CI', name: "Côte d'Ivoire", flagEmoji: '🇨🇮' },
  { code: 'KE', name: 'Kenya', flagEmoji: '🇰🇪' },
  { code: 'PT', name: 'Portugal', flagEmoji: '🇵🇹' },
  { code: 'SG', name: 'Singapore', flagEmoji: '🇸🇬' },
  { code: 'UG', name: 'Uganda', flagEmoji: '🇺🇬' },
];

/** One picker with a label, keeping its value as a form would. */
function SinglePicker({
  initial,
  onChange,
}: {
  initial?: string;
  onChange: (code: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryCombobox
        id="country"
        label="Countries"
        countries={countries}
        value={value}
        onValueChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <output data-testid="saved">{value}</output>
    </>
  );
}

function MultiplePicker({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="remote">Remote countries</label>
      <CountryCombobox
        id="remote"
        multiple
        label="Countries"
        countries={countries}
        value={value}
        onValueChange={setValue}
      />
      <output data-testid="saved">{value.join(',')}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Country' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Countries' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('CountryCombobox, one country', () => {
  it('is an ARIA combobox tied to its list', async () => {
    const user = userEvent.setup();
    render(<SinglePicker onChange={vi.fn()} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox', { name: 'Countries' }).id,
    );
    expect(optionNames()).toHaveLength(countries.length);
  });

  it('filters by name with accents and case folded', async () => {
    const user = userEvent.setup();
    render(<SinglePicker onChange={vi.fn()} />);
    await user.type(input(), 'COTE');
    expect(optionNames()).toEqual(["🇨🇮Côte d'Ivoire"]);
    await user.clear(input());
    await user.type(input(), 'por');
    expect(optionNames()).toEqual(['🇵🇹Portugal', '🇸🇬Singapore']);
  });

  it('chooses the best match with Enter, and shows exactly the name saved', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SinglePicker onChange={onChange} />);
    await user.type(input(), 'Portugal{Enter}');
    expect(onChange).toHaveBeenCalledWith('PT');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('Portugal');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrows, marking the active option, and Enter chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SinglePicker onChange={onChange} />);
    await user.type(input(), 'a');
    // "a" begins Afghanistan; then names holding it, in order.
    expect(optionNames()[0]).toContain('Afghanistan');
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent(optionNames()[1] ?? '');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      countries.find((country) => active?.textContent?.includes(country.name))?.code,
    );
  });

  it('closes on Escape and puts back the chosen name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SinglePicker initial="KE" onChange={onChange} />);
    expect(input()).toHaveValue('Kenya');
    await user.clear(input());
    await user.type(input(), 'uga');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Kenya');
    // A second Escape does not clear the choice.
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('Kenya');
    expect(screen.getByTestId('saved')).toHaveTextContent('KE');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts back the chosen name when the text matches nothing and the focus leaves', async () => {
    const user = userEvent.setup();
    render(<SinglePicker initial="KE" onChange={vi.fn()} />);
    await user.clear(input());
    await user.type(input(), 'atlantis');
    expect(screen.getByText('No country matches “atlantis”.')).toBeInTheDocument();
    await user.tab();
    expect(input()).toHaveValue('Kenya');
  });

  it('chooses with a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SinglePicker onChange={onChange} />);
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Uganda' }));
    expect(onChange).toHaveBeenCalledWith('UG');
    expect(input()).toHaveValue('Uganda');
  });
});

describe('CountryCombobox, several countries', () => {
  const remote = () => screen.getByRole('combobox', { name: 'Remote countries' });
  const chips = () =>
    within(screen.getByRole('list', { name: 'Chosen: Countries' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);

  it('adds each country chosen as a chip and keeps the list open for more', async () => {
    const user = userEvent.setup();
    render(<MultiplePicker />);
    await user.type(remote(), 'ken{Enter}');
    expect(screen.getByTestId('saved')).toHaveTextContent('KE');
    expect(remote()).toHaveValue('');
    expect(remote()).toHaveAttribute('aria-expanded', 'true');
    // A chosen country is no longer offered.
    expect(screen.queryByRole('option', { name: 'Kenya' })).not.toBeInTheDocument();
    await user.type(remote(), 'uga{Enter}');
    await user.click(screen.getByRole('option', { name: 'Portugal' }));
    expect(screen.getByTestId('saved')).toHaveTextContent('KE,UG,PT');
    expect(chips()).toEqual(['🇰🇪Kenya', '🇺🇬Uganda', '🇵🇹Portugal']);
  });

  it('removes a country with its button, or the last one with Backspace', async () => {
    const user = userEvent.setup();
    render(<MultiplePicker initial={['KE', 'UG', 'PT']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Uganda' }));
    expect(screen.getByTestId('saved')).toHaveTextContent('KE,PT');
    await user.click(remote());
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('saved')).toHaveTextContent(/^KE$/);
    expect(chips()).toEqual(['🇰🇪Kenya']);
  });

  it('adds nothing when the focus leaves with text typed', async () => {
    const user = userEvent.setup();
    render(<MultiplePicker />);
    await user.type(remote(), 'ken');
    await user.tab();
    expect(screen.getByTestId('saved')).toBeEmptyDOMElement();
    expect(remote()).toHaveValue('');
  });
});
