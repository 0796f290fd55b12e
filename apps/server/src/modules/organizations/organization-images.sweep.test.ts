import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { imageUpload, photo } from '../../../test/image-fixtures.js';
import { organizations } from '../../db/schema/index.js';
import {
  ORPHAN_GRACE_MS,
  orphanSweepJob,
  sweepOrphanImages,
} from '../../lib/image-storage/orphan-sweep.js';
import { silentJobLog } from '../../../test/job-log.js';
import { createOrganizationImagesRepository } from './organization-images.repository.js';

let testApp: TestAppWithFiles;
let storage: TestAppWithFiles['storage'];
let owner: Member;

beforeAll(async () => {
  testApp = await buildTestAppWithFiles('catalyst-sweep-');
  storage = testApp.storage;
  owner = await signUpMember(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const storedKeys = () => testApp.storedKeys();

async function upload(path: string, organizationId: string) {
  const response = await owner.browser.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/${path}`,
    ...imageUpload(await photo('jpeg', 1400, 900)),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const later = (ms: number) => new Date(Date.now() + ms);

describe('the orphan sweep', () => {
  it('removes old folders nobody points to and keeps every referenced image', async () => {
    const organization = await createOrganization(testApp.database.db, {
      createdBy: owner.userId,
      categories: ['climate_action'],
    });
    await upload('logo', organization.id);
    await upload('banner', organization.id);
    await upload('category/climate_action/image', organization.id);
    const referenced = await storedKeys();
    // Logo 512 and 128, banner 1280 (the source is too small for 2560), category 1280 and 640.
    expect(referenced.length).toBe(5);

    // What a crash between storing the files and committing the row leaves behind.
    await storage.put('images/deadbeef/w512.webp', Buffer.from('x'), 'image/webp');
    await storage.put('images/deadbeef/w128.webp', Buffer.from('x'), 'image/webp');
    const repository = createOrganizationImagesRepository(testApp.database.db);
    const sweep = (now: Date) =>
      sweepOrphanImages({ storage, referencedUrls: repository.referencedImageUrls, now });

    // Within the grace period an upload may still be on its way to the row: keep it.
    expect(await sweep(later(ORPHAN_GRACE_MS - 60_000))).toEqual({ folders: 0, files: 0 });
    expect((await storedKeys()).length).toBe(7);

    expect(await sweep(later(ORPHAN_GRACE_MS + 60_000))).toEqual({ folders: 1, files: 2 });
    expect(await storedKeys()).toEqual(referenced);

    // An image no longer referenced (its discard failed, say) goes the same way.
    await testApp.database.db
      .update(organizations)
      .set({ logoUrl: null })
      .where(eq(organizations.id, organization.id));
    expect(await sweep(later(ORPHAN_GRACE_MS + 60_000))).toEqual({ folders: 1, files: 2 });
    expect((await storedKeys()).length).toBe(3);
  });

  it('is a daily job of the queue that reports what it removed', async () => {
    const repository = createOrganizationImagesRepository(testApp.database.db);
    const job = orphanSweepJob({ storage, referencedUrls: repository.referencedImageUrls });
    expect(job.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    // Everything stored is referenced or young: nothing to remove.
    expect(await job.run({}, { log: silentJobLog })).toEqual({ folders: 0, files: 0 });

    const failing = orphanSweepJob({
      storage,
      referencedUrls: () => Promise.reject(new Error('database unavailable')),
    });
    // A failure is the queue's to retry, not swallowed.
    await expect(failing.run({}, { log: silentJobLog })).rejects.toThrow('database unavailable');
  });
});
