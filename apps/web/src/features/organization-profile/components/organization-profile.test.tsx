import type { MemberOrganization, Organization } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrganizationPage } from '@/app/routes/organization';
import type { AuthContextValue } from '@/features/auth';
import { TestAuthProvider, fakeAuth, guestAuth } from '@/features/auth/testing';
import {
  asMember,
  testCategories,
  testCountries,
  testGroups,
  testOrganization,
} from '@/features/organizations/testing';

type Reply = { status: number; body: unknown } | 'never';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API as the page sees it: one reply per path, 404 for anything else. `mine` is the
 * signed-in person's own list of organizations.
 */
function stubApi(
  organizationReply: Reply = { status: 200, body: { data: testOrganization } },
  mine: MemberOrganization[] = [],
) {
  const replies: Record<string, Reply> = {
    '/api/users/organizations': { status: 200, body: { data: mine } },
    [`/api/organizations/${testOrganization.slug}`]: organizationReply,
    // Its id and an old slug find it too: the API answers with its current slug.
    [`/api/organizations/${testOrganization.id}`]: organizationReply,
    '/api/organizations/brightfield-solar': organizationReply,
    '/api/categories': { status: 200, body: { data: testCategories } },
    '/api/category-groups': { status: 200, body: { data: testGroups } },
    '/api/countries': { status: 200, body: { data: testCountries } },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0] ?? '';
    const reply = replies[path] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' } },
    };
    if (reply === 'never') return new Promise<Response>(() => undefined);
    return json(reply.body, reply.status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Results() {
  const location = useLocation();
  return <p>Results page{location.search}</p>;
}

function PlanSelection() {
  const location = useLocation();
  return <p>Plan selection for {location.pathname}</p>;
}

function renderPage({
  entries = [`/organizations/${testOrganization.slug}`],
  auth = guestAuth(),
}: { entries?: string[]; auth?: AuthContextValue } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', Component: Results },
      { path: '/organizations/:orgId', Component: OrganizationPage },
      { path: '/organizations/', Component: OrganizationPage },
      { path: '/payments/select/:orgId', Component: PlanSelection },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  // By default a visitor: the page signs them in as a guest, who sees no owner controls.
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { router };
}

const withOrganization = (overrides: Partial<Organization>) => ({
  status: 200,
  body: { data: { ...testOrganization, ...overrides } },
});

/** The profile as anyone gets it, and the signed-in owner's own list, which holds it. */
function stubOwnedProfile(
  overrides: Partial<Organization> = {},
  role: 'owner' | 'editor' = 'owner',
) {
  const organization = { ...testOrganization, ...overrides };
  return stubApi({ status: 200, body: { data: organization } }, [asMember(organization, role)]);
}

const region = (name: string) => screen.getByRole('region', { name });

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('organization profile page', () => {
  beforeEach(() => {
    document.title = '';
    setScrollY(0);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows the organization: name, About, Connect, categories and its info', async () => {
    stubApi();
    renderPage();

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Brightfield Solar Commons');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Brightfield Solar Commons | Catalyst Profiles');

    const about = within(region('About')).getByText(/turns vacant lots/);
    expect(about.textContent).toBe(testOrganization.description);
    expect(about).toHaveClass('whitespace-pre-line');

    expect(screen.getByRole('img', { name: 'Brightfield Solar Commons logo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /banner/ })).not.toBeInTheDocument();

    const info = within(region('Organization Info'));
    expect(info.getByText('Founded Year')).toBeInTheDocument();
    expect(info.getByText('2016')).toBeInTheDocument();
    expect(info.getByText('Detroit, Michigan')).toBeInTheDocument();
    expect(info.getByText('United States')).toBeInTheDocument();
    expect(info.getByText('🇺🇸')).toBeInTheDocument();
  });

  it('links the website by its host name and the other channels that are set, in new tabs', async () => {
    stubApi();
    renderPage();

    const connect = within(await screen.findByRole('region', { name: 'Connect' }));
    const website = connect.getByRole('link', { name: /^brightfield\.example\.org/ });
    expect(website).toHaveAttribute('href', 'https://www.brightfield.example.org/path');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(connect.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      testOrganization.linkedinUrl,
    );
    expect(connect.getByRole('link', { name: /^Blog/ })).toHaveAttribute(
      'href',
      testOrganization.blogUrl,
    );
    expect(connect.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
    expect(connect.getAllByRole('link')).toHaveLength(3);
  });

  it('hides Connect when the organization has no links', async () => {
    stubApi(
      withOrganization({ websiteUrl: null, linkedinUrl: null, twitterUrl: null, blogUrl: null }),
    );
    renderPage();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('lists the categories in saved order in Jump to, without company properties', async () => {
    stubApi();
    renderPage();

    const jumpTo = await screen.findByRole('navigation', { name: 'Jump to' });
    const chips = within(jumpTo).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '🏘️Housing and Cities',
      '📣Community Organizing',
      '⚡Clean Energy',
      '🔁Replication',
    ]);
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      '#category-housing_and_cities',
      '#category-community_organizing',
      '#category-clean_energy',
      '#category-replication',
    ]);

    const cards = within(region('Categories')).getAllByRole('article');
    expect(cards.map((card) => card.id)).toEqual([
      'category-housing_and_cities',
      'category-community_organizing',
      'category-clean_energy',
      'category-replication',
    ]);
  });

  it("shows each category's detail text, the default sentence, and the category image", async () => {
    stubApi();
    renderPage();

    const cleanEnergy = within(await screen.findByRole('article', { name: 'Clean Energy' }));
    expect(
      cleanEnergy.getByRole('heading', { level: 3, name: 'Clean Energy' }),
    ).toBeInTheDocument();
    expect(
      cleanEnergy.getByText('Operates 14 solar gardens with a combined capacity of 6 MW.'),
    ).toBeInTheDocument();
    expect(
      cleanEnergy.getByRole('img', { name: 'Clean Energy at Brightfield Solar Commons' }),
    ).toHaveAttribute('src', 'https://cdn.example.org/gardens.webp');

    const replication = within(screen.getByRole('article', { name: 'Replication' }));
    expect(
      replication.getByText(
        'Brightfield Solar Commons is committed to excellence in the field of Replication',
      ),
    ).toBeInTheDocument();
    expect(replication.queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists company properties in their own card', async () => {
    stubApi();
    renderPage();

    const properties = within(await screen.findByRole('region', { name: 'Company Properties' }));
    expect(properties.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '🧺Cooperative',
      '💚Nonprofit',
    ]);
    expect(screen.queryByRole('article', { name: 'Cooperative' })).not.toBeInTheDocument();
  });

  it('leaves out the Company Properties card and the founded year when there are none', async () => {
    stubApi(
      withOrganization({
        categoryIds: ['clean_energy'],
        categoriesOrder: { clean_energy: 0 },
        foundedYear: null,
      }),
    );
    renderPage();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Company Properties' })).not.toBeInTheDocument();
    expect(within(region('Organization Info')).queryByText('Founded Year')).not.toBeInTheDocument();
  });

  it('shows the banner image when there is one', async () => {
    stubApi(withOrganization({ bannerImage: 'https://cdn.example.org/banner.webp' }));
    renderPage();

    expect(
      await screen.findByRole('img', { name: 'Brightfield Solar Commons banner' }),
    ).toHaveAttribute('src', 'https://cdn.example.org/banner.webp');
  });

  it('glides to a category section from its Jump to chip and moves focus there', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    stubApi();
    renderPage();

    const jumpTo = await screen.findByRole('navigation', { name: 'Jump to' });
    await userEvent.click(within(jumpTo).getByRole('link', { name: /Replication/ }));

    const section = screen.getByRole('article', { name: 'Replication' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(section);
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe('#category-replication');
  });

  it('shows a skeleton while the organization loads', async () => {
    stubApi('never');
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading organization profile');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([404, 400])(
    'says the organization was not found when the API answers %i',
    async (status) => {
      stubApi({ status, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } });
      renderPage();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Organization Not Found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(`Organization with ID ${testOrganization.slug} not found`),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Organization Not Found | Catalyst Profiles');
    },
  );

  it('shows an error with a way back when loading fails otherwise', async () => {
    stubApi({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom.' } } });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'An error occurred while fetching the organization data. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toBeInTheDocument();
    expect(document.title).toBe('Error | Catalyst Profiles');
  });

  it('says a lapsed organization is not currently published, in the server’s words, not 404', async () => {
    const message = 'Brightfield Solar Commons is not currently published. Check back later.';
    stubApi({ status: 410, body: { error: { code: 'NOT_PUBLISHED', message } } });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not currently published' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Organization Not Found')).not.toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(document.title).toBe('Not currently published | Catalyst Profiles');
  });

  it('tells the owner of an unpublished organization that only they see it, with Complete payment', async () => {
    stubOwnedProfile({ publicationStatus: 'pending' });
    renderPage({ auth: fakeAuth() });

    await screen.findByRole('heading', { level: 1 });
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Only you can see this profile until it is published.');
    const pay = within(notice).getByRole('link', { name: 'Complete payment' });
    expect(pay).toHaveAttribute('href', `/payments/select/${testOrganization.id}`);

    await userEvent.click(pay);
    expect(
      await screen.findByText(`Plan selection for /payments/select/${testOrganization.id}`),
    ).toBeInTheDocument();
  });

  it('tells the owner of a lapsed organization that its subscription has ended, with Renew', async () => {
    stubOwnedProfile({ publicationStatus: 'lapsed' });
    renderPage({ auth: fakeAuth() });

    await screen.findByRole('heading', { level: 1 });
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'Your subscription has ended, so only you can see this profile.',
    );
    expect(within(notice).getByRole('link', { name: 'Renew subscription' })).toHaveAttribute(
      'href',
      `/payments/select/${testOrganization.id}`,
    );
  });

  it('offers no payment to an editor, who may not pay (the server refuses it)', async () => {
    stubOwnedProfile({ publicationStatus: 'pending' }, 'editor');
    renderPage({ auth: fakeAuth() });

    await screen.findByRole('heading', { level: 1 });
    const notice = await screen.findByRole('note');
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no notice on a published profile, to its owner or anyone else', async () => {
    stubOwnedProfile();
    renderPage({ auth: fakeAuth() });

    await screen.findByRole('heading', { level: 1 });
    // The owner's controls and notice load together, once the profile knows its owner.
    expect(await screen.findByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it.each([
    ['its id', `/organizations/${testOrganization.id}`],
    ['a slug it had before', '/organizations/brightfield-solar'],
  ])(
    'reached by %s, moves the address to its slug, query and fragment kept, loading it once',
    async (_how, path) => {
      const fetchMock = stubApi();
      const { router } = renderPage({
        entries: ['/', `${path}?ref=newsletter#clean_energy`],
      });

      await screen.findByRole('heading', { level: 1, name: testOrganization.name });
      await vi.waitFor(() =>
        expect(router.state.location.pathname).toBe(`/organizations/${testOrganization.slug}`),
      );
      expect(router.state.location.search).toBe('?ref=newsletter');
      expect(router.state.location.hash).toBe('#clean_energy');
      // Replaced, not pushed: Back still leads where the visitor came from.
      expect(router.state.historyAction).toBe('REPLACE');
      // The organization itself; its open roles are a read of their own.
      const organizationCalls = fetchMock.mock.calls.filter(
        ([input]) =>
          String(input).startsWith('/api/organizations/') && !String(input).includes('/roles'),
      );
      expect(organizationCalls).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(testOrganization.name);
    },
  );

  it('gives the owner who reached it by its slug the actions on its id', async () => {
    stubOwnedProfile({ publicationStatus: 'pending' });
    renderPage({ auth: fakeAuth() });

    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      `/organizations/${testOrganization.id}/edit`,
    );
    expect(
      within(await screen.findByRole('note')).getByRole('link', { name: 'Complete payment' }),
    ).toHaveAttribute('href', `/payments/select/${testOrganization.id}`);
  });

  it('says the id is missing when the address has none', async () => {
    const fetchMock = stubApi();
    renderPage({ entries: ['/organizations/'] });

    expect(await screen.findByText('Organization ID is missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/organizations/),
      expect.anything(),
    );
  });

  it('goes back to the results with their filters when the visitor came from them', async () => {
    stubApi();
    const { router } = renderPage({
      entries: ['/?categories=clean_energy&country=US', `/organizations/${testOrganization.slug}`],
    });

    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Back to results' }));

    expect(
      await screen.findByText('Results page?categories=clean_energy&country=US'),
    ).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
  });

  it('takes a visitor who arrived directly to the directory', async () => {
    stubApi();
    const { router } = renderPage();

    await screen.findByRole('heading', { level: 1 });
    const back = screen.getByRole('link', { name: 'Back to results' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);

    expect(await screen.findByText('Results page')).toBeVisible();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('offers the scroll-to-top button only after 500 px of scrolling', async () => {
    stubApi();
    renderPage();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    setScrollY(640);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });
});
