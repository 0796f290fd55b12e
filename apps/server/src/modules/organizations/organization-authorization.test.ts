import type { ApiError, MemberOrganization, Organization } from '@catalyst/shared';
import {
  authMessages,
  organizationFormMessages,
  organizationMessages,
  sessionMessages,
} from '@catalyst/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../lib/public-cache/http-caching.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationCategories, organizations } from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

type Caller = 'owner' | 'other verified user' | 'guest' | 'unverified user' | 'nobody';

let testApp: TestApp;
let owner: Member;
const browsers = {} as Record<Caller, Browser>;
let otherUserId: string;
let pendingId: string;
let publishedId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app, database } = testApp;
  const [ownerMember, other, unverified, guest] = await Promise.all([
    signUpMember(app, database.db),
    signUpMember(app, database.db),
    signUpMember(app, database.db, { verified: false }),
    signInGuest(app),
  ]);
  owner = ownerMember;
  otherUserId = other.userId;
  Object.assign(browsers, {
    owner: owner.browser,
    'other verified user': other.browser,
    guest: guest.browser,
    'unverified user': unverified.browser,
    nobody: new Browser(app),
  });
  const pending = await createOrganization(database.db, {
    createdBy: owner.userId,
    status: 'pending',
    categories: ['education', 'nonprofit'],
    details: { education: 'Free courses.' },
  });
  const published = await createOrganization(database.db, {
    createdBy: owner.userId,
    status: 'published',
    categories: ['climate_action'],
  });
  pendingId = pending.id;
  publishedId = published.id;
});

afterAll(async () => {
  await testApp?.close();
});

/** The organization's row and links exactly as stored, to compare before and after a call. */
async function snapshot(id: string): Promise<string> {
  const db = testApp.database.db;
  const rows = await db.select().from(organizations).where(eq(organizations.id, id));
  const links = await db
    .select()
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id))
    .orderBy(asc(organizationCategories.categoryId));
  return JSON.stringify({ rows, links });
}

const edit = {
  name: 'Taken Over',
  description: 'Someone else wrote this.',
  country: 'FR',
  categoryIds: ['startup'],
};

const create = { name: 'New One', description: 'Created in the matrix.', country: 'DE' };

type Endpoint = 'GET /organizations/:id' | 'PUT' | 'DELETE' | 'GET /users/organizations' | 'POST';

function call(caller: Caller, endpoint: Endpoint, id = pendingId) {
  const browser = browsers[caller];
  switch (endpoint) {
    case 'GET /organizations/:id':
      return browser.get(`/api/organizations/${id}`);
    case 'PUT':
      return browser.request({ method: 'PUT', url: `/api/organizations/${id}`, payload: edit });
    case 'DELETE':
      return browser.delete(`/api/organizations/${id}`);
    case 'GET /users/organizations':
      return browser.get('/api/users/organizations');
    case 'POST':
      return browser.post('/api/organizations', create);
  }
}

const notFound = () => ({ code: 'NOT_FOUND', message: organizationMessages.notFound(pendingId) });
const signedOut = { code: 'UNAUTHENTICATED', message: sessionMessages.notAuthenticated };
const guestRefused = { code: 'UNAUTHENTICATED', message: authMessages.guard.permanentAccount };
const unverifiedRefused = { code: 'EMAIL_NOT_VERIFIED', message: UNVERIFIED_MESSAGE };

describe('who may do what to a pending organization', () => {
  const refusals: Array<[Caller, Endpoint, number, () => ApiError['error']]> = [
    ['other verified user', 'GET /organizations/:id', 404, notFound],
    ['guest', 'GET /organizations/:id', 404, notFound],
    ['unverified user', 'GET /organizations/:id', 404, notFound],
    ['nobody', 'GET /organizations/:id', 404, notFound],
    ['other verified user', 'PUT', 404, notFound],
    ['guest', 'PUT', 401, () => guestRefused],
    ['unverified user', 'PUT', 403, () => unverifiedRefused],
    ['nobody', 'PUT', 401, () => signedOut],
    ['other verified user', 'DELETE', 404, notFound],
    ['guest', 'DELETE', 401, () => guestRefused],
    ['unverified user', 'DELETE', 403, () => unverifiedRefused],
    ['nobody', 'DELETE', 401, () => signedOut],
    ['guest', 'GET /users/organizations', 401, () => guestRefused],
    ['unverified user', 'GET /users/organizations', 403, () => unverifiedRefused],
    ['nobody', 'GET /users/organizations', 401, () => signedOut],
    ['guest', 'POST', 401, () => guestRefused],
    ['unverified user', 'POST', 403, () => unverifiedRefused],
    ['nobody', 'POST', 401, () => signedOut],
  ];

  it.each(refusals)(
    '%s: %s answers %i and changes nothing',
    async (caller, endpoint, status, error) => {
      const before = await snapshot(pendingId);
      const ownedBefore = await testApp.database.db
        .select({ id: organizations.id })
        .from(organizations);
      const response = await call(caller, endpoint);
      expect(response.statusCode, response.body).toBe(status);
      expect((response.json() as ApiError).error).toEqual(error());
      // A refusal that depends on who asks must never be served to others from a cache.
      if (endpoint.startsWith('GET')) expect(response.headers['cache-control']).toBe('no-store');
      expect(await snapshot(pendingId)).toBe(before);
      const ownedAfter = await testApp.database.db
        .select({ id: organizations.id })
        .from(organizations);
      expect(ownedAfter).toHaveLength(ownedBefore.length);
    },
  );

  it('shows another verified user only their own list, without the owner’s organization', async () => {
    const before = await snapshot(pendingId);
    const response = await call('other verified user', 'GET /users/organizations');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: MemberOrganization[] };
    expect(data.every((organization) => organization.createdBy === otherUserId)).toBe(true);
    expect(data.map((organization) => organization.id)).not.toContain(pendingId);
    expect(await snapshot(pendingId)).toBe(before);
  });

  it('lets another verified user create their own organization, never touching the owner’s', async () => {
    const before = await snapshot(pendingId);
    const response = await call('other verified user', 'POST');
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { data: MemberOrganization }).data.createdBy).toBe(otherUserId);
    expect(await snapshot(pendingId)).toBe(before);
  });

  it('refuses a guest before reading the body: 401, not a 400 for a bad one', async () => {
    const response = await browsers.guest.request({
      method: 'PUT',
      url: `/api/organizations/${pendingId}`,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(401);
    const created = await browsers.nobody.post('/api/organizations', {});
    expect(created.statusCode).toBe(401);
  });

  it('lets the owner read, list and edit it', async () => {
    const read = await call('owner', 'GET /organizations/:id');
    expect(read.statusCode).toBe(200);
    const list = await call('owner', 'GET /users/organizations');
    expect((list.json() as { data: Organization[] }).data.map((entry) => entry.id)).toContain(
      pendingId,
    );
    const edited = await call('owner', 'PUT');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { data: Organization }).data).toMatchObject({
      name: 'Taken Over',
      categoryIds: ['startup'],
    });
  });
});

describe('a published organization: others learn it is not theirs', () => {
  it.each(['PUT', 'DELETE'] as const)('another verified user: %s answers 403', async (endpoint) => {
    const before = await snapshot(publishedId);
    const response = await call('other verified user', endpoint, publishedId);
    expect(response.statusCode).toBe(403);
    expect((response.json() as ApiError).error).toEqual({
      code: 'FORBIDDEN',
      message: organizationFormMessages.noPermission,
    });
    expect(await snapshot(publishedId)).toBe(before);
  });

  it('anyone may read it, from the shared cache too', async () => {
    for (const caller of ['nobody', 'guest', 'other verified user'] as const) {
      const response = await call(caller, 'GET /organizations/:id', publishedId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('lets the owner delete it, after which it is gone for everyone', async () => {
    const response = await call('owner', 'DELETE', publishedId);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, publishedId));
    expect(row).toBeUndefined();
    expect((await call('nobody', 'GET /organizations/:id', publishedId)).statusCode).toBe(404);
  });
});
