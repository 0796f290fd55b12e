import { messages, type OrganizationList } from '@catalyst/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as HomePage } from '@/app/routes/home';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { AuthContextValue } from '@/features/auth/auth-context';
import { TestAuthProvider, fakeAuth, guestAuth } from '@/features/auth/testing/auth-test-utils';
import { createQueryClient } from '@/lib/query-client';
import { categories, countries, groups, organization } from '../testing/fixtures';

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
      `/organizations/${american.id}`,
    );
    expect(screen.getByRole('link', { name: kenyan.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.discovery.pillEmpty })).toBeInTheDocument();
  });

  it('filters by a category: address, request, chip and count', async () => {
    const { search } = renderHome();
    await screen.findByRole('link', { name: american.name });
    listAnswer = () => json(page([kenyan]));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Education' }));

    expect(search()).toBe('?categories=education');
    await waitFor(() =>
      expect(listRequests.at(-1)?.searchParams.get('categories')).toBe('education'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: american.name })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Education' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `1 ${messages.discovery.pillMatching}` }),
    ).toBeInTheDocument();
  });

  it('restores a shared address and never asks the API about unknown categories', async () => {
    const { search } = renderHome('?categories=education,retired_category&country=KE');
    await screen.findByRole('link', { name: american.name });

    expect(listRequests.length).toBeGreaterThan(0);
    for (const request of listRequests) {
      expect(request.searchParams.get('categories')).toBe('education');
      expect(request.searchParams.get('country')).toBe('KE');
    }
    expect(screen.getByRole('checkbox', { name: 'Education' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Kenya' })).toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?categories=education&country=KE'));
  });

  it('keeps the selection of a shared link even where the country lacks it', async () => {
    listAnswer = () => json(page([], { availableCategories: [] }));
    const { search } = renderHome('?categories=open_source&country=KE');
    expect(await screen.findByText(messages.discovery.emptyTitle)).toBeInTheDocument();
    expect(search()).toBe('?categories=open_source&country=KE');
    expect(screen.getByRole('checkbox', { name: 'Open Source' })).toBeChecked();
  });

  it('clears every filter with Clear All', async () => {
    const { search } = renderHome('?categories=education&country=KE');
    await screen.findByRole('link', { name: american.name });
    const chips = screen.getByRole('button', { name: 'Remove Education' }).closest('div');
    await userEvent.click(
      within(chips as HTMLElement).getByRole('button', { name: messages.discovery.clearAll }),
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

    await userEvent.click(screen.getByRole('button', { name: messages.discovery.loadMore }));

    expect(await screen.findByRole('link', { name: kenyan.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: american.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.discovery.loadMore })).toBeNull();
    expect(
      screen.getByRole('link', { name: messages.discovery.addOrganization }),
    ).toBeInTheDocument();
  });

  it('reports a failed list and recovers on retry', async () => {
    listAnswer = () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500);
    renderHome();
    expect(await screen.findByText(messages.discovery.loadFailed)).toBeInTheDocument();

    listAnswer = () => json(page());
    await userEvent.click(screen.getByRole('button', { name: messages.errorBoundary.retry }));
    expect(await screen.findByRole('link', { name: american.name })).toBeInTheDocument();
  });

  it('lists only countries with organizations, and drops what the new country lacks', async () => {
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn();
    try {
      listAnswer = (url) =>
        url.searchParams.get('country') === 'KE'
          ? json(page([kenyan], { availableCategories: [{ categoryId: 'education', count: 1 }] }))
          : json(page());
      const { search } = renderHome('?categories=education,open_source');
      await screen.findByRole('link', { name: american.name });

      const select = screen.getByRole('combobox', { name: 'Country' });
      expect(select).toHaveTextContent(messages.discovery.allCountries);
      select.focus();
      await userEvent.keyboard('{Enter}');
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        `🌐${messages.discovery.allCountries}`,
        '🇰🇪Kenya',
        '🇺🇸United States',
      ]);

      await userEvent.click(screen.getByRole('option', { name: /Kenya/ }));

      await waitFor(() => expect(search()).toBe('?categories=education&country=KE'));
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: 'Open Source' })).not.toBeChecked(),
      );
      expect(screen.getByRole('checkbox', { name: 'Education' })).toBeChecked();
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('invites guests to sign up and signed-in owners straight to the form', async () => {
    renderHome();
    const guestTile = await screen.findByRole('link', { name: messages.discovery.addOrganization });
    expect(guestTile).toHaveAttribute('href', '/signup');
    cleanup();

    renderHome('', fakeAuth());
    const ownerTile = await screen.findByRole('link', { name: messages.discovery.addOrganization });
    expect(ownerTile).toHaveAttribute('href', '/submit-organization');
  });
});
