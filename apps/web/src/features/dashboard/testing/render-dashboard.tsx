import {
  type MemberOrganization,
  slugify,
  type SignInProvider,
  type UserProfile,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { FlashMessage } from '@/components/flash-message';
import { Toaster } from '@/components/ui/sonner';
import { AuthContext, type AuthContextValue, type AuthUser } from '@/features/auth/auth-context';
import { Dashboard } from '../components/dashboard';

export const testUser: AuthUser = {
  id: 'user-1',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  image: null,
  emailVerified: true,
  isAnonymous: false,
};

export function testProfile(providers: SignInProvider[] = ['password']): UserProfile {
  return {
    uid: testUser.id,
    email: testUser.email,
    displayName: testUser.name,
    photoURL: null,
    isAnonymous: false,
    emailVerified: true,
    createdAt: '2024-01-15T12:00:00.000Z',
    providers,
    role: 'member',
  };
}

/** One of the user's organizations, as their own list gives it. */
export function testOrganization(overrides: Partial<MemberOrganization> = {}): MemberOrganization {
  const name = overrides.name ?? 'Green Futures';
  return {
    id: 'org-1',
    slug: slugify(name),
    name,
    description: 'Planting trees.',
    logo: null,
    categoryIds: [],
    country: 'DE',
    location: 'Berlin',
    websiteVerified: null,
    bannerImage: null,
    categoriesOrder: {},
    categoriesDetails: {},
    categoryImages: {},
    foundedYear: null,
    websiteUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    blogUrl: null,
    media: [],
    createdBy: testUser.id,
    paymentStatus: 'paid',
    publicationStatus: 'published',
    subscriptionType: 'monthly',
    createdAt: '2024-02-01T00:00:00.000Z',
    updatedAt: '2024-02-01T00:00:00.000Z',
    moderation: null,
    viewerRole: 'owner',
    ...overrides,
  };
}

export interface Reply {
  status: number;
  body?: unknown;
}

export const ok = (data: unknown): Reply => ({ status: 200, body: { data } });
export const apiError = (status: number, message: string, code = 'ERROR'): Reply => ({
  status,
  body: { error: { code, message } },
});
const notFound = apiError(404, 'The requested resource was not found.', 'NOT_FOUND');

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server as the dashboard sees it: one reply per 'METHOD /path' (the API and Better
 * Auth's endpoints alike), 404 for anything else. Every request is recorded, in order.
 */
export function stubServer(replies: Record<string, Reply | (() => Reply)> = {}) {
  const requests: RecordedRequest[] = [];
  const defaults: Record<string, Reply> = {
    'GET /api/users/profile': ok(testProfile()),
    'GET /api/users/organizations': ok([]),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({ method, path: url.pathname, body: rawBody ? JSON.parse(rawBody) : undefined });
    const key = `${method} ${url.pathname}`;
    const entry = replies[key] ?? defaults[key] ?? notFound;
    const reply = typeof entry === 'function' ? entry() : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

function LoginPage() {
  const state = useLocation().state as { message?: string; from?: { pathname: string } } | null;
  return (
    <div>
      <p>Login page</p>
      <p data-testid="login-message">{state?.message}</p>
      <p data-testid="login-from">{state?.from?.pathname}</p>
    </div>
  );
}

function HomePage() {
  return (
    <div>
      <p>Home page</p>
      <FlashMessage />
    </div>
  );
}

export function renderDashboard({
  path = '/dashboard',
  state,
  user = testUser,
  auth: authOverrides = {},
  Page = Dashboard,
}: {
  path?: string;
  state?: unknown;
  user?: AuthUser | null;
  auth?: Partial<AuthContextValue>;
  /** The screen mounted on the dashboard's routes: the feature's, or the guarded route's. */
  Page?: ComponentType;
} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth: AuthContextValue = {
    status: 'signed-in',
    user,
    isVerified: true,
    refresh: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...authOverrides,
  };
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomePage },
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', Component: Page },
      { path: '/profile', Component: Page },
      { path: '/dashboard/organizations', Component: Page },
      { path: '/dashboard/settings', Component: Page },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, auth, queryClient };
}
