import {
  dataMessages,
  discoveryMessages,
  errorBoundaryMessages,
  followMessages,
} from '@catalyst/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, TestAuthProvider } from '@/features/auth/testing';
import { ApiError } from '@/lib/api-client';
import { categories, countries } from '../testing/fixtures';
import { organization } from '@/features/organizations/testing';
import { OrganizationGrid, type OrganizationGridProps } from './organization-grid';

function renderGrid(props: Partial<OrganizationGridProps> = {}, auth = signedOut()) {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn() };
  render(
    <MemoryRouter>
      <TestAuthProvider value={auth}>
        <OrganizationGrid
          organizations={[organization()]}
          categoriesById={new Map(categories.map((category) => [category.id, category]))}
          countriesByCode={new Map(countries.map((country) => [country.code, country]))}
          selectedCategoryIds={new Set()}
          status="success"
          {...handlers}
          {...props}
        />
      </TestAuthProvider>
    </MemoryRouter>,
  );
  return handlers;
}

const signedOut = () => fakeAuth({ status: 'signed-out', user: null, isVerified: false });

afterEach(() => vi.unstubAllGlobals());

/** Where sign-in was asked to come back to. */
function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <p data-testid="return-to">{`${state?.from?.pathname}${state?.from?.search}`}</p>;
}

describe('OrganizationGrid', () => {
  it('puts Follow on each card, beside its link, and sends a stranger to sign in', async () => {
    const card = organization();
    render(
      <MemoryRouter initialEntries={['/?q=tools']}>
        <TestAuthProvider value={signedOut()}>
          <Routes>
            <Route
              path="/"
              element={
                <OrganizationGrid
                  organizations={[card]}
                  categoriesById={new Map()}
                  countriesByCode={new Map()}
                  selectedCategoryIds={new Set()}
                  status="success"
                  onRetry={vi.fn()}
                  onLoadMore={vi.fn()}
                />
              }
            />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </TestAuthProvider>
      </MemoryRouter>,
    );
    // Its code loads after the page's (see FollowSlot).
    const follow = await screen.findByRole('button', {
      name: followMessages.followLabel(card.name),
    });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow.closest('a')).toBeNull();
    await userEvent.click(follow);
    expect(await screen.findByTestId('return-to')).toHaveTextContent(`/?q=tools&follow=${card.id}`);
  });

  it('shows placeholders while the first page loads', () => {
    renderGrid({ status: 'pending', organizations: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('ends the last page with the Add Your Organization tile, to sign-up by default', () => {
    renderGrid();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAccessibleName(discoveryMessages.addOrganization);
    expect(links[1]).toHaveAttribute('href', '/signup');
  });

  it('sends signed-in owners wherever it is told', () => {
    renderGrid({ addHref: '/submit-organization' });
    expect(screen.getByRole('link', { name: discoveryMessages.addOrganization })).toHaveAttribute(
      'href',
      '/submit-organization',
    );
  });

  it('offers Load more while pages remain, and the tile only after the last one', async () => {
    const { onLoadMore } = renderGrid({ hasNextPage: true });
    expect(screen.queryByRole('link', { name: discoveryMessages.addOrganization })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: discoveryMessages.loadMore }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('makes Load more a link to the next page, which appends it on a plain click', async () => {
    const { onLoadMore } = renderGrid({ hasNextPage: true, nextPageHref: '?sort=name&cursor=c2' });
    const loadMore = screen.getByRole('button', { name: discoveryMessages.loadMore });
    expect(loadMore.tagName).toBe('A');
    expect(loadMore).toHaveAttribute('href', '?sort=name&cursor=c2');
    await userEvent.click(loadMore);
    expect(onLoadMore).toHaveBeenCalledOnce();
    loadMore.focus();
    await userEvent.keyboard(' ');
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('loads the next page by itself when the end of the list comes into view', () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { onLoadMore } = renderGrid({ hasNextPage: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    act(() => observers.forEach((callback) => callback([entry], {} as IntersectionObserver)));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says so when nothing matches, and offers to clear the search or the filters', async () => {
    const onClearSearch = vi.fn();
    const onClearFilters = vi.fn();
    renderGrid({ organizations: [], onClearSearch, onClearFilters });
    expect(screen.getByRole('heading', { name: discoveryMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(discoveryMessages.emptyHint)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledOnce();
    expect(onClearFilters).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
    expect(onClearSearch).toHaveBeenCalledOnce();
  });

  it('offers only what there is to clear', () => {
    renderGrid({ organizations: [], onClearSearch: vi.fn() });
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    cleanup();

    renderGrid({ organizations: [] });
    expect(screen.getByText(discoveryMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it('explains a failure and retries on request', async () => {
    const { onRetry } = renderGrid({
      status: 'error',
      error: new ApiError(500, 'INTERNAL', 'boom'),
      organizations: [],
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(discoveryMessages.loadFailed);
    expect(alert).toHaveTextContent(dataMessages.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: errorBoundaryMessages.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells a visitor whose guest sign-in is still settling to wait', () => {
    renderGrid({ status: 'error', error: new ApiError(401, 'UNAUTHENTICATED', 'no') });
    expect(screen.getByRole('alert')).toHaveTextContent(dataMessages.authRequired);
  });

  it('dims the previous results while changed filters load', () => {
    renderGrid({ isRefreshing: true });
    const grid = screen.getAllByRole('list')[0]?.parentElement;
    expect(grid).toHaveClass('opacity-60');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: organization().name })).toBeInTheDocument();
  });
});
