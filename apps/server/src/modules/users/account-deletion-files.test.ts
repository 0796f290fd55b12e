import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import {
  createOrganization,
  setOrganizationImages,
  signInGuest,
  signUpMember,
} from '../../../test/factories.js';
import { organizationCategories, organizations, sessions, users } from '../../db/schema/index.js';
import { createImageFiles } from '../../lib/image-storage/image-files.js';
import { createBackoffStore } from '../auth/attempt-backoff.js';
import { createPasswordAttempts } from '../auth/password-attempts.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

let testApp: TestAppWithFiles;
let storage: TestAppWithFiles['storage'];

beforeAll(async () => {
  testApp = await buildTestAppWithFiles('catalyst-account-files-');
  storage = testApp.storage;
});

afterAll(async () => {
  await testApp?.close();
});

const storedImage = () => testApp.storeImage();
const filesOf = (url: string) => testApp.filesOf(url);

/** Two organizations of the user, each with a logo, a banner and category images. */
async function organizationsWithImages(userId: string) {
  const db = testApp.database.db;
  const urls: string[] = [];
  const ids: string[] = [];
  for (const status of ['published', 'pending'] as const) {
    const row = await createOrganization(db, {
      createdBy: userId,
      status,
      categories: ['education', 'ngo'],
    });
    const images = {
      logo: await storedImage(),
      banner: await storedImage(),
      categories: { education: await storedImage(), ngo: await storedImage() },
    };
    await setOrganizationImages(db, row.id, images);
    urls.push(images.logo, images.banner, ...Object.values(images.categories));
    ids.push(row.id);
  }
  return { ids, urls };
}

async function remainingRows(ids: string[]) {
  const db = testApp.database.db;
  return {
    organizations: await db.select().from(organizations).where(inArray(organizations.id, ids)),
    links: await db
      .select()
      .from(organizationCategories)
      .where(inArray(organizationCategories.organizationId, ids)),
  };
}

describe('deleting an account removes the image files of its organizations', () => {
  it('DELETE /api/users/me: rows and files gone, another user’s files kept', async () => {
    const { app, database } = testApp;
    const member = await signUpMember(app, database.db);
    const bystander = await signUpMember(app, database.db);
    const mine = await organizationsWithImages(member.userId);
    const theirs = await organizationsWithImages(bystander.userId);
    for (const url of mine.urls) expect(await filesOf(url)).toHaveLength(2);

    const response = await member.browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: member.password,
    });
    expect(response.statusCode, response.body).toBe(200);

    expect(await remainingRows(mine.ids)).toEqual({ organizations: [], links: [] });
    await testApp.app.jobs.idle();
    for (const url of mine.urls) expect(await filesOf(url)).toEqual([]);
    for (const url of theirs.urls) expect(await filesOf(url)).toHaveLength(2);
  });

  it('a refused deletion (wrong password) keeps rows and files', async () => {
    const { app, database } = testApp;
    const member = await signUpMember(app, database.db);
    const mine = await organizationsWithImages(member.userId);
    const response = await member.browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: 'not the password',
    });
    expect(response.statusCode).toBe(403);
    expect((await remainingRows(mine.ids)).organizations).toHaveLength(2);
    for (const url of mine.urls) expect(await filesOf(url)).toHaveLength(2);
  });

  it('the stale-guest cleanup removes the files of what the guests left', async () => {
    const db = testApp.database.db;
    const guest = await signInGuest(testApp.app);
    const active = await signInGuest(testApp.app);
    const stale = await organizationsWithImages(guest.userId);
    const kept = await organizationsWithImages(active.userId);
    const longAgo = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000);
    await db.update(users).set({ updatedAt: longAgo }).where(eq(users.id, guest.userId));
    await db.update(sessions).set({ updatedAt: longAgo }).where(eq(sessions.userId, guest.userId));

    const service = createUsersService({
      repository: createUsersRepository(db),
      passwords: { verify: async () => false },
      passwordAttempts: createPasswordAttempts(createBackoffStore(db)),
      imageFiles: createImageFiles(storage, testApp.app.jobs),
    });
    const cutoff = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    expect(await service.deleteStaleGuests(cutoff)).toBe(1);
    await testApp.app.jobs.idle();

    expect(await remainingRows(stale.ids)).toEqual({ organizations: [], links: [] });
    for (const url of stale.urls) expect(await filesOf(url)).toEqual([]);
    expect((await remainingRows(kept.ids)).organizations).toHaveLength(2);
    for (const url of kept.urls) expect(await filesOf(url)).toHaveLength(2);
  });
});
