import { discoveryMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categories, countries } from '../testing/fixtures';
import { FilterChips } from './filter-chips';

function renderChips(country = countries[0], query?: string, hiring = false) {
  const handlers = {
    onRemoveHiring: vi.fn(),
    onClearQuery: vi.fn(),
    onRemoveCategory: vi.fn(),
    onRemoveCountry: vi.fn(),
    onClearAll: vi.fn(),
  };
  render(
    <FilterChips
      query={query}
      categories={categories.slice(0, 2)}
      country={country}
      hiring={hiring}
      {...handlers}
    />,
  );
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

  it('shows the search as a chip that clears it', async () => {
    const { onClearQuery, onRemoveCategory } = renderChips(undefined, 'coral reef');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Search “coral reef”');
    await userEvent.click(screen.getByRole('button', { name: 'Remove search “coral reef”' }));
    expect(onClearQuery).toHaveBeenCalledOnce();
    expect(onRemoveCategory).not.toHaveBeenCalled();
  });

  it('shows Hiring now as a chip that turns it off', async () => {
    const { onRemoveHiring, onRemoveCountry } = renderChips(countries[0], undefined, true);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hiring now' }));
    expect(onRemoveHiring).toHaveBeenCalledOnce();
    expect(onRemoveCountry).not.toHaveBeenCalled();
  });

  it('shows Clear All for a search alone', () => {
    render(
      <FilterChips
        query="ocean"
        hiring={false}
        onRemoveHiring={vi.fn()}
        categories={[]}
        country={undefined}
        onClearQuery={vi.fn()}
        onRemoveCategory={vi.fn()}
        onRemoveCountry={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: discoveryMessages.clearAll })).toBeInTheDocument();
  });

  it('clears everything with Clear All', async () => {
    const { onClearAll, onRemoveCategory } = renderChips();
    await userEvent.click(screen.getByRole('button', { name: discoveryMessages.clearAll }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(onRemoveCategory).not.toHaveBeenCalled();
  });

  it('renders nothing without active filters', () => {
    const { container } = render(
      <FilterChips
        categories={[]}
        country={undefined}
        hiring={false}
        onRemoveHiring={vi.fn()}
        onClearQuery={vi.fn()}
        onRemoveCategory={vi.fn()}
        onRemoveCountry={vi.fn()}
        onClearAll={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
