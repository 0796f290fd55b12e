import {
  alertMessages,
  savedSearchMessages,
  savedSearchText,
  type AlertSettings,
  type SavedSearch,
} from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AlertsRoute } from '@/app/routes/alerts';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  signedOutAuth,
  testUser,
} from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { Landing, renderRoutes } from '@/test/render-routes';
import { SavedSearchesCard } from './saved-searches-card';

const listPath = '/api/users/me/saved-searches';
const settingsPath = '/api/users/me/alert-settings';

const ocean: SavedSearch = {
  id: '0b6f3c1e-8d2a-4a7e-9c4b-2f1e5d6a7b8c',
  name: 'Ocean work in Germany',
  query: 'q=ocean&country=DE',
  alerts: 'daily',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const hiring: SavedSearch = {
  id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  name: 'Climate and education · hiring now',
  query: 'categories=climate_action%2Ceducation&hiring=true',
  alerts: 'weekly',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/**
 * The saved searches and alert settings API over a list the calls change: PUT replaces a
 * search (a blank name becomes 'All organizations'), DELETE removes one. `routes` answers a
 * call instead, when given.
 */
function stubAlertsApi({
  searches = [ocean, hiring],
  follows = 'weekly',
  routes = {},
}: {
  searches?: SavedSearch[];
  follows?: AlertSettings['follows'];
  routes?: Record<string, StubHandler>;
} = {}) {
  let items = [...searches];
  let settings: AlertSettings = { follows };
  return stubFetch({
    [`GET ${listPath}`]: () => jsonResponse(200, { data: { items } }),
    ...Object.fromEntries(
      searches.flatMap((search) => [
        [
          `PUT ${listPath}/${search.id}`,
          (request: { body: unknown }) => {
            const body = request.body as Pick<SavedSearch, 'query' | 'alerts'> & { name?: string };
            const saved = { ...search, ...body, name: body.name ?? 'All organizations' };
            items = items.map((item) => (item.id === search.id ? saved : item));
            return jsonResponse(200, { data: saved });
          },
        ],
        [
          `DELETE ${listPath}/${search.id}`,
          () => {
            items = items.filter((item) => item.id !== search.id);
            return jsonResponse(200, { data: { deleted: true } });
          },
        ],
      ]),
    ),
    [`GET ${settingsPath}`]: () => jsonResponse(200, { data: settings }),
    [`PUT ${settingsPath}`]: (request) => {
      settings = request.body as AlertSettings;
      return jsonResponse(200, { data: settings });
    },
    ...routes,
  });
}

function Directory() {
  const { pathname, search } = useLocation();
  return <p>Directory at {`${pathname}${search}`}</p>;
}

function renderAlertsPage({ auth = fakeAuth() }: { auth?: AuthContextValue } = {}) {
  const view = renderRoutes(
    [
      { path: '/dashboard/alerts', element: <AlertsRoute /> },
      { path: '/dashboard', element: <SavedSearchesCard userId={testUser().id} /> },
      { path: '/', element: <Directory /> },
      { path: '/login', element: <Landing name="Login page" /> },
      { path: '/verify-email-required', element: <Landing name="Verify your email" /> },
    ],
    {
      initialEntry: '/dashboard/alerts',
      providers: (router) => (
        <TestAuthProvider value={auth}>
          {router}
          <Toaster />
        </TestAuthProvider>
      ),
    },
  );
  return { ...view, user: userEvent.setup() };
}

const searchesSection = () => screen.getByRole('region', { name: savedSearchText.listTitle });
const followsSection = () => screen.getByRole('region', { name: savedSearchText.followsTitle });
const rowOf = (name: string) =>
  within(searchesSection())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'p' }))!;

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts between tests and shows them to the next test's Toaster.
  toast.dismiss();
});

describe('the saved searches and alerts page', () => {
  it.each([
    ['a guest', guestAuth],
    ['a signed-out visitor', signedOutAuth],
  ])('sends %s to sign in, saying why', async (_, auth) => {
    const api = stubAlertsApi();
    renderAlertsPage({ auth: auth() });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-message')).toHaveTextContent(savedSearchText.signInToManage);
    expect(api.calls).toEqual([]);
  });

  it('sends an unverified account to verify its email', async () => {
    const api = stubAlertsApi();
    renderAlertsPage({
      auth: fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false }),
    });
    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('lists the saved searches, each opening its search in the directory', async () => {
    stubAlertsApi();
    const { user } = renderAlertsPage();

    expect(
      screen.getByRole('heading', { level: 1, name: savedSearchText.pageTitle }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${savedSearchText.pageTitle} | Catalyst Profiles`);
    await screen.findByText(ocean.name, { selector: 'p' });
    expect(
      within(searchesSection())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('combobox').getAttribute('aria-label')),
    ).toEqual([savedSearchText.alertsFor(ocean.name), savedSearchText.alertsFor(hiring.name)]);
    expect(
      within(rowOf(ocean.name)).getByRole('combobox', {
        name: savedSearchText.alertsFor(ocean.name),
      }),
    ).toHaveValue('daily');
    const open = within(rowOf(hiring.name)).getByRole('link', {
      name: `${savedSearchText.open} ${hiring.name}`,
    });
    // The directory's own spelling, commas as they are.
    expect(open).toHaveAttribute('href', '/?categories=climate_action,education&hiring=true');
    await user.click(open);
    expect(
      await screen.findByText('Directory at /?categories=climate_action,education&hiring=true'),
    ).toBeInTheDocument();
  });

  it('changes how often a search is mailed, sending the whole search', async () => {
    const api = stubAlertsApi();
    const { user } = renderAlertsPage();
    await screen.findByText(ocean.name, { selector: 'p' });
    const alerts = within(rowOf(ocean.name)).getByRole('combobox', {
      name: savedSearchText.alertsFor(ocean.name),
    });

    await user.selectOptions(alerts, 'weekly');
    expect(await screen.findByText(alertMessages.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(alerts).toBeEnabled());
    expect(alerts).toHaveValue('weekly');
    expect(api.callsTo(`PUT ${listPath}/${ocean.id}`).map((call) => call.body)).toEqual([
      { query: ocean.query, alerts: 'weekly', name: ocean.name },
    ]);
  });

  it("shows the server's reason when a change fails, and the alerts as they were", async () => {
    stubAlertsApi({
      routes: {
        [`PUT ${listPath}/${ocean.id}`]: () =>
          apiError(404, 'NOT_FOUND', savedSearchMessages.notFound),
      },
    });
    const { user } = renderAlertsPage();
    await screen.findByText(ocean.name, { selector: 'p' });
    const alerts = within(rowOf(ocean.name)).getByRole('combobox', {
      name: savedSearchText.alertsFor(ocean.name),
    });

    await user.selectOptions(alerts, 'off');
    expect(await screen.findByText(savedSearchMessages.notFound)).toBeInTheDocument();
    await waitFor(() => expect(alerts).toBeEnabled());
    expect(alerts).toHaveValue('daily');
  });

  it('renames a search, and a blank name lets the server make one', async () => {
    const api = stubAlertsApi();
    const { user } = renderAlertsPage();
    await screen.findByText(ocean.name, { selector: 'p' });

    await user.click(
      within(rowOf(ocean.name)).getByRole('button', {
        name: `${savedSearchText.rename} ${ocean.name}`,
      }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: savedSearchText.renameTitle }));
    const name = dialog.getByRole('textbox', { name: savedSearchText.nameField });
    expect(name).toHaveValue(ocean.name);
    await user.clear(name);
    await user.type(name, 'Seas and coasts');
    await user.click(dialog.getByRole('button', { name: savedSearchText.renameSubmit }));

    expect(await screen.findByText(savedSearchText.renamed('Seas and coasts'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(searchesSection()).findByText('Seas and coasts', { selector: 'p' }),
    ).toBeInTheDocument();

    await user.click(
      within(rowOf('Seas and coasts')).getByRole('button', {
        name: `${savedSearchText.rename} Seas and coasts`,
      }),
    );
    dialog = within(await screen.findByRole('dialog', { name: savedSearchText.renameTitle }));
    await user.clear(dialog.getByRole('textbox', { name: savedSearchText.nameField }));
    await user.click(dialog.getByRole('button', { name: savedSearchText.renameSubmit }));

    expect(
      await within(searchesSection()).findByText('All organizations', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT ${listPath}/${ocean.id}`).map((call) => call.body)).toEqual([
      { query: ocean.query, alerts: ocean.alerts, name: 'Seas and coasts' },
      { query: ocean.query, alerts: ocean.alerts },
    ]);
  });

  it('deletes a search once confirmed, and not before', async () => {
    const api = stubAlertsApi();
    const { user } = renderAlertsPage();
    await screen.findByText(ocean.name, { selector: 'p' });
    // The row's Delete, named after the search for screen readers (jsdom joins the two words).
    const deleteButton = () =>
      within(rowOf(ocean.name)).getByRole('button', {
        name: new RegExp(`^Delete\\s*${ocean.name}$`),
      });

    await user.click(deleteButton());
    let dialog = within(await screen.findByRole('dialog', { name: savedSearchText.deleteTitle }));
    expect(dialog.getByText(savedSearchText.deleteDescription(ocean.name))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE ${listPath}/${ocean.id}`)).toEqual([]);

    await user.click(deleteButton());
    dialog = within(await screen.findByRole('dialog', { name: savedSearchText.deleteTitle }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(savedSearchText.deleted(ocean.name))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(searchesSection()).queryByText(ocean.name, { selector: 'p' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(searchesSection()).getByText(hiring.name, { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${listPath}/${ocean.id}`)).toHaveLength(1);
  });

  it('says how to save a search when there is none', async () => {
    stubAlertsApi({ searches: [] });
    const { user } = renderAlertsPage();

    expect(await screen.findByText(savedSearchText.listEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: savedSearchText.browseDirectory }));
    expect(await screen.findByText('Directory at /')).toBeInTheDocument();
  });

  it("shows the server's reason when the searches cannot be read", async () => {
    stubAlertsApi({
      routes: {
        [`GET ${listPath}`]: () => apiError(429, 'RATE_LIMITED', 'Too many requests.'),
      },
    });
    renderAlertsPage();
    expect(await within(searchesSection()).findByRole('alert')).toHaveTextContent(
      'Too many requests.',
    );
  });

  it("sets how often the followed organizations' new roles are mailed", async () => {
    const api = stubAlertsApi({ follows: 'weekly' });
    const { user } = renderAlertsPage();
    const follows = await within(followsSection()).findByRole('combobox', {
      name: savedSearchText.followsLabel,
    });
    expect(follows).toHaveValue('weekly');

    await user.selectOptions(follows, 'off');
    expect(await screen.findByText(alertMessages.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(follows).toBeEnabled());
    expect(follows).toHaveValue('off');
    expect(api.callsTo(`PUT ${settingsPath}`).map((call) => call.body)).toEqual([
      { follows: 'off' },
    ]);
  });
});

describe("the dashboard's saved searches card", () => {
  function renderCard() {
    const view = renderRoutes(
      [
        { path: '/dashboard', element: <SavedSearchesCard userId={testUser().id} /> },
        { path: '/dashboard/alerts', element: <p>Saved searches and alerts page</p> },
        { path: '/', element: <Directory /> },
      ],
      {
        initialEntry: '/dashboard',
        providers: (router) => <TestAuthProvider value={fakeAuth()}>{router}</TestAuthProvider>,
      },
    );
    return { ...view, user: userEvent.setup() };
  }

  it('counts the saved searches, opens each, and leads to Manage alerts', async () => {
    stubAlertsApi();
    const { user } = renderCard();
    const card = screen.getByRole('region', { name: savedSearchText.listTitle });

    expect(await within(card).findByText(savedSearchText.count(2))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: ocean.name })).toHaveAttribute(
      'href',
      '/?q=ocean&country=DE',
    );
    await user.click(within(card).getByRole('link', { name: savedSearchText.manage }));
    expect(await screen.findByText('Saved searches and alerts page')).toBeInTheDocument();
  });

  it('says how to save one when there is none', async () => {
    stubAlertsApi({ searches: [] });
    renderCard();
    expect(await screen.findByText(savedSearchText.listEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: savedSearchText.manage })).toHaveAttribute(
      'href',
      '/dashboard/alerts',
    );
  });
});
