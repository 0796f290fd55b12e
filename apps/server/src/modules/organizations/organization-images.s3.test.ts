import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { imageUpload, photo } from '../../../test/image-fixtures.js';
import { startFakeS3, type FakeS3 } from '../../../test/stand-ins/fake-s3.js';
import { createImageStorage } from '../../lib/image-storage/create-image-storage.js';
import { createS3Storage } from '../../lib/image-storage/s3-storage.js';
import { sweepOrphanImages } from '../../lib/image-storage/orphan-sweep.js';
import { createOrganizationImagesRepository } from './organization-images.repository.js';

const BUCKET = 'catalyst-images';
// Plain http, as a MinIO beside a development server would be: the page policy must name it.
const CDN = 'http://cdn.localhost:9000/catalyst-images';

let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3();
});

afterAll(async () => {
  await s3?.close();
});

function s3Env(): Record<string, string> {
  return {
    S3_BUCKET: BUCKET,
    S3_REGION: 'auto',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PUBLIC_URL: `${CDN}/`,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

function driver() {
  const config = testConfig(s3Env()).images.s3;
  if (!config) throw new Error('S3 is not configured');
  return createS3Storage(config);
}

async function listed(storage: ReturnType<typeof driver>, prefix: string) {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys;
}

describe('the S3 driver, through the real SDK', () => {
  it('puts objects as immutable WebP, lists them by prefix and deletes them', async () => {
    const storage = driver();
    const body = Buffer.from('not really webp');
    await storage.put('images/aaa/w512.webp', body, 'image/webp');
    await storage.put('images/aaa/w128.webp', body, 'image/webp');
    await storage.put('images/bbb/w512.webp', body, 'image/webp');

    const stored = s3.buckets.get(BUCKET)?.get('images/aaa/w512.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    const fetched = await storage.client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'images/aaa/w512.webp' }),
    );
    expect(Buffer.from(await fetched.Body!.transformToByteArray()).equals(body)).toBe(true);

    expect((await listed(storage, 'images/aaa/')).sort()).toEqual([
      'images/aaa/w128.webp',
      'images/aaa/w512.webp',
    ]);
    await storage.delete(['images/aaa/w128.webp', 'images/aaa/w512.webp', 'images/gone.webp']);
    expect(await listed(storage, 'images/aaa/')).toEqual([]);
    expect(await listed(storage, 'images/')).toEqual(['images/bbb/w512.webp']);
    await storage.delete(['images/bbb/w512.webp']);
  });

  it('lists and deletes past one page of 1000 keys', async () => {
    const storage = driver();
    const keys = Array.from(
      { length: 1005 },
      (_, i) => `images/many/k${String(i).padStart(4, '0')}.webp`,
    );
    const body = Buffer.from('x');
    for (let start = 0; start < keys.length; start += 100) {
      await Promise.all(
        keys.slice(start, start + 100).map((key) => storage.put(key, body, 'image/webp')),
      );
    }
    expect(await listed(storage, 'images/many/')).toEqual(keys);
    await storage.delete(keys);
    expect(s3.keys(BUCKET).filter((key) => key.startsWith('images/many/'))).toEqual([]);
  });

  it('addresses objects under the public URL, and knows only its own addresses', () => {
    const storage = driver();
    const url = storage.publicUrl('images/abc/w512.webp');
    expect(url).toBe(`${CDN}/images/abc/w512.webp`);
    expect(storage.keyFromUrl(url)).toBe('images/abc/w512.webp');
    expect(storage.keyFromUrl('/media/images/abc/w512.webp')).toBeUndefined();
    expect(storage.keyFromUrl('https://elsewhere.example/images/abc/w512.webp')).toBeUndefined();
    expect(storage.keyFromUrl(`${CDN}/images/../secrets.webp`)).toBeUndefined();
  });

  it('is what the configuration selects when S3_BUCKET is set', () => {
    expect(createImageStorage(testConfig(s3Env())).kind).toBe('s3');
    expect(createImageStorage(testConfig()).kind).toBe('local');
  });
});

describe('uploading with S3 configured', () => {
  let testApp: TestApp;
  let owner: Member;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: s3Env() });
    owner = await signUpMember(testApp.app, testApp.database.db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the variants in the bucket and answers their CDN address', async () => {
    const organization = await createOrganization(testApp.database.db, {
      createdBy: owner.userId,
      categories: ['climate_action'],
    });
    const url = `/api/organizations/${organization.id}/logo`;
    const before = s3.keys(BUCKET);

    const first = await owner.browser.request({
      method: 'POST',
      url,
      ...imageUpload(await photo('jpeg', 800, 800)),
    });
    expect(first.statusCode, first.body).toBe(200);
    const { logoUrl } = (first.json() as { data: { logoUrl: string } }).data;
    expect(logoUrl).toMatch(new RegExp(`^${CDN}/images/[0-9a-f]{32}/w512\\.webp$`));
    const key = logoUrl.slice(CDN.length + 1);
    const object = s3.buckets.get(BUCKET)?.get(key);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(await sharp(object!.body).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect(s3.keys(BUCKET).length - before.length).toBe(2);

    const second = await owner.browser.request({
      method: 'POST',
      url,
      ...imageUpload(await photo('png', 300, 300), 'b.png', 'image/png'),
    });
    expect(second.statusCode).toBe(200);
    await testApp.app.jobs.idle();
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    expect(s3.keys(BUCKET).some((k) => k.startsWith(folder))).toBe(false);

    expect((await owner.browser.delete(url)).statusCode).toBe(200);
    await testApp.app.jobs.idle();
    expect(s3.keys(BUCKET)).toEqual(before);
  });

  it('serves nothing itself, and lets pages load images from the bucket', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories' });
    const policy = String(response.headers['content-security-policy']);
    const imgSrc = policy.split(';').find((part) => part.trim().startsWith('img-src'));
    expect(imgSrc).toContain('http://cdn.localhost:9000');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/media/images/a/w512.webp' })).statusCode,
    ).toBe(404);
  });

  it('sweeps orphaned objects from the bucket once the grace period has passed', async () => {
    const storage = driver();
    const organization = await createOrganization(testApp.database.db, {
      createdBy: owner.userId,
    });
    const upload = await owner.browser.request({
      method: 'POST',
      url: `/api/organizations/${organization.id}/banner`,
      ...imageUpload(await photo('jpeg', 1400, 500)),
    });
    expect(upload.statusCode).toBe(200);
    const kept = s3.keys(BUCKET);
    await storage.put('images/0rphan/w1280.webp', Buffer.from('x'), 'image/webp');
    await storage.put('images/0rphan/w640.webp', Buffer.from('x'), 'image/webp');

    const repository = createOrganizationImagesRepository(testApp.database.db);
    const sweep = (now: Date) =>
      sweepOrphanImages({ storage, referencedUrls: repository.referencedImageUrls, now });
    expect(await sweep(new Date())).toEqual({ folders: 0, files: 0 });
    expect(await sweep(new Date(Date.now() + 2 * 60 * 60 * 1000))).toEqual({
      folders: 1,
      files: 2,
    });
    expect(s3.keys(BUCKET)).toEqual(kept);
  });
});
