import type { ApiError, MediaItem, Organization } from '@catalyst/shared';
import {
  apiMessages,
  authMessages,
  imageMessages,
  MEDIA_ALT_MAX,
  MEDIA_MAX_ITEMS,
  mediaMessages,
  organizationFormMessages,
  sessionMessages,
} from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import {
  addMember,
  createOrganization,
  signUpCast,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { multipartBody, photo, pdfDocument, svgImage } from '../../../test/image-fixtures.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationMedia, rateLimits } from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

let testApp: TestAppWithFiles;
let owner: Member;
let editor: Member;
let stranger: Member;
let unverified: Member;
let guest: Browser;
let jpeg: Buffer;

const db = () => testApp.database.db;
const galleryOf = (id: string) => `/api/organizations/${id}/media`;
const errorOf = (response: LightMyRequestResponse) => (response.json() as ApiError).error;

beforeAll(async () => {
  testApp = await buildTestAppWithFiles('catalyst-media-');
  ({ owner, editor, stranger, unverified, guest } = await signUpCast(testApp.app, db()));
  jpeg = await photo('jpeg', 800, 500);
});

afterAll(async () => {
  await testApp?.close();
});

/** A published organization of `owner`'s, with `editor` as its editor. */
async function newOrganization(status: 'published' | 'pending' = 'published') {
  const organization = await createOrganization(db(), { createdBy: owner.userId, status });
  await addMember(db(), organization.id, editor.userId);
  return organization;
}

function photoBody(alt: string | undefined, image: Buffer = jpeg, altFirst = true) {
  const file = { name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', body: image };
  const text = alt === undefined ? [] : [{ name: 'alt', body: alt }];
  return multipartBody(altFirst ? [...text, file] : [file, ...text]);
}

function uploadPhoto(who: Browser, id: string, body = photoBody('Volunteers planting trees')) {
  return who.request({ method: 'POST', url: galleryOf(id), ...body });
}

function addVideo(who: Browser, id: string, url: unknown) {
  return who.post(`${galleryOf(id)}/videos`, { url });
}

async function added(response: LightMyRequestResponse): Promise<MediaItem> {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: MediaItem }).data;
}

const storedKeys = () => testApp.storedKeys();

async function profileMedia(slug: string): Promise<MediaItem[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Organization }).data.media;
}

describe('who may change a gallery', () => {
  it('is its owners and editors; others are told why not, and nothing is stored', async () => {
    const published = await newOrganization();
    const pending = await newOrganization('pending');
    const before = await storedKeys();
    const nobody = new Browser(testApp.app);
    const cases: Array<[Browser, number, string, number]> = [
      [nobody, 401, sessionMessages.notAuthenticated, 401],
      [guest, 401, authMessages.guard.permanentAccount, 401],
      [unverified.browser, 403, UNVERIFIED_MESSAGE, 403],
      [stranger.browser, 403, organizationFormMessages.noPermission, 404],
    ];
    for (const [browser, status, message, pendingStatus] of cases) {
      const photoAnswer = await uploadPhoto(browser, published.id);
      expect(photoAnswer.statusCode).toBe(status);
      expect(errorOf(photoAnswer).message).toBe(message);
      const video = await addVideo(browser, published.id, 'https://youtu.be/dQw4w9WgXcQ');
      expect(video.statusCode).toBe(status);
      // An unpublished organization does not exist to anyone outside it.
      expect((await uploadPhoto(browser, pending.id)).statusCode).toBe(pendingStatus);
      expect((await addVideo(browser, pending.id, 'https://youtu.be/dQw4w9WgXcQ')).statusCode).toBe(
        pendingStatus,
      );
    }
    expect(await storedKeys()).toEqual(before);
    expect(await profileMedia(published.slug)).toEqual([]);

    const byEditor = await added(await uploadPhoto(editor.browser, published.id));
    const byOwner = await added(
      await addVideo(owner.browser, published.id, 'https://youtu.be/dQw4w9WgXcQ'),
    );
    // Strangers may neither reorder nor delete what is there.
    const ids = [byOwner.id, byEditor.id];
    for (const [browser, status] of [
      [nobody, 401],
      [guest, 401],
      [stranger.browser, 403],
    ] as const) {
      const order = await browser.request({
        method: 'PUT',
        url: `${galleryOf(published.id)}/order`,
        payload: { ids },
      });
      expect(order.statusCode).toBe(status);
      const removal = await browser.request({
        method: 'DELETE',
        url: `${galleryOf(published.id)}/${byEditor.id}`,
      });
      expect(removal.statusCode).toBe(status);
    }
    expect((await profileMedia(published.slug)).map((item) => item.id)).toEqual([
      byEditor.id,
      byOwner.id,
    ]);
    const editorDeletes = await editor.browser.request({
      method: 'DELETE',
      url: `${galleryOf(published.id)}/${byOwner.id}`,
    });
    expect(editorDeletes.statusCode).toBe(200);
  });
});

describe('adding a photo', () => {
  it('stores it re-encoded at 1200×900 with its trimmed alt text, and the profile shows it', async () => {
    const organization = await newOrganization();
    const item = await added(
      await uploadPhoto(
        owner.browser,
        organization.id,
        photoBody('  A volunteer hands out seedlings  ', await photo('png', 1600, 1000), false),
      ),
    );
    expect(item).toMatchObject({ kind: 'photo', alt: 'A volunteer hands out seedlings' });
    if (item.kind !== 'photo') throw new Error('not a photo');
    const served = await testApp.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 900,
    });
    const small = await testApp.app.inject({
      method: 'GET',
      url: item.url.replace('w1200', 'w640'),
    });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
    expect(await profileMedia(organization.slug)).toEqual([item]);
  });

  it.each([
    ['no alt text', undefined, mediaMessages.altRequired],
    ['only spaces', '   ', mediaMessages.altRequired],
    ['too long', 'a'.repeat(MEDIA_ALT_MAX + 1), mediaMessages.altTooLong],
  ])('refuses %s with a 400 and keeps no file', async (_case, alt, message) => {
    const organization = await newOrganization();
    const before = await storedKeys();
    const response = await uploadPhoto(owner.browser, organization.id, photoBody(alt));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await storedKeys()).toEqual(before);
  });

  it('takes alt text of exactly 300 characters', async () => {
    const organization = await newOrganization();
    const item = await added(
      await uploadPhoto(owner.browser, organization.id, photoBody('é'.repeat(MEDIA_ALT_MAX))),
    );
    expect(item).toMatchObject({ alt: 'é'.repeat(MEDIA_ALT_MAX) });
  });

  it('refuses what is not an image, or no file at all', async () => {
    const organization = await newOrganization();
    const before = await storedKeys();
    for (const body of [svgImage, pdfDocument]) {
      const response = await uploadPhoto(owner.browser, organization.id, photoBody('A', body));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).message).toBe(imageMessages.invalidType);
    }
    const noFile = await owner.browser.request({
      method: 'POST',
      url: galleryOf(organization.id),
      ...multipartBody([{ name: 'alt', body: 'A photo' }]),
    });
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).message).toBe(imageMessages.required);
    expect(await storedKeys()).toEqual(before);
    expect(await profileMedia(organization.slug)).toEqual([]);
  });

  it('counts against the account’s image allowance, shared with logos', async () => {
    const member = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), { createdBy: member.userId });
    // 59 images uploaded in the last minutes: one more is allowed, then none.
    await db()
      .insert(rateLimits)
      .values({
        id: crypto.randomUUID(),
        key: `imageUpload:user:${member.userId}`,
        count: 59,
        lastRequest: Date.now() + 5 * 60 * 1000,
      });
    const logo = await member.browser.request({
      method: 'POST',
      url: `/api/organizations/${organization.id}/logo`,
      ...multipartBody([{ name: 'image', filename: 'l.jpg', body: jpeg }]),
    });
    expect(logo.statusCode).toBe(200);
    const refused = await uploadPhoto(member.browser, organization.id);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(apiMessages.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    // A video stores no image: it does not count.
    await added(await addVideo(member.browser, organization.id, 'https://vimeo.com/76979871'));
  });
});

describe('adding a video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('keeps only the provider and id of %s', async (url, provider, videoId) => {
    const organization = await newOrganization();
    const item = await added(await addVideo(owner.browser, organization.id, url));
    const embedUrl =
      provider === 'youtube'
        ? `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`
        : `https://player.vimeo.com/video/${videoId}?dnt=1&autoplay=1`;
    expect(item).toEqual({ id: item.id, kind: 'video', provider, videoId, embedUrl });
    const [row] = await db()
      .select()
      .from(organizationMedia)
      .where(eq(organizationMedia.id, item.id));
    expect(row).toMatchObject({ videoProvider: provider, videoId, imageUrl: null, alt: null });
  });

  it.each([
    ['https://dailymotion.com/video/x7tgad0', mediaMessages.videoHostUnsupported],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', mediaMessages.videoHostUnsupported],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', mediaMessages.videoHostUnsupported],
    ['not a url', mediaMessages.videoUrlInvalid],
    ['javascript:alert(1)', mediaMessages.videoUrlInvalid],
    ['https://www.youtube.com/watch?v=short', mediaMessages.videoUrlInvalid],
    ['https://www.youtube.com/channel/UC123', mediaMessages.videoUrlInvalid],
    ['https://vimeo.com/about', mediaMessages.videoUrlInvalid],
    ['', mediaMessages.videoUrlRequired],
    [42, mediaMessages.videoUrlRequired],
  ])('refuses %s with a 400 that says why', async (url, message) => {
    const organization = await newOrganization();
    const response = await addVideo(owner.browser, organization.id, url);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await profileMedia(organization.slug)).toEqual([]);
  });
});

describe('the 12-item limit', () => {
  it('holds photos and videos together', async () => {
    const organization = await newOrganization();
    await added(await uploadPhoto(owner.browser, organization.id));
    for (let i = 1; i < MEDIA_MAX_ITEMS; i += 1) {
      await added(await addVideo(owner.browser, organization.id, 'https://vimeo.com/76979871'));
    }
    const before = await storedKeys();
    const video = await addVideo(owner.browser, organization.id, 'https://vimeo.com/1');
    expect(video.statusCode).toBe(409);
    expect(errorOf(video).message).toBe(mediaMessages.limitReached);
    const photoAnswer = await uploadPhoto(owner.browser, organization.id);
    expect(photoAnswer.statusCode).toBe(409);
    // The photo refused for want of room leaves no file behind.
    expect(await storedKeys()).toEqual(before);
    expect(await profileMedia(organization.slug)).toHaveLength(MEDIA_MAX_ITEMS);
  });

  it('holds for additions sent at once', async () => {
    const organization = await newOrganization();
    for (let i = 0; i < MEDIA_MAX_ITEMS - 2; i += 1) {
      await added(await addVideo(owner.browser, organization.id, 'https://vimeo.com/76979871'));
    }
    const before = await storedKeys();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        addVideo(editor.browser, organization.id, 'https://youtu.be/dQw4w9WgXcQ'),
      ),
      uploadPhoto(owner.browser, organization.id),
      uploadPhoto(editor.browser, organization.id),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const media = await profileMedia(organization.slug);
    expect(media).toHaveLength(MEDIA_MAX_ITEMS);
    // A photo refused for want of room took its files with it: only the kept ones' remain.
    const keptFolders = media.flatMap((item) =>
      item.kind === 'photo'
        ? [item.url.slice('/media/'.length, item.url.lastIndexOf('/') + 1)]
        : [],
    );
    const newKeys = (await storedKeys()).filter((key) => !before.includes(key));
    expect(newKeys).toEqual(
      keptFolders.flatMap((folder) => [`${folder}w1200.webp`, `${folder}w640.webp`]).sort(),
    );
  });
});

describe('ordering and deleting', () => {
  it('puts the gallery in the order given, which must name every item once', async () => {
    const organization = await newOrganization();
    const first = await added(await uploadPhoto(owner.browser, organization.id));
    const second = await added(
      await addVideo(owner.browser, organization.id, 'https://youtu.be/dQw4w9WgXcQ'),
    );
    const third = await added(
      await addVideo(owner.browser, organization.id, 'https://vimeo.com/76979871'),
    );
    const other = await newOrganization();
    const foreign = await added(
      await addVideo(owner.browser, other.id, 'https://vimeo.com/76979871'),
    );
    const order = (ids: unknown) =>
      editor.browser.request({
        method: 'PUT',
        url: `${galleryOf(organization.id)}/order`,
        payload: { ids },
      });
    for (const ids of [
      [third.id, first.id],
      [third.id, first.id, second.id, first.id],
      [third.id, first.id, foreign.id],
      [third.id, first.id, second.id, foreign.id],
      ['not-an-id', first.id, second.id],
      'everything',
    ]) {
      const response = await order(ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
    }
    expect(errorOf(await order([third.id, first.id])).message).toBe(mediaMessages.orderMismatch);
    expect((await profileMedia(organization.slug)).map((item) => item.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    const reordered = await order([third.id, first.id, second.id]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    const expected = [third.id, first.id, second.id];
    expect((reordered.json() as { data: MediaItem[] }).data.map((item) => item.id)).toEqual(
      expected,
    );
    expect((await profileMedia(organization.slug)).map((item) => item.id)).toEqual(expected);
  });

  it('deletes a photo together with its stored files', async () => {
    const organization = await newOrganization();
    const item = await added(await uploadPhoto(owner.browser, organization.id));
    if (item.kind !== 'photo') throw new Error('not a photo');
    const folder = item.url.slice('/media/'.length, item.url.lastIndexOf('/') + 1);
    expect((await storedKeys()).filter((key) => key.startsWith(folder))).toEqual([
      `${folder}w1200.webp`,
      `${folder}w640.webp`,
    ]);
    const url = `${galleryOf(organization.id)}/${item.id}`;
    const response = await owner.browser.request({ method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });
    await vi.waitFor(async () => {
      expect((await storedKeys()).filter((key) => key.startsWith(folder))).toEqual([]);
    });
    expect(await profileMedia(organization.slug)).toEqual([]);
    const again = await owner.browser.request({ method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(mediaMessages.notFound);
  });

  it('will not delete another organization’s item through this one', async () => {
    const mine = await newOrganization();
    const theirs = await createOrganization(db(), { createdBy: stranger.userId });
    const item = await added(
      await addVideo(stranger.browser, theirs.id, 'https://vimeo.com/76979871'),
    );
    const response = await owner.browser.request({
      method: 'DELETE',
      url: `${galleryOf(mine.id)}/${item.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(await profileMedia(theirs.slug)).toHaveLength(1);
  });

  it('removes the gallery’s files when the organization is deleted', async () => {
    const organization = await newOrganization();
    const item = await added(await uploadPhoto(owner.browser, organization.id));
    if (item.kind !== 'photo') throw new Error('not a photo');
    const folder = item.url.slice('/media/'.length, item.url.lastIndexOf('/') + 1);
    const response = await owner.browser.request({
      method: 'DELETE',
      url: `/api/organizations/${organization.id}`,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await vi.waitFor(async () => {
      expect((await storedKeys()).filter((key) => key.startsWith(folder))).toEqual([]);
    });
  });
});

describe('the Content-Security-Policy', () => {
  it('frames only the privacy-enhanced video players and this origin (the embed preview)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(directives.filter((directive) => directive.startsWith('frame-src'))).toEqual([
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    ]);
    // Pages may still not be framed by anyone.
    expect(directives).toContain("frame-ancestors 'none'");
  });
});
