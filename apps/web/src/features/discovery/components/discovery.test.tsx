import { discoveryMessages, errorBoundaryMessages, type OrganizationList } from '@catalyst/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as HomePage } from '@/app/routes/home';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth, guestAuth } from '@/features/auth/testing';
import { createQueryClient } from '@/lib/query-client';
import { categories, countries, groups } from '../testing/fixtures';
import { organization } from '@/features/organizations/testing';

const kenyan = organization({
  id: '7a1c2d3e-0000-4000-8000-000000000001',
  name: 'Jua Learning Labs',
  categoryIds: ['education'],
  country: 'KE',
  location: 'Nairobi',
});
const american = organization();

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(status < 400 ? { data } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let listRequests: URL[] = [];
let listAnswer: (url: URL) => Response;

function page(items = [american, kenyan], extra: Partial<OrganizationList> = {}): OrganizationList {
  return {
    items,
    nextCursor: null,
    total: items.length,
    sort: 'newest',
    availableCategories: [
      { categoryId: 'climate_action', count: 1 },
      { categoryId: 'education', count: 1 },
      { categoryId: 'open_source', count: 1 },
    ],
    ...extra,
  };
}

beforeEach(() => {
  listRequests = [];
  listAnswer = () => json(page());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      switch (url.pathname) {
        case '/api/categories':
          return json(categories);
        case '/api/category-groups':
          return json(groups);
        case '/api/countries':
          return json(countries);
        case '/api/organizations/active-countries':
          return json(countries.filter((country) => country.code !== 'DE'));
        case '/api/organizations':
          listRequests.push(url);
          return listAnswer(url);
        default:
          return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      }
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** Opens a category group's button in the filter bar and returns its panel. */
async function openGroup(name: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name });
}

function renderHome(search = '', auth: AuthContextValue = guestAuth()) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomePage },
      { path: '/organizations/:orgId', element: <p>Profile</p> },
    ],
    { initialEntries: [`/${search}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestAuthProvider value={auth}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { router, search: () => decodeURIComponent(router.state.location.search) };
}

/** The directory's country filter: a native select, then the searchable picker. */
const countryField = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });

/** Points at the filter, waits for the picker to take the select's place, and opens it. */
async function openCountryPicker() {
  await userEvent.hover(countryField());
  await waitFor(() => expect(countryField()).toHaveAttribute('aria-controls'), {
    timeout: 15_000,
  });
  await userEvent.click(countryField());
  await waitFor(() => expect(countryField()).toHaveAttribute('aria-expanded', 'true'));
}

describe('discovery page', () => {
  it('titles the page and shows the published organizations', async () => {
    renderHome();
    expect(document.title).toBe(
      'Discover Mission-Driven Organizations Building Bold Ideas | Catalyst Profiles',
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Discover Mission-Driven Organizations Building Bold Ideas',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: american.name })).toHaveAttribute(
      'href',
      `/organizations/${american.slug}`,
    );
    expect(screen.getByRole('link', { name: kenyan.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: discoveryMessages.pillEmpty })).toBeInTheDocument();
  });

  it('filters by a category: address, request, chip and count', async () => {
    const { search } = renderHome();
    await screen.findByRole('link', { name: american.name });
    listAnswer = () => json(page([kenyan]));

    const impactAreas = await openGroup('Impact Areas');
    await userEvent.click(within(impactAreas).getByRole('checkbox', { name: 'Education' }));

    expect(search()).toBe('?categories=education');
    await waitFor(() =>
      expect(listRequests.at(-1)?.searchParams.get('categories')).toBe('education'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: american.name })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Education' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `1 ${discoveryMessages.pillMatching}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Impact Areas 1 selected' })).toBeInTheDocument();
  });

  it('restores a shared address and never asks the API about unknown categories', async () => {
    const { search } = renderHome('?categories=education,retired_category&country=KE');
    await screen.findByRole('link', { name: american.name });

    expect(listRequests.length).toBeGreaterThan(0);
    for (const request of listRequests) {
      expect(request.searchParams.get('categories')).toBe('education');
      expect(request.searchParams.get('country')).toBe('KE');
    }
    expect(screen.getByRole('button', { name: 'Remove Kenya' })).toBeInTheDocument();
    const impactAreas = await openGroup('Impact Areas');
    expect(within(impactAreas).getByRole('checkbox', { name: 'Education' })).toBeChecked();
    await waitFor(() => expect(search()).toBe('?categories=education&country=KE'));
  });

  it('keeps the selection of a shared link even where the country lacks it', async () => {
    listAnswer = () => json(page([], { availableCategories: [] }));
    const { search } = renderHome('?categories=open_source&country=KE');
    expect(await screen.findByText(discoveryMessages.emptyTitle)).toBeInTheDocument();
    expect(search()).toBe('?categories=open_source&country=KE');
    const workMethods = await openGroup('Work Methods');
    const openSource = within(workMethods).getByRole('checkbox', { name: 'Open Source' });
    expect(openSource).toBeChecked();
    // Selected, so it stays removable even with nothing to show.
    expect(openSource).toBeEnabled();
  });

  it('clears every filter with Clear All', async () => {
    const { search } = renderHome('?categories=education&country=KE');
    await screen.findByRole('link', { name: american.name });
    const chips = screen.getByRole('button', { name: 'Remove Education' }).closest('div');
    await userEvent.click(
      within(chips as HTMLElement).getByRole('button', { name: discoveryMessages.clearAll }),
    );
    expect(search()).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove Education' })).toBeNull();
  });

  it('loads the next page with the cursor', async () => {
    listAnswer = (url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? json(page([kenyan], { total: 2 }))
        : json(page([american], { total: 2, nextCursor: 'page-2' }));
    renderHome();
    await screen.findByRole('link', { name: american.name });
    expect(screen.queryByRole('link', { name: kenyan.name })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: discoveryMessages.loadMore }));

    expect(await screen.findByRole('link', { name: kenyan.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: american.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: discoveryMessages.loadMore })).toBeNull();
    expect(
      screen.getByRole('link', { name: discoveryMessages.addOrganization }),
    ).toBeInTheDocument();
  });

  it('reports a failed list and recovers on retry', async () => {
    listAnswer = () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    renderHome();
    expect(await screen.findByText(discoveryMessages.loadFailed)).toBeInTheDocument();

    listAnswer = () => json(page());
    await userEvent.click(screen.getByRole('button', { name: errorBoundaryMessages.retry }));
    expect(await screen.findByRole('link', { name: american.name })).toBeInTheDocument();
  });

  it('lists only countries with organizations, and drops what the new country lacks', async () => {
    listAnswer = (url) =>
      url.searchParams.get('country') === 'KE'
        ? json(page([kenyan], { availableCategories: [{ categoryId: 'education', count: 1 }] }))
        : json(page());
    const { search } = renderHome('?categories=education,open_source');
    await screen.findByRole('link', { name: american.name });

    await waitFor(() => expect(countryField()).toBeEnabled());
    expect(countryField()).toHaveValue('all');
    await openCountryPicker();
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([discoveryMessages.allCountries, '🇰🇪Kenya', '🇺🇸United States']);

    // The picker has the focus and the shown name selected: typing replaces it.
    await userEvent.keyboard('Kenya{Enter}');

    await waitFor(() => expect(search()).toBe('?categories=education&country=KE'));
    await userEvent.click(screen.getByRole('button', { name: /^All filters/ }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Open Source' })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Education' })).toBeChecked();
  });

  it('searches as the visitor types: the address is replaced and the API asked', async () => {
    const { router, search } = renderHome('?categories=education');
    await screen.findByRole('link', { name: american.name });
    listAnswer = (url) =>
      url.searchParams.get('q') === 'jua'
        ? json(page([kenyan], { sort: 'relevance' }))
        : json(page());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'jua');

    await waitFor(() => expect(search()).toBe('?categories=education&q=jua'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.queryByRole('link', { name: american.name })).toBeNull());
    const request = listRequests.at(-1);
    expect(request?.searchParams.get('q')).toBe('jua');
    expect(request?.searchParams.get('categories')).toBe('education');
    // Best match is the default with a search: neither the address nor the request name it.
    expect(request?.searchParams.has('sort')).toBe(false);
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).selectedOptions[0],
    ).toHaveTextContent('Best match');
    expect(screen.getByRole('button', { name: 'Remove search “jua”' })).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    expect(listRequests.filter((url) => url.searchParams.has('q'))).toHaveLength(1);
  });

  it('restores a search from the address into the box', async () => {
    renderHome('?q=solar');
    await screen.findByRole('link', { name: american.name });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('solar');
    expect(listRequests.at(-1)?.searchParams.get('q')).toBe('solar');
  });

  it('sorts, keeping the order in the address only when it is not the default', async () => {
    const { search } = renderHome();
    await screen.findByRole('link', { name: american.name });
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sort.selectedOptions[0]).toHaveTextContent('Newest');

    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Newest',
      'Recently updated',
      'Name A–Z',
    ]);
    await userEvent.selectOptions(sort, 'Name A–Z');

    expect(search()).toBe('?sort=name');
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('sort')).toBe('name'));

    await userEvent.selectOptions(sort, 'Newest');
    expect(search()).toBe('');
  });

  it('offers to clear the search or the filters when nothing matches', async () => {
    listAnswer = (url) =>
      url.searchParams.has('q') && url.searchParams.has('categories')
        ? json(page([], { availableCategories: [] }))
        : json(page());
    const { search } = renderHome('?q=zzz&categories=education&country=KE');
    expect(await screen.findByText(discoveryMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(discoveryMessages.emptyHint)).toBeInTheDocument();

    const empty = screen.getByText(discoveryMessages.emptyTitle).parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(search()).toBe('?categories=education&country=KE');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    cleanup();

    const second = renderHome('?q=zzz&categories=education&country=KE');
    await screen.findByText(discoveryMessages.emptyTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(second.search()).toBe('?q=zzz');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('shows the counts the API gives for the current choices, 0 for those it leaves out', async () => {
    listAnswer = (url) =>
      url.searchParams.get('categories') === 'education'
        ? json(
            page([kenyan], {
              availableCategories: [
                { categoryId: 'climate_action', count: 3 },
                { categoryId: 'education', count: 1 },
              ],
            }),
          )
        : json(
            page([american, kenyan], {
              availableCategories: [
                { categoryId: 'climate_action', count: 7 },
                { categoryId: 'education', count: 5 },
                { categoryId: 'open_source', count: 2 },
              ],
            }),
          );
    renderHome();
    await screen.findByRole('link', { name: american.name });

    const impactAreas = await openGroup('Impact Areas');
    expect(
      within(impactAreas).getByRole('checkbox', { name: 'Climate Action' }),
    ).toHaveAccessibleDescription(/^7 organizations/);
    await userEvent.click(within(impactAreas).getByRole('checkbox', { name: 'Education' }));

    await waitFor(() =>
      expect(
        within(impactAreas).getByRole('checkbox', { name: 'Climate Action' }),
      ).toHaveAccessibleDescription(/^3 organizations/),
    );
    await userEvent.keyboard('{Escape}');
    const workMethods = await openGroup('Work Methods');
    const openSource = within(workMethods).getByRole('checkbox', { name: 'Open Source' });
    expect(openSource).toHaveAccessibleDescription(/^0 organizations/);
    expect(openSource).toBeDisabled();
  });

  it('announces how many organizations match, politely, when it changes', async () => {
    renderHome();
    await screen.findByRole('link', { name: american.name });
    const count = screen.getByText('2 organizations found');
    expect(count).toHaveAttribute('role', 'status');

    listAnswer = () => json(page([kenyan]));
    const impactAreas = await openGroup('Impact Areas');
    await userEvent.click(within(impactAreas).getByRole('checkbox', { name: 'Education' }));
    await waitFor(() => expect(count).toHaveTextContent('1 organization found'));
  });

  it('opens every category group from the pill when none is selected', async () => {
    renderHome();
    await screen.findByRole('link', { name: american.name });
    await userEvent.click(screen.getByRole('button', { name: discoveryMessages.pillEmpty }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(drawer).getByRole('group', { name: 'Impact Areas' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Work Methods' })).toBeInTheDocument();
  });

  it('keeps, after a country change, the categories its organizations carry, whatever they combine to', async () => {
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn();
    try {
      // In Kenya nobody is both: the filtered counts are 0, yet each category is carried there.
      listAnswer = (url) =>
        url.searchParams.get('country') !== 'KE'
          ? json(page())
          : url.searchParams.has('categories')
            ? json(
                page([], {
                  availableCategories: [
                    { categoryId: 'education', count: 0 },
                    { categoryId: 'open_source', count: 0 },
                  ],
                }),
              )
            : json(
                page([kenyan], {
                  availableCategories: [
                    { categoryId: 'education', count: 1 },
                    { categoryId: 'open_source', count: 1 },
                  ],
                }),
              );
      const { search } = renderHome('?categories=education,open_source');
      await screen.findByRole('link', { name: american.name });

      await waitFor(() => expect(countryField()).toBeEnabled());
      await openCountryPicker();
      await userEvent.keyboard('Kenya{Enter}');

      await waitFor(() =>
        expect(
          listRequests.some(
            (url) =>
              url.searchParams.get('country') === 'KE' && !url.searchParams.has('categories'),
          ),
        ).toBe(true),
      );
      expect(await screen.findByText(discoveryMessages.emptyTitle)).toBeInTheDocument();
      expect(search()).toBe('?categories=education,open_source&country=KE');
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('invites guests to sign up and signed-in owners straight to the form', async () => {
    renderHome();
    const guestTile = await screen.findByRole('link', { name: discoveryMessages.addOrganization });
    expect(guestTile).toHaveAttribute('href', '/signup');
    cleanup();

    renderHome('', fakeAuth());
    const ownerTile = await screen.findByRole('link', { name: discoveryMessages.addOrganization });
    expect(ownerTile).toHaveAttribute('href', '/submit-organization');
  });
});
