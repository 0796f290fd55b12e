import { randomUUID } from 'node:crypto';
import {
  type MemberRole,
  organizationFormMessages,
  organizationMessages,
  teamMessages,
} from '@catalyst/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../lib/public-cache/http-caching.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  roleInput,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { photo, imageUpload, multipartBody } from '../../../test/image-fixtures.js';
import { RouteRecorder, targetName } from '../../../test/route-fuzz.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationInvitations, organizationMembers } from '../../db/schema/index.js';
import { SIGNED_OUT_MESSAGE } from '../../plugins/session.js';

/**
 * Every route that acts on one organization, as the app registers them, called by a
 * stranger, a signed-in person who is not part of it, an editor and an owner: editors reach
 * the profile's routes, owners everything, the rest nothing (an unpublished organization is
 * a 404 to them, as if it did not exist; a published one a 403). A route added later that
 * names an organization fails the first test until it is placed in this table.
 */
const recorder = new RouteRecorder();
const testApp = await buildTestApp({
  onRoute: recorder.onRoute,
  mailer: { send: async () => undefined },
});
const { app } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

/** One organization with an owner, an editor, a third member and an open invitation. */
interface Fixture {
  id: string;
  thirdMemberId: string;
  invitationId: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface RouteCase {
  /** Who may: editors (and owners), or owners alone. */
  required: MemberRole;
  /** A read anyone may make of a published organization (its profile, its open roles). */
  publicWhenPublished?: boolean;
  call(fixture: Fixture): Call | Promise<Call>;
}

const profileEdit = {
  name: 'Edited By The Team',
  description: 'Written by one of its people.',
  country: 'FR',
  categoryIds: ['education'],
};

async function logoUpload(id: string): Promise<Call> {
  const body = imageUpload(await photo('png', 64, 64), 'logo.png', 'image/png');
  return {
    method: 'POST',
    url: `/api/organizations/${id}/logo`,
    payload: body.payload,
    headers: body.headers,
  };
}

const routeCases: Record<string, RouteCase> = {
  'GET /api/organizations/:id': {
    required: 'editor',
    publicWhenPublished: true,
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}` }),
  },
  'PUT /api/organizations/:id': {
    required: 'editor',
    call: ({ id }) => ({ method: 'PUT', url: `/api/organizations/${id}`, payload: profileEdit }),
  },
  'DELETE /api/organizations/:id': {
    required: 'owner',
    call: ({ id }) => ({ method: 'DELETE', url: `/api/organizations/${id}` }),
  },
  'POST /api/organizations/:id/logo': { required: 'editor', call: ({ id }) => logoUpload(id) },
  'POST /api/organizations/:id/banner': {
    required: 'editor',
    call: async ({ id }) => ({ ...(await logoUpload(id)), url: `/api/organizations/${id}/banner` }),
  },
  'POST /api/organizations/:id/category/:categoryId/image': {
    required: 'editor',
    call: async ({ id }) => ({
      ...(await logoUpload(id)),
      url: `/api/organizations/${id}/category/education/image`,
    }),
  },
  'DELETE /api/organizations/:id/logo': {
    required: 'editor',
    call: ({ id }) => ({ method: 'DELETE', url: `/api/organizations/${id}/logo` }),
  },
  'DELETE /api/organizations/:id/banner': {
    required: 'editor',
    call: ({ id }) => ({ method: 'DELETE', url: `/api/organizations/${id}/banner` }),
  },
  'DELETE /api/organizations/:id/category/:categoryId/image': {
    required: 'editor',
    call: ({ id }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/category/education/image`,
    }),
  },
  'POST /api/organizations/:id/review-request': {
    required: 'editor',
    call: ({ id }) => ({ method: 'POST', url: `/api/organizations/${id}/review-request` }),
  },
  'GET /api/payments/subscription/:organizationId': {
    required: 'editor',
    call: ({ id }) => ({ method: 'GET', url: `/api/payments/subscription/${id}` }),
  },
  'POST /api/payments/create-checkout-session': {
    required: 'owner',
    call: ({ id }) => ({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      payload: { organizationId: id, plan: 'monthly' },
    }),
  },
  'POST /api/payments/apply-guest-code': {
    required: 'owner',
    call: ({ id }) => ({
      method: 'POST',
      url: '/api/payments/apply-guest-code',
      payload: { organizationId: id, code: 'NOT-A-REAL-CODE' },
    }),
  },
  'GET /api/organizations/:id/members': {
    required: 'editor',
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/members` }),
  },
  'POST /api/organizations/:id/invitations': {
    required: 'owner',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/invitations`,
      payload: { email: `new-${randomUUID()}@example.org`, role: 'editor' },
    }),
  },
  'DELETE /api/organizations/:id/invitations/:invitationId': {
    required: 'owner',
    call: ({ id, invitationId }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/invitations/${invitationId}`,
    }),
  },
  'PUT /api/organizations/:id/members/:userId': {
    required: 'owner',
    call: ({ id, thirdMemberId }) => ({
      method: 'PUT',
      url: `/api/organizations/${id}/members/${thirdMemberId}`,
      payload: { role: 'owner' },
    }),
  },
  'GET /api/organizations/:id/roles': {
    required: 'editor',
    publicWhenPublished: true,
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/roles` }),
  },
  'GET /api/organizations/:id/roles/:roleId': {
    required: 'editor',
    publicWhenPublished: true,
    call: async ({ id }) => ({
      method: 'GET',
      url: `/api/organizations/${id}/roles/${await openRole(id)}`,
    }),
  },
  'POST /api/organizations/:id/roles': {
    required: 'editor',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/roles`,
      payload: roleInput(),
    }),
  },
  'PUT /api/organizations/:id/roles/:roleId': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'PUT',
      url: `/api/organizations/${id}/roles/${await openRole(id)}`,
      payload: roleInput(),
    }),
  },
  'DELETE /api/organizations/:id/roles/:roleId': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/roles/${await openRole(id)}`,
    }),
  },
  'GET /api/organizations/:id/website-verification': {
    required: 'owner',
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/website-verification` }),
  },
  'POST /api/organizations/:id/website-verification/check': {
    required: 'owner',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/website-verification/check`,
      payload: { method: 'meta' },
    }),
  },
  'POST /api/organizations/:id/website-verification/email': {
    required: 'owner',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/website-verification/email`,
      payload: { email: 'team@example.org' },
    }),
  },
  'GET /api/organizations/:id/analytics': {
    required: 'editor',
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/analytics` }),
  },
  'GET /api/organizations/:id/analytics.csv': {
    required: 'editor',
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/analytics.csv` }),
  },
  'POST /api/organizations/:id/media': {
    required: 'editor',
    call: async ({ id }) => {
      const image = await photo('jpeg', 64, 48);
      const body = multipartBody([
        { name: 'alt', body: 'Volunteers at work' },
        { name: 'image', filename: 'gallery.jpg', contentType: 'image/jpeg', body: image },
      ]);
      return {
        method: 'POST',
        url: `/api/organizations/${id}/media`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  'POST /api/organizations/:id/media/videos': {
    required: 'editor',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/media/videos`,
      payload: { url: DEMO_VIDEO_URL },
    }),
  },
  'PUT /api/organizations/:id/media/order': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'PUT',
      url: `/api/organizations/${id}/media/order`,
      payload: { ids: [await galleryVideo(id)] },
    }),
  },
  'DELETE /api/organizations/:id/media/:mediaId': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/media/${await galleryVideo(id)}`,
    }),
  },
  'GET /api/organizations/:id/milestones': {
    required: 'editor',
    publicWhenPublished: true,
    call: ({ id }) => ({ method: 'GET', url: `/api/organizations/${id}/milestones` }),
  },
  'POST /api/organizations/:id/milestones': {
    required: 'editor',
    call: ({ id }) => ({
      method: 'POST',
      url: `/api/organizations/${id}/milestones`,
      payload: milestoneInput,
    }),
  },
  'PUT /api/organizations/:id/milestones/order': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'PUT',
      url: `/api/organizations/${id}/milestones/order`,
      payload: { ids: [await milestone(id)] },
    }),
  },
  'PUT /api/organizations/:id/milestones/:milestoneId': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'PUT',
      url: `/api/organizations/${id}/milestones/${await milestone(id)}`,
      payload: { ...milestoneInput, title: 'Edited by the team' },
    }),
  },
  'DELETE /api/organizations/:id/milestones/:milestoneId': {
    required: 'editor',
    call: async ({ id }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/milestones/${await milestone(id)}`,
    }),
  },
  'DELETE /api/organizations/:id/members/:userId': {
    required: 'owner',
    call: ({ id, thirdMemberId }) => ({
      method: 'DELETE',
      url: `/api/organizations/${id}/members/${thirdMemberId}`,
    }),
  },
};

/** Routes about an organization that anyone may call: not part of the matrix. */
const publicRoutes = new Set([
  'POST /api/organizations/:id/reports',
  // The same report as a plain form, for a browser without JavaScript.
  'POST /organizations/:id/report',
  // A visitor's view, link click and visit through an embed or a feed, counted without
  // personal data.
  'POST /api/organizations/:id/views',
  'POST /api/organizations/:id/link-clicks',
  'POST /api/organizations/:id/referred-views',
  // A listed organization's feed, embed and badge: public reads, 404 or 410 when it is not
  // listed, as its profile (seo/feeds.routes.test.ts, embeds/embeds.routes.test.ts).
  'GET /organizations/:slug/roles.atom',
  'GET /embed/organizations/:slug/roles',
  // Following is the person's own, for any listed organization (follows.routes.test.ts).
  'POST /api/users/me/follows',
  'DELETE /api/users/me/follows/:organizationId',
]);

const organizationRoutes = recorder.routes
  .filter(
    (route) =>
      route.method !== 'HEAD' &&
      !route.url.startsWith('/api/admin/') &&
      (/\/organizations\/:[A-Za-z]+/.test(route.url) ||
        route.bodyKeys.includes('organizationId') ||
        route.url.includes(':organizationId')),
  )
  .map(targetName)
  .filter((name) => !publicRoutes.has(name));

const [owner, editor, outsider] = await Promise.all([
  signUpMember(app, db, { name: 'Olive Owner' }),
  signUpMember(app, db, { name: 'Eddie Editor' }),
  signUpMember(app, db, { name: 'Nora Outsider' }),
]);
const stranger = new Browser(app);

async function fixture(status: 'pending' | 'published'): Promise<Fixture> {
  const organization = await createOrganization(db, {
    createdBy: owner.userId,
    status,
    categories: ['education'],
  });
  const third = `member-${randomUUID()}`;
  await db.insert(organizationMembers).values([
    { organizationId: organization.id, userId: editor.userId, role: 'editor' },
    { organizationId: organization.id, userId: third, role: 'editor' },
  ]);
  const [invitation] = await db
    .insert(organizationInvitations)
    .values({
      organizationId: organization.id,
      email: `invited-${randomUUID()}@example.org`,
      role: 'editor',
      tokenHash: randomUUID(),
      invitedBy: owner.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: organizationInvitations.id });
  return { id: organization.id, thirdMemberId: third, invitationId: invitation!.id };
}

/** A role of the organization, posted by its owner: the target of the role routes. */
async function openRole(organizationId: string): Promise<string> {
  const response = await owner.browser.post(
    `/api/organizations/${organizationId}/roles`,
    roleInput(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=xKxrkht7CpY';
const milestoneInput = { date: '2020-05', title: 'Founded' };

/** A video in the organization's gallery, added by its owner: the target of the media routes. */
async function galleryVideo(organizationId: string): Promise<string> {
  const response = await owner.browser.post(`/api/organizations/${organizationId}/media/videos`, {
    url: DEMO_VIDEO_URL,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

/** A milestone of the organization, added by its owner: the target of the milestone routes. */
async function milestone(organizationId: string): Promise<string> {
  const response = await owner.browser.post(
    `/api/organizations/${organizationId}/milestones`,
    milestoneInput,
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

async function send(browser: Browser, call: Call) {
  return browser.request(call);
}

const caseOf = (name: string) => {
  const found = routeCases[name];
  if (!found) throw new Error(`${name} is not placed in the membership matrix`);
  return found;
};

describe('the routes that act on one organization', () => {
  it('are all placed in the matrix: profile, images, billing, team', () => {
    expect(organizationRoutes).toEqual(
      expect.arrayContaining([
        'PUT /api/organizations/:id',
        'DELETE /api/organizations/:id',
        'POST /api/organizations/:id/logo',
        'POST /api/payments/create-checkout-session',
        'POST /api/payments/apply-guest-code',
        'GET /api/organizations/:id/members',
        'POST /api/organizations/:id/invitations',
      ]),
    );
    const unplaced = organizationRoutes.filter((name) => !(name in routeCases));
    expect(unplaced).toEqual([]);
  });

  describe.each(Object.keys(routeCases))('%s', (name) => {
    const route = caseOf(name);

    it('an unpublished organization: nothing for strangers and non-members', async () => {
      const org = await fixture('pending');
      const signedOut = await send(stranger, await route.call(org));
      if (route.publicWhenPublished) {
        expect(signedOut.statusCode).toBe(404);
      } else {
        expect(signedOut.statusCode, signedOut.body).toBe(401);
        expect(signedOut.json()).toEqual({
          error: { code: 'UNAUTHENTICATED', message: SIGNED_OUT_MESSAGE },
        });
      }
      const outside = await send(outsider.browser, await route.call(org));
      expect(outside.statusCode, outside.body).toBe(404);
      expect(outside.json()).toEqual({
        error: { code: 'NOT_FOUND', message: organizationMessages.notFound(org.id) },
      });
    });

    it(`an unpublished organization: ${route.required === 'editor' ? 'editors and owners' : 'owners only'}`, async () => {
      const org = await fixture('pending');
      const byEditor = await send(editor.browser, await route.call(org));
      if (route.required === 'owner') {
        expect(byEditor.statusCode, byEditor.body).toBe(403);
        expect(byEditor.json()).toEqual({
          error: { code: 'FORBIDDEN', message: teamMessages.ownersOnly },
        });
      } else {
        expect([401, 403, 404], byEditor.body).not.toContain(byEditor.statusCode);
        expect(byEditor.statusCode, byEditor.body).toBeLessThan(500);
      }
      const byOwner = await send(owner.browser, await route.call(org));
      expect([401, 403, 404], byOwner.body).not.toContain(byOwner.statusCode);
      expect(byOwner.statusCode, byOwner.body).toBeLessThan(500);
    });

    it('a published organization: a signed-in non-member is refused (403)', async () => {
      const org = await fixture('published');
      const outside = await send(outsider.browser, await route.call(org));
      if (route.publicWhenPublished) {
        expect(outside.statusCode, outside.body).toBe(200);
        return;
      }
      expect(outside.statusCode, outside.body).toBe(403);
      expect(outside.json()).toEqual({
        error: { code: 'FORBIDDEN', message: organizationFormMessages.noPermission },
      });
    });
  });
});

describe('what the organization says of the caller', () => {
  it('is their role, in their own list of organizations: owner, editor, or nothing', async () => {
    const org = await fixture('published');
    const roleSeenBy = async (member: Member) =>
      (
        (await member.browser.get('/api/users/organizations')).json() as {
          data: Array<{ id: string; viewerRole: MemberRole }>;
        }
      ).data.find((entry) => entry.id === org.id)?.viewerRole ?? null;
    expect(await roleSeenBy(owner)).toBe('owner');
    expect(await roleSeenBy(editor)).toBe('editor');
    expect(await roleSeenBy(outsider)).toBeNull();
  });

  it('is not in the profile, which is the same for its people and strangers, and may be cached', async () => {
    const org = await fixture('published');
    const mine = await editor.browser.get(`/api/organizations/${org.id}`);
    const theirs = await stranger.get(`/api/organizations/${org.id}`);
    expect(mine.body).toBe(theirs.body);
    expect(mine.body).not.toContain('viewerRole');
    expect(mine.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(theirs.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});
