import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  useDiscoveryFilters,
  useDropUnavailableOnCountryChange,
  type KnownFilterValues,
} from './use-discovery-filters';

function FiltersProbe({ known }: { known?: KnownFilterValues }) {
  const {
    filters,
    toggleCategory,
    removeCategory,
    setCountry,
    setQuery,
    setSort,
    clearFilters,
    clearAll,
  } = useDiscoveryFilters(known);
  return (
    <div>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <button onClick={() => toggleCategory('climate_action')}>toggle climate</button>
      <button onClick={() => removeCategory('education')}>remove education</button>
      <button onClick={() => setCountry('KE')}>kenya</button>
      <button onClick={() => setCountry('all')}>all countries</button>
      <button onClick={() => setQuery('ocean')}>search ocean</button>
      <button onClick={() => setQuery(undefined)}>clear search</button>
      <button onClick={() => setSort('name')}>by name</button>
      <button onClick={() => setSort('newest')}>newest</button>
      <button onClick={clearFilters}>clear filters</button>
      <button onClick={clearAll}>clear</button>
    </div>
  );
}

function renderAt(search: string, known?: KnownFilterValues) {
  // An earlier page in the history shows whether filtering pushed entries or replaced them.
  const router = createMemoryRouter(
    [
      { path: '/', element: <FiltersProbe {...(known ? { known } : {})} /> },
      { path: '/about', element: <p>About</p> },
    ],
    { initialEntries: ['/about', `/${search}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const search$ = () => decodeURIComponent(router.state.location.search);
  return { router, search: search$ };
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as unknown;

describe('useDiscoveryFilters', () => {
  it('starts new filters from their first page: a change drops the page address', async () => {
    const { search } = renderAt('?sort=name&cursor=c2');
    expect(search()).toBe('?sort=name&cursor=c2');
    await userEvent.click(screen.getByRole('button', { name: 'kenya' }));
    expect(search()).toBe('?sort=name&country=KE');
  });

  it('restores the filters of a shared address', () => {
    renderAt('?categories=education,open_source&country=DE');
    expect(shown()).toEqual({ country: 'DE', categories: ['education', 'open_source'] });
  });

  it('writes categories comma-separated and replaces the history entry', async () => {
    const { router, search } = renderAt('?categories=education');
    await userEvent.click(screen.getByRole('button', { name: 'toggle climate' }));

    expect(search()).toBe('?categories=education,climate_action');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shown()).toEqual({ categories: ['education', 'climate_action'] });

    // Going back leaves the page: no entry was added for the filter change.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('keeps the other filter when one changes, and removes empty parameters', async () => {
    const { search } = renderAt('?categories=education&country=DE');
    await userEvent.click(screen.getByRole('button', { name: 'kenya' }));
    expect(search()).toBe('?categories=education&country=KE');

    await userEvent.click(screen.getByRole('button', { name: 'remove education' }));
    expect(search()).toBe('?country=KE');

    await userEvent.click(screen.getByRole('button', { name: 'all countries' }));
    expect(search()).toBe('');
  });

  it('clears everything at once, the search included', async () => {
    const { search } = renderAt('?q=ocean&categories=education,climate_action&country=DE');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(search()).toBe('');
    expect(shown()).toEqual({ categories: [] });
  });

  it('keeps the search in the address, replacing the history entry', async () => {
    const { router, search } = renderAt('?categories=education');
    await userEvent.click(screen.getByRole('button', { name: 'search ocean' }));
    expect(search()).toBe('?categories=education&q=ocean');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shown()).toEqual({ q: 'ocean', categories: ['education'] });

    await userEvent.click(screen.getByRole('button', { name: 'clear search' }));
    expect(search()).toBe('?categories=education');
  });

  it('writes the order only when it is not the default', async () => {
    const { search } = renderAt('');
    await userEvent.click(screen.getByRole('button', { name: 'by name' }));
    expect(search()).toBe('?sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'newest' }));
    expect(search()).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'search ocean' }));
    expect(search()).toBe('?q=ocean');
    await userEvent.click(screen.getByRole('button', { name: 'newest' }));
    expect(search()).toBe('?q=ocean&sort=newest');
    // Newest is the default again once the search is gone.
    await userEvent.click(screen.getByRole('button', { name: 'clear search' }));
    expect(search()).toBe('');
  });

  it('clears the filters but keeps the search', async () => {
    const { search } = renderAt('?q=ocean&categories=education&country=DE');
    await userEvent.click(screen.getByRole('button', { name: 'clear filters' }));
    expect(search()).toBe('?q=ocean');
  });

  it('tidies away an order that is the default, or that it cannot read', async () => {
    const { search } = renderAt('?q=ocean&sort=relevance&country=DE');
    await vi.waitFor(() => expect(search()).toBe('?q=ocean&country=DE'));
    cleanup();
    const other = renderAt('?sort=upside-down&categories=education');
    await vi.waitFor(() => expect(other.search()).toBe('?categories=education'));
  });

  it('leaves out, and tidies away, values the reference data does not know', async () => {
    const { search, router } = renderAt('?categories=education,retired_category&country=XX', {
      categoryIds: new Set(['education', 'climate_action']),
      countryCodes: new Set(['DE', 'KE']),
    });
    expect(shown()).toEqual({ categories: ['education'] });
    await vi.waitFor(() => expect(search()).toBe('?categories=education'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('useDropUnavailableOnCountryChange', () => {
  type Props = Parameters<typeof useDropUnavailableOnCountryChange>[0];

  function setup(initial: Omit<Props, 'onDrop'>) {
    const onDrop = vi.fn();
    const hook = renderHook((props: Props) => useDropUnavailableOnCountryChange(props), {
      initialProps: { ...initial, onDrop },
    });
    return {
      onDrop,
      rerender: (next: Omit<Props, 'onDrop'>) => hook.rerender({ ...next, onDrop }),
    };
  }

  it('never drops anything on the first view of a link', () => {
    const { onDrop } = setup({
      country: 'DE',
      categories: ['education', 'open_source'],
      availableCategoryIds: new Set(['education']),
    });
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('drops unavailable categories once the new country’s facets are known', () => {
    const categories = ['education', 'open_source'];
    const { onDrop, rerender } = setup({
      country: undefined,
      categories,
      availableCategoryIds: new Set(categories),
    });

    rerender({ country: 'KE', categories, availableCategoryIds: undefined });
    expect(onDrop).not.toHaveBeenCalled();

    rerender({ country: 'KE', categories, availableCategoryIds: new Set(['open_source']) });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(['open_source']);
  });

  it('leaves the selection alone when everything is available there', () => {
    const categories = ['education'];
    const { onDrop, rerender } = setup({
      country: 'DE',
      categories,
      availableCategoryIds: new Set(categories),
    });
    rerender({ country: 'KE', categories, availableCategoryIds: new Set(['education', 'x']) });
    expect(onDrop).not.toHaveBeenCalled();
  });
});
