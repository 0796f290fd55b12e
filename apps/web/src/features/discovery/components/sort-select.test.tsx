import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SortSelect, type SortSelectProps } from './sort-select';

// jsdom lays nothing out; the open list scrolls its selected option into view.
const originalScrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderSort(props: Partial<SortSelectProps> = {}) {
  const onValueChange = vi.fn();
  render(<SortSelect value="newest" onValueChange={onValueChange} searching={false} {...props} />);
  return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Sort by' }) };
}

// Radix opens its list from the keyboard in jsdom (pointer capture is not implemented).
async function optionNames(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('SortSelect', () => {
  it('shows the current order', () => {
    expect(renderSort({ value: 'name' }).trigger).toHaveTextContent('Name A–Z');
  });

  it('offers best match only with a search', async () => {
    const { trigger } = renderSort();
    expect(await optionNames(trigger)).toEqual(['Newest', 'Recently updated', 'Name A–Z']);
  });

  it('puts best match first while searching', async () => {
    const { trigger } = renderSort({ value: 'relevance', searching: true });
    expect(trigger).toHaveTextContent('Best match');
    expect(await optionNames(trigger)).toEqual([
      'Best match',
      'Newest',
      'Recently updated',
      'Name A–Z',
    ]);
  });

  it('reports the chosen order, by keyboard too', async () => {
    const { trigger, onValueChange } = renderSort();
    await optionNames(trigger);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('updated');
  });
});
