import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SubmitOrganizationPage } from '@/app/routes/submit-organization';
import { dashboardKeys } from '@/lib/query-keys';
import { TestAuthProvider, fakeAuth, guestAuth, testUser } from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import type { AuthContextValue } from '@/features/auth';

const countries = [
  { code: 'DE', name: 'Germany', flagEmoji: '🇩🇪' },
  { code: 'KE', name: 'Kenya', flagEmoji: '🇰🇪' },
];
const createdId = '8d2c7a9e-1f0b-4c3a-9e5d-6b7a8c9d0e1f';

function PaymentSelectPage() {
  const { orgId } = useParams();
  const state = useLocation().state as unknown;
  return (
    <div>
      <p>Plan selection for {orgId}</p>
      <p data-testid="route-state">{JSON.stringify(state)}</p>
    </div>
  );
}

function LoginPage() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Login page: {state?.message}</p>;
}

function renderPage(routes: Record<string, StubHandler> = {}, auth: AuthContextValue = fakeAuth()) {
  const api = stubFetch({
    'GET /api/countries': () => jsonResponse(200, { data: countries }),
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/submit-organization', Component: SubmitOrganizationPage },
      { path: '/payments/select/:orgId', Component: PaymentSelectPage },
      { path: '/login', Component: LoginPage },
    ],
    { initialEntries: ['/submit-organization'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider value={auth}>
        <RouterProvider router={router} />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  return { api, router, queryClient, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Create Organization' });

const countryInput = () => screen.getByRole('combobox', { name: 'Country' });

/** Types the country's name and presses Enter, as a person would. */
async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(countryInput()).toBeEnabled());
  await user.type(countryInput(), `${name}{Enter}`);
}

// jsdom lays nothing out; the open list scrolls its selected option into view.
const originalScrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('/submit-organization', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the create form with its heading and title', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a New Organization' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create Organization | Catalyst Profiles');
    expect(field('Organization name')).toBeInTheDocument();
    expect(field('Description')).toBeInTheDocument();
    expect(field('Location')).toBeInTheDocument();
    expect(field('Website')).toBeInTheDocument();
    // Every country is offered, with its flag.
    await waitFor(() => expect(countryInput()).toBeEnabled());
    expect(countryInput()).toHaveAttribute('placeholder', 'Select a country');
    await userEvent.click(countryInput());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['🇩🇪Germany', '🇰🇪Kenya']);
  });

  it('sends guests to /login with the product message', () => {
    renderPage({}, guestAuth());
    expect(
      screen.getByText(
        'Login page: Please sign in with a permanent account to create organizations',
      ),
    ).toBeInTheDocument();
  });

  it('names each missing required field with the product message, focuses the first and sends nothing', async () => {
    const { api, user } = renderPage();
    await user.click(submitButton());

    expect(await screen.findByText('Please provide an organization name')).toBeInTheDocument();
    expect(screen.getByText('Please provide an organization description')).toBeInTheDocument();
    expect(screen.getByText('Please select a country')).toBeInTheDocument();
    expect(field('Organization name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Organization name')).toHaveAccessibleDescription(
      'Please provide an organization name',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Please select a country',
    );
    expect(field('Organization name')).toHaveFocus();
    expect(api.callsTo('POST /api/organizations')).toHaveLength(0);
  });

  it('focuses the country when it is the first thing missing', async () => {
    const { user } = renderPage();
    await user.type(field('Organization name'), 'Green Futures');
    await user.type(field('Description'), 'Planting trees.');
    await user.type(field('Website'), 'not a url');
    await user.click(submitButton());
    expect(await screen.findByText('Please select a country')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  });

  it('adds https:// to the website on leaving the field and refuses what is no web address', async () => {
    const { user } = renderPage();
    const website = field('Website');
    await user.type(website, 'example.org');
    await user.tab();
    expect(website).toHaveValue('https://example.org');
    expect(website).not.toHaveAttribute('aria-invalid');

    await user.clear(website);
    await user.type(website, 'not a url');
    await user.tab();
    expect(website).toHaveValue('https://not a url');
    expect(await screen.findByText('Please enter a valid URL (e.g., example.org)')).toBeVisible();
    expect(website).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the description, warning under 10% left and turning red at the limit', async () => {
    const { user } = renderPage();
    const description = field('Description');
    const counter = () => screen.getByText(/\/ 1000/);
    expect(counter()).toHaveTextContent('0 / 1000 characters');
    expect(counter()).toHaveAttribute('data-state', 'ok');

    await user.click(description);
    await user.paste('a'.repeat(901));
    expect(counter()).toHaveTextContent('901 / 1000 characters');
    expect(counter()).toHaveAttribute('data-state', 'warning');

    await user.paste('b'.repeat(200));
    expect(description).toHaveValue(`${'a'.repeat(901)}${'b'.repeat(99)}`);
    expect(counter()).toHaveTextContent('1000 / 1000 characters');
    expect(counter()).toHaveAttribute('data-state', 'limit');
  });

  it('creates the organization, shows Creating..., and continues to plan selection as newly created', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, router, queryClient, user } = renderPage({
      'POST /api/organizations': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const ownList = dashboardKeys.organizations(testUser().id);
    queryClient.setQueryData(ownList, []);

    await user.type(field('Organization name'), '  Green Futures ');
    await user.type(field('Description'), 'Planting trees.');
    await chooseCountry(user, 'Kenya');
    await user.type(field('Location'), 'Nairobi');
    await user.type(field('Website'), 'greenfutures.example.org');
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    const [request] = api.callsTo('POST /api/organizations');
    expect(request?.body).toEqual({
      name: 'Green Futures',
      description: 'Planting trees.',
      country: 'KE',
      location: 'Nairobi',
      foundedYear: null,
      websiteUrl: 'https://greenfutures.example.org',
      linkedinUrl: null,
      twitterUrl: null,
      blogUrl: null,
    });

    answer(jsonResponse(201, { data: { id: createdId, name: 'Green Futures' } }));
    expect(await screen.findByText(`Plan selection for ${createdId}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payments/select/${createdId}`);
    expect(router.state.location.state).toEqual({ newlyCreated: true });
    expect(queryClient.getQueryState(ownList)?.isInvalidated).toBe(true);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    const { user } = renderPage({
      'POST /api/organizations': () =>
        apiError(
          409,
          'LIMIT_REACHED',
          'You already have 10 unpublished organizations. Publish or delete one before creating another.',
        ),
    });
    await user.type(field('Organization name'), 'Green Futures');
    await user.type(field('Description'), 'Planting trees.');
    await chooseCountry(user, 'Germany');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 10 unpublished organizations. Publish or delete one before creating another.',
    );
    expect(field('Organization name')).toHaveValue('Green Futures');
    expect(field('Description')).toHaveValue('Planting trees.');
    expect(countryInput()).toHaveValue('Germany');
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to the product message when the server fails', async () => {
    const { router, user } = renderPage({
      'POST /api/organizations': () => apiError(500, 'INTERNAL', 'Something broke'),
    });
    await user.type(field('Organization name'), 'Green Futures');
    await user.type(field('Description'), 'Planting trees.');
    await chooseCountry(user, 'Germany');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create organization. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/submit-organization');
  });
});
