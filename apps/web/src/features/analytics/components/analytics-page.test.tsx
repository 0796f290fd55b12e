import {
  analyticsMessages,
  TRACKED_LINKS,
  type AnalyticsDay,
  type AnalyticsTotals,
  type ProfileAnalytics,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from './analytics-page';

const ORG = '3b241101-e2bb-4255-8caf-4136c566a962';

const clicks = (values: Partial<Record<string, number>> = {}) =>
  Object.fromEntries(
    TRACKED_LINKS.map((link) => [link, values[link] ?? 0]),
  ) as AnalyticsDay['clicks'];

function totals(
  views: number,
  appearances: number,
  website = 0,
  newFollowers = 0,
  { embedViews = 0, feedViews = 0 } = {},
): AnalyticsTotals {
  return {
    views,
    visitors: views,
    appearances,
    clicks: clicks({ website }),
    newFollowers,
    embedViews,
    feedViews,
  };
}

function analyticsFor(days: number): ProfileAnalytics {
  return {
    days: Array.from({ length: days }, (_, index) => ({
      date: new Date(Date.UTC(2026, 10, 25) - (days - 1 - index) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      views: index === days - 1 ? 5 : 1,
      visitors: 1,
      appearances: 2,
      clicks: clicks(),
      newFollowers: index === days - 1 ? 6 : 0,
      embedViews: index === days - 1 ? 7 : 0,
      feedViews: index === days - 1 ? 3 : 0,
    })),
    totals: totals(112, 40, 3, 6, { embedViews: 9, feedViews: 4 }),
    previous: totals(100, 0, 4, 4, { embedViews: 3, feedViews: 0 }),
    roles: [
      {
        roleId: 'a7c1e2f0-0000-4000-8000-000000000001',
        title: 'Field Coordinator',
        perDay: Array.from({ length: days }, (_, index) => (index === days - 1 ? 4 : 0)),
        clicks: 4,
        previous: 2,
      },
      {
        roleId: 'a7c1e2f0-0000-4000-8000-000000000002',
        title: null,
        perDay: Array.from({ length: days }, () => 0),
        clicks: 0,
        previous: 1,
      },
    ],
    followers: 21,
  };
}

function stubApi(analyticsReply: (days: number) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/organizations/${ORG}/analytics`) {
      return analyticsReply(Number(url.searchParams.get('days')));
    }
    if (url.pathname === `/api/organizations/${ORG}`) {
      return Response.json({ data: { id: ORG, name: 'Green Futures' } });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = `/organizations/${ORG}/analytics`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/organizations/:orgId/analytics', element: <AnalyticsPage orgId={ORG} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the analytics page', () => {
  it('shows the totals against the period before, the chart and the clicks by link', async () => {
    stubApi((days) => Response.json({ data: analyticsFor(days) }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Analytics of Green Futures' }),
    ).toBeVisible();
    const views = (await screen.findByRole('heading', { name: 'Profile views', level: 2 }))
      .parentElement!;
    expect(within(views).getByText('112')).toBeVisible();
    expect(within(views).getByText('+12%')).toBeVisible();
    expect(views).toHaveTextContent('vs the previous 30 days');
    const appearances = screen.getByRole('heading', {
      name: 'Appearances in the directory',
    }).parentElement!;
    expect(within(appearances).getByText('new')).toBeVisible();
    const linkClicks = screen.getByRole('heading', {
      name: 'Link clicks',
      level: 2,
    }).parentElement!;
    expect(within(linkClicks).getByText('−25%')).toBeVisible();
    // Followers: how many started in the period and follow now, never who.
    const followers = screen.getByRole('heading', {
      name: 'New followers',
      level: 2,
    }).parentElement!;
    expect(within(followers).getByText('6')).toBeVisible();
    expect(within(followers).getByText('+50%')).toBeVisible();
    expect(followers).toHaveTextContent('21 people follow this organization.');

    const chart = screen.getByRole('img', { name: 'Profile views per day, last 30 days' });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(
      screen.getByRole('table', { name: 'Profile views per day, last 30 days' }),
    ).toBeInTheDocument();

    const byLink = screen.getByRole('heading', { name: 'Clicks by link' }).parentElement!;
    expect(within(byLink).getByText('Website').nextSibling).toHaveTextContent('3');
    const byRole = within(
      screen.getByRole('heading', { name: 'Apply clicks by role' }).parentElement!,
    ).getAllByRole('listitem');
    expect(byRole.map((item) => item.textContent)).toEqual([
      'Field Coordinator4+100% vs the previous 30 days',
      'A deleted role0−100% vs the previous 30 days',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/organizations/${ORG}/analytics.csv?days=30`,
    );
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows apart the views that came through the embed and through feeds', async () => {
    stubApi((days) => Response.json({ data: analyticsFor(days) }));
    renderPage();

    const embeds = (
      await screen.findByRole('heading', { name: 'Views from your embeds', level: 2 })
    ).parentElement!;
    expect(within(embeds).getByText('9')).toBeVisible();
    expect(within(embeds).getByText('+200%')).toBeVisible();
    expect(embeds).toHaveTextContent(analyticsMessages.embedViewsHint);
    const feeds = screen.getByRole('heading', {
      name: 'Views from feeds',
      level: 2,
    }).parentElement!;
    expect(within(feeds).getByText('4')).toBeVisible();
    expect(within(feeds).getByText('new')).toBeVisible();
    expect(feeds).toHaveTextContent(analyticsMessages.feedViewsHint);

    // And per day, beside the profile's views, in the chart's numbers.
    const table = screen.getByRole('table', { name: 'Profile views per day, last 30 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Profile views', 'From embeds', 'From feeds', 'Appearances']);
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe('Nov 25' + '5' + '7' + '3' + '2');
    expect(rows.at(-2)?.textContent).toBe('Nov 24' + '1' + '0' + '0' + '2');
  });

  it('switches periods through the address', async () => {
    const fetchMock = stubApi((days) => Response.json({ data: analyticsFor(days) }));
    const router = renderPage(`/organizations/${ORG}/analytics?days=7`);
    expect(
      await screen.findByRole('img', { name: 'Profile views per day, last 7 days' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Last 90 days' }));
    expect(
      await screen.findByRole('img', { name: 'Profile views per day, last 90 days' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?days=90');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/organizations/${ORG}/analytics.csv?days=90`,
    );
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api/organizations/${ORG}/analytics?days=90`);
  });

  it('says why when the server refuses', async () => {
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'FORBIDDEN',
            message: 'You do not have permission to edit this organization.',
          },
        },
        { status: 403 },
      ),
    );
    renderPage();
    expect(
      await screen.findByText('You do not have permission to edit this organization.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
