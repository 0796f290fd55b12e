import { SEARCH_DEBOUNCE_MS } from '@catalyst/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

/** The box wired to state the way the page wires it to the address. */
function Harness({
  initial,
  onQueryChange,
}: {
  initial?: string;
  onQueryChange: (query: string | undefined) => void;
}) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <SearchBox
        query={query}
        onQueryChange={(next) => {
          onQueryChange(next);
          setQuery(next);
        }}
      />
      <button type="button" onClick={() => setQuery(undefined)}>
        reset elsewhere
      </button>
      <output data-testid="query">{query ?? ''}</output>
    </>
  );
}

function setup(initial?: string) {
  const onQueryChange = vi.fn();
  render(<Harness {...(initial === undefined ? {} : { initial })} onQueryChange={onQueryChange} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  // Synchronous events: with the clock faked, only the debounce spends time.
  const visitor = {
    type(text: string) {
      for (const character of text) {
        fireEvent.change(box, {
          target: { value: `${(box as HTMLInputElement).value}${character}` },
        });
      }
    },
    submit() {
      fireEvent.submit(screen.getByRole('search'));
    },
  };
  return { onQueryChange, visitor, box };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('shows the search of the address, inside a search landmark', () => {
    const { box } = setup('ocean');
    expect(box).toHaveValue('ocean');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('asks once typing pauses for the debounce delay, with the last text only', () => {
    const { visitor, onQueryChange } = setup();
    visitor.type('ocean');
    expect(onQueryChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onQueryChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('ocean');
  });

  it('restarts the wait with every keystroke', () => {
    const { visitor, onQueryChange } = setup();
    visitor.type('oc');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    visitor.type('ean');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('ocean');
  });

  it('searches at once on Enter', () => {
    const { visitor, onQueryChange } = setup();
    visitor.type('solar');
    visitor.submit();
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('solar');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onQueryChange).toHaveBeenCalledOnce();
  });

  it('sends the search trimmed but keeps the text as typed', () => {
    const { visitor, box, onQueryChange } = setup();
    visitor.type('  coral   reef ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('coral reef');
    expect(box).toHaveValue('  coral   reef ');

    // More spaces change nothing the API would read: no new request.
    visitor.type('  ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onQueryChange).toHaveBeenCalledOnce();
  });

  it('clears the search with its button and keeps the focus in the field', () => {
    const { box, onQueryChange } = setup('ocean');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('follows a search cleared elsewhere and drops the keystrokes still waiting', () => {
    const { visitor, box, onQueryChange } = setup('ocean');
    visitor.type('s');
    fireEvent.click(screen.getByRole('button', { name: 'reset elsewhere' }));
    expect(box).toHaveValue('');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('query')).toHaveTextContent('');
  });

  it('keeps what the visitor types while an earlier search lands', () => {
    const { visitor, box } = setup();
    visitor.type('sea');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('query')).toHaveTextContent('sea');
    visitor.type('weed');
    expect(box).toHaveValue('seaweed');
  });
});
