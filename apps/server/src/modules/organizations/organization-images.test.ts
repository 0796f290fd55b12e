import type { ApiError } from '@catalyst/shared';
import { IMAGE_MAX_BYTES, imageMessages } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import {
  gifImage,
  htmlPage,
  imageUpload,
  multipartBody,
  pdfDocument,
  photo,
  pixelBombPng,
  sidewaysPhotoWithGps,
  svgImage,
  truncated,
} from '../../../test/image-fixtures.js';
import type { Browser } from '../../../test/stand-ins/browser.js';
import { organizationCategories, organizations } from '../../db/schema/index.js';
import { createImageFiles } from '../../lib/image-storage/image-files.js';
import { createOrganizationImagesRepository } from './organization-images.repository.js';
import { createOrganizationImagesService } from './organization-images.service.js';

let testApp: TestAppWithFiles;
let storage: TestAppWithFiles['storage'];
let owner: Member;
let stranger: Member;
let unverified: Member;
let guest: { browser: Browser };

const CATEGORY = 'climate_action';
const OTHER_CATEGORY = 'education';

beforeAll(async () => {
  // A stand-in web build, so profile pages render their link-preview tags.
  testApp = await buildTestAppWithFiles('catalyst-images-', {
    webFiles: {
      'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
    },
  });
  storage = testApp.storage;
  const { app, database } = testApp;
  [owner, stranger, unverified, guest] = await Promise.all([
    signUpMember(app, database.db),
    signUpMember(app, database.db),
    signUpMember(app, database.db, { verified: false }),
    signInGuest(app),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

// Replaced and removed images leave in a job: count files once the queue is quiet.
async function storedKeys() {
  await testApp.app.jobs.idle();
  return testApp.storedKeys();
}

async function newOrganization(status: 'published' | 'pending' = 'published') {
  return createOrganization(testApp.database.db, {
    createdBy: owner.userId,
    status,
    categories: [CATEGORY],
  });
}

async function imageColumns(id: string) {
  const [row] = await testApp.database.db
    .select({ logoUrl: organizations.logoUrl, bannerImageUrl: organizations.bannerImageUrl })
    .from(organizations)
    .where(eq(organizations.id, id));
  const [link] = await testApp.database.db
    .select({ imageUrl: organizationCategories.imageUrl })
    .from(organizationCategories)
    .where(
      and(
        eq(organizationCategories.organizationId, id),
        eq(organizationCategories.categoryId, CATEGORY),
      ),
    );
  return { ...row, categoryImageUrl: link?.imageUrl ?? null };
}

function send(
  who: Browser | undefined,
  method: 'POST' | 'DELETE',
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
): Promise<LightMyRequestResponse> {
  if (!who) {
    return testApp.app.inject({
      method,
      url,
      ...(body ? { payload: body.payload, headers: body.headers } : {}),
    });
  }
  return who.request({
    method,
    url,
    ...(body ? { payload: body.payload, headers: body.headers } : {}),
  });
}

function uploadLogo(id: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return send(owner.browser, 'POST', `/api/organizations/${id}/logo`, body);
}

function errorOf(response: LightMyRequestResponse): ApiError['error'] {
  return (response.json() as ApiError).error;
}

/** The stored file behind an address, fetched the way a browser would. */
async function served(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

describe('uploading a logo', () => {
  it.each([
    ['JPEG', 'jpeg', 'logo.jpg', 'image/jpeg'],
    ['PNG', 'png', 'logo.png', 'image/png'],
    ['WebP', 'webp', 'logo.webp', 'image/webp'],
  ] as const)(
    'accepts a %s and serves it back as WebP, 512 and 128 wide',
    async (_label, format, filename, type) => {
      const organization = await newOrganization();
      const response = await uploadLogo(
        organization.id,
        imageUpload(await photo(format, 800, 600), filename, type),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { logoUrl } = (response.json() as { data: { logoUrl: string } }).data;
      expect(logoUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/w512\.webp$/);
      expect((await imageColumns(organization.id)).logoUrl).toBe(logoUrl);

      const main = await served(logoUrl);
      expect(main.metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
      const small = await served(logoUrl.replace('w512', 'w128'));
      expect(small.metadata).toMatchObject({ format: 'webp', width: 128, height: 96 });
    },
  );

  it('never enlarges a small logo', async () => {
    const organization = await newOrganization();
    const response = await uploadLogo(
      organization.id,
      imageUpload(await photo('png', 100, 60, { alpha: true }), 'small.png', 'image/png'),
    );
    const { logoUrl } = (response.json() as { data: { logoUrl: string } }).data;
    const { metadata } = await served(logoUrl);
    expect(metadata).toMatchObject({ width: 100, height: 60, hasAlpha: true });
  });

  it('turns a sideways photo upright and keeps none of its EXIF or GPS data', async () => {
    const source = await sidewaysPhotoWithGps();
    // The fixture really carries what must go.
    const sourceMetadata = await sharp(source).metadata();
    expect(sourceMetadata).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(source.includes('Exif')).toBe(true);
    expect(source.includes('Secret Owner Name')).toBe(true);

    const organization = await newOrganization();
    const response = await uploadLogo(organization.id, imageUpload(source, 'IMG_0001.jpg'));
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = (response.json() as { data: { logoUrl: string } }).data;
    for (const url of [logoUrl, logoUrl.replace('w512', 'w128')]) {
      const { response: file, metadata } = await served(url);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const trace of ['Exif', 'GPS', 'Secret Owner Name']) {
        expect(file.rawPayload.includes(trace), trace).toBe(false);
      }
    }
    // Upright: 300×200 stored sideways is 200 wide and 300 high.
    expect((await served(logoUrl)).metadata).toMatchObject({ width: 200, height: 300 });
  });
});

describe('uploading a banner and a category image', () => {
  it('crops a banner to 1280×360, and adds 2560×720 when the source is that large', async () => {
    const organization = await newOrganization();
    const large = await send(
      owner.browser,
      'POST',
      `/api/organizations/${organization.id}/banner`,
      imageUpload(await photo('jpeg', 3000, 1200)),
    );
    expect(large.statusCode, large.body).toBe(200);
    const { bannerImageUrl } = (large.json() as { data: { bannerImageUrl: string } }).data;
    expect(bannerImageUrl).toMatch(/\/w1280\.webp$/);
    expect((await served(bannerImageUrl)).metadata).toMatchObject({ width: 1280, height: 360 });
    expect((await served(bannerImageUrl.replace('w1280', 'w2560'))).metadata).toMatchObject({
      width: 2560,
      height: 720,
    });
    expect((await imageColumns(organization.id)).bannerImageUrl).toBe(bannerImageUrl);

    const before = await storedKeys();
    const small = await send(
      owner.browser,
      'POST',
      `/api/organizations/${organization.id}/banner`,
      imageUpload(await photo('png', 900, 500), 'banner.png', 'image/png'),
    );
    const smallUrl = (small.json() as { data: { bannerImageUrl: string } }).data.bannerImageUrl;
    expect((await served(smallUrl)).metadata).toMatchObject({ width: 1280, height: 360 });
    const smallFolder = smallUrl.slice('/media/'.length, smallUrl.lastIndexOf('/') + 1);
    expect((await storedKeys()).filter((key) => key.startsWith(smallFolder))).toEqual([
      `${smallFolder}w1280.webp`,
    ]);
    // The large banner's two files went when the small one replaced it.
    expect((await storedKeys()).length).toBe(before.length - 1);
  });

  it('crops a category image to 16:9 at 1280×720 and 640×360', async () => {
    const organization = await newOrganization();
    const response = await send(
      owner.browser,
      'POST',
      `/api/organizations/${organization.id}/category/${CATEGORY}/image`,
      imageUpload(await photo('jpeg', 1600, 1600)),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { categoryImageUrl } = (response.json() as { data: { categoryImageUrl: string } }).data;
    expect((await imageColumns(organization.id)).categoryImageUrl).toBe(categoryImageUrl);
    expect((await served(categoryImageUrl)).metadata).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 720,
    });
    expect((await served(categoryImageUrl.replace('w1280', 'w640'))).metadata).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it('refuses an image for a category the organization has not selected', async () => {
    const organization = await newOrganization();
    const before = await storedKeys();
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await send(
        owner.browser,
        method,
        `/api/organizations/${organization.id}/category/${OTHER_CATEGORY}/image`,
        method === 'POST' ? imageUpload(await photo('jpeg', 400, 300)) : undefined,
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(imageMessages.categoryNotSelected);
    }
    expect(await storedKeys()).toEqual(before);
  });
});

describe('what the bytes are decides, and nothing is stored when refused', () => {
  async function expectRefused(
    body: { payload: Buffer; headers: Record<string, string> },
    status: number,
    message: string,
  ) {
    const organization = await newOrganization();
    const before = await storedKeys();
    const response = await uploadLogo(organization.id, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response).message).toBe(message);
    expect(await storedKeys()).toEqual(before);
    expect((await imageColumns(organization.id)).logoUrl).toBeNull();
    return response;
  }

  it('refuses a file over 5 MB with 413, while streaming it', async () => {
    const body = Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(IMAGE_MAX_BYTES)]);
    await expectRefused(imageUpload(body), 413, imageMessages.tooLarge);
  });

  it('refuses a body declared far over 5 MB before reading it', async () => {
    const body = Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(2 * IMAGE_MAX_BYTES)]);
    await expectRefused(imageUpload(body), 413, imageMessages.tooLarge);
  });

  it('refuses an SVG, whatever it is called', async () => {
    await expectRefused(
      imageUpload(svgImage, 'logo.svg', 'image/svg+xml'),
      415,
      imageMessages.invalidType,
    );
    await expectRefused(
      imageUpload(svgImage, 'logo.png', 'image/png'),
      415,
      imageMessages.invalidType,
    );
  });

  it('refuses an HTML page named x.png and declared image/png', async () => {
    await expectRefused(
      imageUpload(htmlPage, 'x.png', 'image/png'),
      415,
      imageMessages.invalidType,
    );
  });

  it('refuses a GIF and a PDF', async () => {
    await expectRefused(
      imageUpload(await gifImage(), 'a.gif', 'image/gif'),
      415,
      imageMessages.invalidType,
    );
    await expectRefused(
      imageUpload(pdfDocument, 'a.jpg', 'image/jpeg'),
      415,
      imageMessages.invalidType,
    );
  });

  it('accepts a PNG named photo.jpg and declared image/jpeg', async () => {
    const organization = await newOrganization();
    const response = await uploadLogo(
      organization.id,
      imageUpload(await photo('png', 300, 300), 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = (response.json() as { data: { logoUrl: string } }).data;
    expect((await served(logoUrl)).metadata.format).toBe('webp');
  });

  it.each(['jpeg', 'png'] as const)('refuses a truncated %s', async (format) => {
    const whole = await photo(format, 600, 400);
    await expectRefused(
      imageUpload(truncated(whole), `cut.${format}`, `image/${format}`),
      400,
      imageMessages.invalidType,
    );
  });

  it('refuses a pixel bomb quickly, without decoding it', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    await expectRefused(
      imageUpload(bomb, 'bomb.png', 'image/png'),
      400,
      imageMessages.tooManyPixels,
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('asks for a file when there is none', async () => {
    const required = imageMessages.required;
    await expectRefused(multipartBody([{ name: 'note', body: 'hello' }]), 400, required);
    await expectRefused(
      multipartBody([{ name: 'file', filename: 'a.png', body: await photo('png', 50, 50) }]),
      400,
      required,
    );
    await expectRefused(imageUpload(Buffer.alloc(0), 'empty.png', 'image/png'), 400, required);
    await expectRefused(
      { payload: Buffer.from('{}'), headers: { 'content-type': 'application/json' } },
      400,
      required,
    );
  });
});

describe('who may change the images', () => {
  const endpoints = (id: string) => [
    { method: 'POST' as const, url: `/api/organizations/${id}/logo` },
    { method: 'POST' as const, url: `/api/organizations/${id}/banner` },
    { method: 'POST' as const, url: `/api/organizations/${id}/category/${CATEGORY}/image` },
    { method: 'DELETE' as const, url: `/api/organizations/${id}/logo` },
    { method: 'DELETE' as const, url: `/api/organizations/${id}/banner` },
    { method: 'DELETE' as const, url: `/api/organizations/${id}/category/${CATEGORY}/image` },
  ];

  it('refuses everyone but the owner, changing nothing', async () => {
    const published = await newOrganization('published');
    const pending = await newOrganization('pending');
    // Images in place, so a refused DELETE would show as a missing file or a cleared column.
    for (const organization of [published, pending]) {
      for (const { method, url } of endpoints(organization.id)) {
        if (method === 'POST') {
          const response = await send(
            owner.browser,
            'POST',
            url,
            imageUpload(await photo('jpeg', 1400, 800)),
          );
          expect(response.statusCode, response.body).toBe(200);
        }
      }
    }
    const keys = await storedKeys();
    const columns = {
      published: await imageColumns(published.id),
      pending: await imageColumns(pending.id),
    };
    const image = await photo('jpeg', 400, 300);

    const callers = [
      { who: 'nobody', browser: undefined, published: 401, pending: 401 },
      { who: 'a guest', browser: guest.browser, published: 401, pending: 401 },
      { who: 'an unverified member', browser: unverified.browser, published: 403, pending: 403 },
      { who: 'another member', browser: stranger.browser, published: 403, pending: 404 },
    ];
    for (const caller of callers) {
      for (const [state, organization] of [
        ['published', published],
        ['pending', pending],
      ] as const) {
        for (const { method, url } of endpoints(organization.id)) {
          const response = await send(
            caller.browser,
            method,
            url,
            method === 'POST' ? imageUpload(image) : undefined,
          );
          expect(response.statusCode, `${caller.who} ${method} ${url} (${state})`).toBe(
            caller[state],
          );
        }
      }
    }
    expect(await storedKeys()).toEqual(keys);
    expect(await imageColumns(published.id)).toEqual(columns.published);
    expect(await imageColumns(pending.id)).toEqual(columns.pending);
  });

  it('answers 404 for an organization that does not exist', async () => {
    const response = await uploadLogo(
      '00000000-0000-4000-8000-000000000000',
      imageUpload(await photo('jpeg', 100, 100)),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('replacing and removing', () => {
  it.each([
    ['logo', 'logo', 'logoUrl'],
    ['banner', 'banner', 'bannerImageUrl'],
    ['category image', `category/${CATEGORY}/image`, 'categoryImageUrl'],
  ] as const)('leaves no file behind for a %s', async (_label, path, column) => {
    const organization = await newOrganization();
    const url = `/api/organizations/${organization.id}/${path}`;
    const before = await storedKeys();

    const first = await send(
      owner.browser,
      'POST',
      url,
      imageUpload(await photo('jpeg', 900, 700)),
    );
    const firstUrl = Object.values((first.json() as { data: Record<string, string> }).data)[0]!;
    const firstFolder = firstUrl.slice('/media/'.length, firstUrl.lastIndexOf('/') + 1);
    expect((await storedKeys()).some((key) => key.startsWith(firstFolder))).toBe(true);

    const second = await send(
      owner.browser,
      'POST',
      url,
      imageUpload(await photo('png', 900, 700)),
    );
    const secondUrl = Object.values((second.json() as { data: Record<string, string> }).data)[0]!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await imageColumns(organization.id))[column]).toBe(secondUrl);
    // The replaced files leave through the job queue.
    await testApp.app.jobs.idle();
    const secondFolder = secondUrl.slice('/media/'.length, secondUrl.lastIndexOf('/') + 1);
    const afterReplace = await storedKeys();
    expect(afterReplace.filter((key) => !before.includes(key))).toEqual(
      afterReplace.filter((key) => key.startsWith(secondFolder)),
    );
    expect((await testApp.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await send(owner.browser, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect((await imageColumns(organization.id))[column]).toBeNull();
    await testApp.app.jobs.idle();
    expect(await storedKeys()).toEqual(before);

    // Removing what is already gone is not an error.
    expect((await send(owner.browser, 'DELETE', url)).statusCode).toBe(200);
  });

  it('removes the new files when the write is refused under the lock', async () => {
    // Between the first check and the write the organization went away.
    const organization = await newOrganization();
    const service = createOrganizationImagesService({
      repository: createOrganizationImagesRepository(testApp.database.db),
      storage,
      files: createImageFiles(storage, testApp.app.jobs),
      logError: () => undefined,
    });
    await service.authorize({ kind: 'logo', organizationId: organization.id }, owner.userId);
    await testApp.database.db.delete(organizations).where(eq(organizations.id, organization.id));
    const before = await storedKeys();
    await expect(
      service.upload(
        { kind: 'logo', organizationId: organization.id },
        owner.userId,
        await photo('jpeg', 300, 300),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storedKeys()).toEqual(before);
  });
});

describe('serving stored images', () => {
  it('sends them as immutable, sandboxed WebP', async () => {
    const organization = await newOrganization();
    const upload = await uploadLogo(organization.id, imageUpload(await photo('jpeg', 300, 300)));
    const { logoUrl } = (upload.json() as { data: { logoUrl: string } }).data;
    const { response } = await served(logoUrl);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
    });
  });

  it.each([
    '/media/images/0123456789abcdef0123456789abcdef/w512.webp',
    '/media/images/',
    '/media/images',
    '/media/',
    '/media/../package.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/images/..%2f..%2fpglite',
    '/media/images/x/w512.WEBP.html',
  ])('answers 404 for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/image/);
  });
});

describe('link previews', () => {
  it('give crawlers the uploaded logo as an absolute og:image', async () => {
    const organization = await newOrganization('published');
    const upload = await uploadLogo(organization.id, imageUpload(await photo('jpeg', 600, 600)));
    const { logoUrl } = (upload.json() as { data: { logoUrl: string } }).data;
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.slug}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<meta property="og:image" content="${testApp.config.publicUrl}${logoUrl}">`,
    );
  });
});
