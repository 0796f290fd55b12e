import { IMAGE_MAX_BYTES, imageMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type TestAppWithFiles } from '../../../test/app-with-files.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { imageUpload, photo } from '../../../test/image-fixtures.js';
import { listen, plainRequest } from '../../../test/listening-app.js';
import { organizations } from '../../db/schema/index.js';

/**
 * Uploads over a real socket, where a body can arrive without a length (chunked) and the
 * server has to stop it while it streams: over 5 MB is a 413 either way, and nothing of it
 * is stored.
 */
let testApp: TestAppWithFiles;
let port: number;
let owner: Member;

beforeAll(async () => {
  testApp = await buildTestAppWithFiles('catalyst-oversized-');
  port = await listen(testApp.app);
  owner = await signUpMember(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const storedKeys = () => testApp.storedKeys();

async function logoUrlOf(id: string) {
  const [row] = await testApp.database.db
    .select({ logoUrl: organizations.logoUrl })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.logoUrl;
}

function* slices(bytes: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/**
 * The multipart framing apart from the file, the file in slices of its own: how a client
 * reading the file from disk (curl's -F) sends it, so a slice ends exactly where the
 * size limit falls.
 */
function* framedSlices(file: Buffer, payload: Buffer): Generator<Buffer> {
  const fileStart = payload.indexOf(file);
  yield payload.subarray(0, fileStart);
  yield* slices(file);
  yield payload.subarray(fileStart + file.length);
}

/** Posts the logo, the body streamed in slices: with its length, or chunked without one. */
async function uploadLogo(
  file: Buffer,
  framing: 'content-length' | 'chunked',
  slicing: 'body' | 'file' = 'body',
) {
  const organization = await createOrganization(testApp.database.db, {
    createdBy: owner.userId,
  });
  const body = imageUpload(file);
  const headers = owner.browser.headers({
    ...body.headers,
    ...(framing === 'content-length'
      ? { 'content-length': String(body.payload.length) }
      : { 'transfer-encoding': 'chunked' }),
  });
  const response = await plainRequest(port, {
    method: 'POST',
    path: `/api/organizations/${organization.id}/logo`,
    headers,
    chunks: slicing === 'body' ? slices(body.payload) : framedSlices(file, body.payload),
  });
  return { response, organizationId: organization.id };
}

/** A photo padded with zeros to `size` bytes: still a valid JPEG, however it is cut. */
const paddedTo = async (size: number) => {
  const image = await photo('jpeg', 64, 64);
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
};
const justOver = async () =>
  Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(IMAGE_MAX_BYTES)]);
const farOver = async () =>
  Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(3 * IMAGE_MAX_BYTES)]);

describe.each(['content-length', 'chunked'] as const)('an upload sent with %s', (framing) => {
  it('stores an image under 5 MB', async () => {
    const { response, organizationId } = await uploadLogo(await photo('jpeg', 300, 200), framing);
    expect(response.status, response.body).toBe(200);
    expect(await logoUrlOf(organizationId)).toBe(JSON.parse(response.body).data.logoUrl);
  });

  it('stores an image of exactly 5 MB', async () => {
    const { response, organizationId } = await uploadLogo(
      await paddedTo(IMAGE_MAX_BYTES),
      framing,
      'file',
    );
    expect(response.status, response.body).toBe(200);
    expect(await logoUrlOf(organizationId)).toBe(JSON.parse(response.body).data.logoUrl);
  });

  it.each([
    ['one byte over 5 MB', () => paddedTo(IMAGE_MAX_BYTES + 1)],
    ['just over 5 MB', justOver],
    ['three times 5 MB', farOver],
  ])('refuses an image %s with 413 and stores nothing', async (_size, file) => {
    for (const slicing of ['body', 'file'] as const) {
      await expectRefused(await file(), framing, slicing);
    }
  });
});

async function expectRefused(
  file: Buffer,
  framing: 'content-length' | 'chunked',
  slicing: 'body' | 'file',
) {
  const before = await storedKeys();
  const { response, organizationId } = await uploadLogo(file, framing, slicing);
  expect(response.status, response.body).toBe(413);
  expect(JSON.parse(response.body)).toEqual({
    error: { code: 'PAYLOAD_TOO_LARGE', message: imageMessages.tooLarge },
  });
  // The rest of the body is not read: the connection ends with the answer.
  expect(response.headers.connection).toBe('close');
  expect(await storedKeys()).toEqual(before);
  expect(await logoUrlOf(organizationId)).toBeNull();
}
