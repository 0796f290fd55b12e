import { type MemberOrganization, type Organization, paymentMessages } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  setOrganizationStatus,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';

let testApp: TestApp;
let owner: Member;
let stranger: Member;
let lapsedId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  [owner, stranger] = await Promise.all([
    signUpMember(testApp.app, db),
    signUpMember(testApp.app, db),
  ]);
  const organization = await createOrganization(db, {
    name: 'Harbor Seed Library',
    createdBy: owner.userId,
  });
  await setOrganizationStatus(db, organization.id, 'lapsed');
  lapsedId = organization.id;
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/organizations/:id of a lapsed organization', () => {
  const notPublished = {
    error: {
      code: 'NOT_PUBLISHED',
      message: paymentMessages.notPublishedBody('Harbor Seed Library'),
    },
  };

  it('tells strangers, guests and the signed-out that it is not currently published (410)', async () => {
    const guest = await signInGuest(testApp.app);
    const responses = [
      await testApp.app.inject({ method: 'GET', url: `/api/organizations/${lapsedId}` }),
      await guest.browser.get(`/api/organizations/${lapsedId}`),
      await stranger.browser.get(`/api/organizations/${lapsedId}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(notPublished);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives its owner the whole organization, marked lapsed', async () => {
    const response = await owner.browser.get(`/api/organizations/${lapsedId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Organization };
    expect(data).toMatchObject({
      id: lapsedId,
      name: 'Harbor Seed Library',
      publicationStatus: 'lapsed',
    });
    const mine = (await owner.browser.get('/api/users/organizations')).json() as {
      data: MemberOrganization[];
    };
    expect(mine.data.find((entry) => entry.id === lapsedId)).toMatchObject({
      createdBy: owner.userId,
      publicationStatus: 'lapsed',
      paymentStatus: 'pending',
    });
  });

  it('is published again, to everyone, once it is renewed', async () => {
    const { db } = testApp.database;
    await setOrganizationStatus(db, lapsedId, 'published');
    const response = await stranger.browser.get(`/api/organizations/${lapsedId}`);
    expect(response.statusCode).toBe(200);
    await setOrganizationStatus(db, lapsedId, 'lapsed');
  });
});
