import type { ApiError, FollowList, FollowState } from '@catalyst/shared';
import {
  authMessages,
  FOLLOWS_PER_USER_MAX,
  followMessages,
  sessionMessages,
} from '@catalyst/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  setOrganizationStatus,
  signUpCast,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationFollows, organizations } from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

let testApp: TestApp;
let follower: Member;
let other: Member;
let unverified: Member;
let guest: Browser;

const FOLLOWS = '/api/users/me/follows';
const db = () => testApp.database.db;
const errorOf = (response: { json(): unknown }) => (response.json() as ApiError).error;
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

const follow = (browser: Browser, organizationId: string) =>
  browser.post(FOLLOWS, { organizationId });
const unfollow = (browser: Browser, organizationId: string) =>
  browser.delete(`${FOLLOWS}/${organizationId}`);
async function followedIds(browser: Browser): Promise<string[]> {
  const response = await browser.get(FOLLOWS);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<FollowList>(response).items.map((item) => item.organization.id);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  let stranger: Member;
  ({ owner: follower, stranger, unverified, guest } = await signUpCast(testApp.app, db()));
  other = stranger;
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may follow', () => {
  it('a verified account only: nobody and a guest 401, an unverified account 403', async () => {
    const organization = await createOrganization(db());
    const nobody = new Browser(testApp.app);
    const cases: Array<[Browser, number, string]> = [
      [nobody, 401, sessionMessages.notAuthenticated],
      [guest, 401, authMessages.guard.permanentAccount],
      [unverified.browser, 403, UNVERIFIED_MESSAGE],
    ];
    for (const [browser, status, message] of cases) {
      for (const response of [
        await follow(browser, organization.id),
        await browser.get(FOLLOWS),
        await unfollow(browser, organization.id),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(errorOf(response).message).toBe(message);
      }
    }
    // Who asks is checked before the body is read: a guest's malformed body is still a 401.
    expect((await guest.post(FOLLOWS, { organizationId: 'not an id' })).statusCode).toBe(401);
    const rows = await db()
      .select()
      .from(organizationFollows)
      .where(eq(organizationFollows.organizationId, organization.id));
    expect(rows).toEqual([]);
  });
});

describe('following and unfollowing', () => {
  it('follows once, answers the same to a repeat, lists it as a card, and unfollows', async () => {
    const member = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), {
      name: 'Tidewater Commons',
      categories: ['clean_energy'],
    });

    const first = await follow(member.browser, organization.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(dataOf<FollowState>(first)).toEqual({
      organizationId: organization.id,
      following: true,
    });
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await follow(member.browser, organization.id);
    expect(again.statusCode).toBe(200);
    expect(dataOf<FollowState>(again).following).toBe(true);

    const listed = await member.browser.get(FOLLOWS);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const [item, ...rest] = dataOf<FollowList>(listed).items;
    expect(rest).toEqual([]);
    expect(item?.organization).toMatchObject({
      id: organization.id,
      slug: organization.slug,
      name: 'Tidewater Commons',
      categoryIds: ['clean_energy'],
      country: 'DE',
      websiteVerified: null,
    });
    expect(Date.parse(item?.followedAt ?? '')).not.toBeNaN();

    const stopped = await unfollow(member.browser, organization.id);
    expect(stopped.statusCode).toBe(200);
    expect(dataOf<FollowState>(stopped)).toEqual({
      organizationId: organization.id,
      following: false,
    });
    expect(await followedIds(member.browser)).toEqual([]);
    // Unfollowing what one does not follow is the same answer: nothing to undo.
    expect((await unfollow(member.browser, organization.id)).statusCode).toBe(200);
    expect((await unfollow(member.browser, randomUUID())).statusCode).toBe(200);
  });

  it('lists newest first', async () => {
    const member = await signUpMember(testApp.app, db());
    const older = await createOrganization(db());
    const newer = await createOrganization(db());
    expect((await follow(member.browser, older.id)).statusCode).toBe(201);
    expect((await follow(member.browser, newer.id)).statusCode).toBe(201);
    await db()
      .update(organizationFollows)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationFollows.organizationId, older.id));
    expect(await followedIds(member.browser)).toEqual([newer.id, older.id]);
  });

  it('refuses an organization that is not listed, without telling whether it exists', async () => {
    const pending = await createOrganization(db(), { status: 'pending' });
    const lapsed = await createOrganization(db(), { status: 'lapsed' });
    const hidden = await createOrganization(db());
    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Under review.' })
      .where(eq(organizations.id, hidden.id));
    for (const id of [pending.id, lapsed.id, hidden.id, randomUUID()]) {
      const response = await follow(follower.browser, id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: followMessages.notFound });
    }
    for (const body of [{ organizationId: 'tidewater-commons' }, {}, { organizationId: 7 }]) {
      expect((await follower.browser.post(FOLLOWS, body)).statusCode).toBe(400);
    }
    expect((await unfollow(follower.browser, 'not-an-id')).statusCode).toBe(400);
  });

  it('keeps a follow while its organization is unlisted, listing it again once public', async () => {
    const member = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db());
    expect((await follow(member.browser, organization.id)).statusCode).toBe(201);

    await setOrganizationStatus(db(), organization.id, 'lapsed');
    expect(await followedIds(member.browser)).toEqual([]);
    await setOrganizationStatus(db(), organization.id, 'published');
    expect(await followedIds(member.browser)).toEqual([organization.id]);

    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Under review.' })
      .where(eq(organizations.id, organization.id));
    expect(await followedIds(member.browser)).toEqual([]);
    await db()
      .update(organizations)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(organizations.id, organization.id));
    expect(await followedIds(member.browser)).toEqual([organization.id]);
  });

  it('goes with a deleted organization', async () => {
    const member = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db());
    expect((await follow(member.browser, organization.id)).statusCode).toBe(201);
    await db().delete(organizations).where(eq(organizations.id, organization.id));
    const rows = await db()
      .select()
      .from(organizationFollows)
      .where(eq(organizationFollows.userId, member.userId));
    expect(rows).toEqual([]);
  });
});

describe('privacy', () => {
  it('a person’s follows are theirs: another account neither sees nor changes them', async () => {
    const organization = await createOrganization(db());
    expect((await follow(follower.browser, organization.id)).statusCode).toBe(201);
    expect(await followedIds(other.browser)).not.toContain(organization.id);
    // Another's unfollow of the same organization touches their own follows only.
    expect((await unfollow(other.browser, organization.id)).statusCode).toBe(200);
    expect(await followedIds(follower.browser)).toContain(organization.id);
  });
});

describe('the limit', () => {
  it(`stops at ${FOLLOWS_PER_USER_MAX} follows, a repeat of one of them still answering 200`, async () => {
    const member = await signUpMember(testApp.app, db());
    const existing: string[] = [];
    for (let i = 0; i < FOLLOWS_PER_USER_MAX; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => createOrganization(db())));
      existing.push(...batch.map((organization) => organization.id));
    }
    await db()
      .insert(organizationFollows)
      .values(existing.map((organizationId) => ({ userId: member.userId, organizationId })));

    const oneMore = await createOrganization(db());
    const refused = await follow(member.browser, oneMore.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: followMessages.tooMany });
    expect((await follow(member.browser, existing[0]!)).statusCode).toBe(200);

    // Room made, two at once cannot both take the one place left.
    expect((await unfollow(member.browser, existing[0]!)).statusCode).toBe(200);
    const contenders = await Promise.all([createOrganization(db()), createOrganization(db())]);
    const answers = await Promise.all(
      contenders.map((organization) => follow(member.browser, organization.id)),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await followedIds(member.browser)).length).toBe(FOLLOWS_PER_USER_MAX);
  });
});
