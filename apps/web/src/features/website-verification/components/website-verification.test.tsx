import {
  websiteVerificationMessages as text,
  type WebsiteCheckResult,
  type WebsiteVerification,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { apiError, ok, stubServer, testOrganization, testUser } from '@/test/stub-server';
import { organization as cardData } from '@/features/organizations/testing';
import { OrganizationCard, publicProfileOf } from '@/features/organizations';
import { ConfirmWebsiteEmail } from './confirm-website-email';
import { WebsiteVerificationPage } from './website-verification-page';

const ORG_ID = '0f9e8d7c-6b5a-4c3d-8e1f-a2b3c4d5e6f7';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const state = (overrides: Partial<WebsiteVerification> = {}): WebsiteVerification => ({
  website: 'https://www.example.org/',
  domain: 'example.org',
  verified: null,
  token: TOKEN,
  fileUrl: 'https://www.example.org/.well-known/catalyst-verification.txt',
  pageUrl: 'https://www.example.org/',
  metaTag: `<meta name="catalyst-verification" content="${TOKEN}">`,
  ...overrides,
});

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: AuthContextValue = {
    status: 'signed-in',
    user: testUser,
    isVerified: true,
    refresh: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/organizations/:orgId/edit/website',
        element: <WebsiteVerificationPage orgId={ORG_ID} />,
      },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [`/organizations/${ORG_ID}/edit/website`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const base = `/api/organizations/${ORG_ID}/website-verification`;

/** The profile as anyone gets it, and the signed-in person's own list, with their role in it. */
const organizationOf = (viewerRole: 'owner' | 'editor') => {
  const organization = testOrganization({ id: ORG_ID, viewerRole });
  return {
    [`GET /api/organizations/${ORG_ID}`]: ok(publicProfileOf(organization)),
    'GET /api/users/organizations': ok([organization]),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the website verification page', () => {
  it('shows an owner the three ways, with the code to copy', async () => {
    stubServer({
      ...organizationOf('owner'),
      [`GET ${base}`]: ok(state()),
    });
    renderPage();
    await screen.findByText(/example\.org is not verified yet/);
    for (const name of ['Upload a file', 'Add a meta tag', 'Confirm by email']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('group', { name: 'Code' })).getByText(TOKEN),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Meta tag' })).getByText(state().metaTag),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('says why a check failed, then that the website is verified', async () => {
    const failed: WebsiteCheckResult = {
      verified: false,
      reason: text.fileWithoutCode,
      verification: state(),
    };
    const verified: WebsiteCheckResult = {
      verified: true,
      reason: null,
      verification: state({
        verified: { at: '2026-11-25T10:00:00.000Z', method: 'file', domain: 'example.org' },
      }),
    };
    const replies = [failed, verified];
    const { requests } = stubServer({
      ...organizationOf('owner'),
      [`GET ${base}`]: ok(state()),
      [`POST ${base}/check`]: () => ok(replies.shift()),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(text.fileWithoutCode)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(text.verified('example.org'))).toBeInTheDocument();
    expect(await screen.findByText(/Verified by a file on/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { method: 'file' },
      { method: 'file' },
    ]);
  });

  it('refuses an address at another domain before asking the server', async () => {
    const { requests } = stubServer({
      ...organizationOf('owner'),
      [`GET ${base}`]: ok(state()),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'me@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(text.emailOtherDomain('example.org'))).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/email'))).toBe(false);
  });

  it('tells an editor that verifying is for owners, without asking for the code', async () => {
    const { requests } = stubServer({
      ...organizationOf('editor'),
    });
    renderPage();
    expect(await screen.findByText(text.ownersOnly)).toBeInTheDocument();
    expect(requests.some((request) => request.path === base)).toBe(false);
  });

  it('asks for a website first when the profile has none', async () => {
    stubServer({
      ...organizationOf('owner'),
      [`GET ${base}`]: ok(state({ website: null, domain: null, fileUrl: null, pageUrl: null })),
    });
    renderPage();
    expect(await screen.findByText(text.noWebsite, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
  });
});

describe('the emailed link’s page', () => {
  function renderConfirm() {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ConfirmWebsiteEmail token={'t'.repeat(43)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('confirms only on a click, then links to the profile', async () => {
    const { requests } = stubServer({
      'POST /api/website-verification/confirm': ok({
        organizationId: ORG_ID,
        slug: 'green-futures',
        name: 'Green Futures',
        domain: 'example.org',
      }),
    });
    renderConfirm();
    expect(requests).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm the website' }));
    expect(await screen.findByText(text.confirmed('example.org'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the profile of Green Futures' })).toHaveAttribute(
      'href',
      '/organizations/green-futures',
    );
    expect(requests[0]?.body).toEqual({ token: 't'.repeat(43) });
  });

  it('says when the link no longer works', async () => {
    stubServer({
      'POST /api/website-verification/confirm': apiError(404, text.linkInvalid, 'NOT_FOUND'),
    });
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm the website' }));
    expect(await screen.findByText(text.linkInvalid)).toBeInTheDocument();
  });
});

describe('the verified badge on a card', () => {
  it('shows on a verified organization’s card, explained, and is part of its description', () => {
    const organization = cardData({ websiteVerified: { domain: 'example.org' } });
    render(
      <MemoryRouter>
        <OrganizationCard organization={organization} categories={[]} country={undefined} />
      </MemoryRouter>,
    );
    const badge = screen.getByText(text.badge);
    expect(badge).toHaveAttribute('title', text.badgeExplanation('example.org'));
    expect(screen.getByRole('link')).toHaveAccessibleDescription(
      expect.stringContaining(text.badgeExplanation('example.org')),
    );
  });

  it('is absent otherwise', () => {
    render(
      <MemoryRouter>
        <OrganizationCard organization={cardData()} categories={[]} country={undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(text.badge)).not.toBeInTheDocument();
  });
});
