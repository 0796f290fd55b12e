import { messages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categories, countries } from '../testing/fixtures';
import { FilterChips } from './filter-chips';

function renderChips(country = countries[0]) {
  const handlers = { onRemoveCategory: vi.fn(), onRemoveCountry: vi.fn(), onClearAll: vi.fn() };
  render(<FilterChips categories={categories.slice(0, 2)} country={country} {...handlers} />);
  return handlers;
}

describe('FilterChips', () => {
  it('shows a chip per selected category and one for the country', () => {
    renderChips();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Climate Action' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Education' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Germany' })).toBeInTheDocument();
  });

  it('removes only the chip that was dismissed', async () => {
    const { onRemoveCategory, onRemoveCountry } = renderChips();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Education' }));
    expect(onRemoveCategory).toHaveBeenCalledExactlyOnceWith('education');
    expect(onRemoveCountry).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Germany' }));
    expect(onRemoveCountry).toHaveBeenCalledOnce();
  });

  it('clears everything with Clear All', async () => {
    const { onClearAll, onRemoveCategory } = renderChips();
    await userEvent.click(screen.getByRole('button', { name: messages.discovery.clearAll }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(onRemoveCategory).not.toHaveBeenCalled();
  });

  it('renders nothing without active filters', () => {
    const { container } = render(
      <FilterChips
        categories={[]}
        country={undefined}
        onRemoveCategory={vi.fn()}
        onRemoveCountry={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
