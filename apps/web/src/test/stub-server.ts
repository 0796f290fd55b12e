import {
  type MemberOrganization,
  slugify,
  type SignInProvider,
  type UserProfile,
} from '@catalyst/shared';
import { vi } from 'vitest';

/** The signed-in person the stub server answers for (an auth user, as the session gives it). */
export const testUser = {
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

interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server as a signed-in page sees it: one reply per 'METHOD /path' (the API and Better
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
