import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect, type SortSelectProps } from './sort-select';

function renderSort(props: Partial<SortSelectProps> = {}) {
  const onValueChange = vi.fn();
  render(<SortSelect value="newest" onValueChange={onValueChange} searching={false} {...props} />);
  return { onValueChange, select: screen.getByRole('combobox', { name: 'Sort by' }) };
}

function optionNames(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

function shownOrder(select: HTMLElement) {
  return (select as HTMLSelectElement).selectedOptions[0]?.textContent;
}

describe('SortSelect', () => {
  it('shows the current order', () => {
    expect(shownOrder(renderSort({ value: 'name' }).select)).toBe('Name A–Z');
  });

  it('offers best match only with a search', () => {
    const { select } = renderSort();
    expect(optionNames(select)).toEqual(['Newest', 'Recently updated', 'Name A–Z']);
  });

  it('puts best match first while searching', () => {
    const { select } = renderSort({ value: 'relevance', searching: true });
    expect(shownOrder(select)).toBe('Best match');
    expect(optionNames(select)).toEqual(['Best match', 'Newest', 'Recently updated', 'Name A–Z']);
  });

  it('reports the chosen order', async () => {
    const { select, onValueChange } = renderSort();
    await userEvent.selectOptions(select, 'Recently updated');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('updated');
  });

  it('is a native select, so it works from the keyboard and before any script loads', () => {
    const { select } = renderSort();
    expect(select.tagName).toBe('SELECT');
  });
});
