import multipart from '@fastify/multipart';
import {
  bannerUploadSchema,
  categoryImageParamsSchema,
  categoryImageUploadSchema,
  dataEnvelope,
  IMAGE_MAX_BYTES,
  imageDeletedSchema,
  imageMessages,
  logoUploadSchema,
  organizationIdParamsSchema,
} from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import type { ImageSlot, OrganizationImagesService } from './organization-images.service.js';

/** The multipart field the image travels in (docs/product/api.md). */
export const IMAGE_FIELD = 'image';
/** Room for boundaries, part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload's bytes, refused early: no file (or another field) is the product's "select a
 * file" message, more than IMAGE_MAX_BYTES its size message. What the bytes are is decided
 * later, by the bytes alone.
 */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const required = () => new AppError('BAD_REQUEST', imageMessages.required);
  if (!request.isMultipart()) throw required();
  // A body declared far too large is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
  }
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== IMAGE_FIELD) throw required();
    const bytes = await file.toBuffer();
    // The parser flags a cut-off file only when bytes past the limit arrive with the last
    // ones it keeps; a file cut exactly where a chunk ended comes back whole-looking. Its
    // limit is one byte above ours, so whatever was cut is longer than an image may be.
    if (file.file.truncated || bytes.length > IMAGE_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
    }
    if (bytes.length === 0) throw required();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
    }
    // A malformed body, or more parts than an upload has: nothing usable was sent.
    throw required();
  }
}

export const organizationImagesRoutes: FastifyPluginAsyncZod<{
  images: OrganizationImagesService;
  rateLimits: RateLimitStore;
}> = async (app, { images, rateLimits }) => {
  // Scoped to these routes: nowhere else accepts multipart bodies.
  await app.register(multipart, {
    // Busboy cuts a file off at fileSize and marks it truncated; reading it must then fail
    // (413), never hand over the first 5 MB as if they were the whole image. It is the
    // default, stated because an upload stored half would be a silent corruption.
    throwFileSizeLimit: true,
    limits: {
      files: 1,
      // One byte over the limit is kept, so a file cut short is told by its length alone.
      fileSize: IMAGE_MAX_BYTES + 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
  });

  // Before anything of the body is read, whatever its type: a guest's or a stranger's upload
  // is never parsed, and an account past its upload allowance is turned away before any
  // decoding.
  const uploadAllowed = verifiedWithinLimit(rateLimits, 'imageUpload');
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') return uploadAllowed(request);
    await requireAccess(request, 'verified');
  });

  async function upload(request: FastifyRequest, slot: ImageSlot): Promise<string> {
    const { user } = await requireAccess(request, 'verified');
    await images.authorize(slot, user.id);
    const bytes = await readImageField(request);
    return images.upload(slot, user.id, bytes);
  }

  async function remove(request: FastifyRequest, slot: ImageSlot) {
    const { user } = await requireAccess(request, 'verified');
    await images.remove(slot, user.id);
    return { data: { deleted: true as const } };
  }

  const uploaded = {
    description: `The owner’s upload: one file in the multipart field \`${IMAGE_FIELD}\`. It replaces the image there was; an account may upload only so many images in ten minutes (429).`,
    tags: ['Images'],
  };
  const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415, 429);
  const deleted = {
    tags: ['Images'],
    response: {
      200: dataEnvelope(imageDeletedSchema).describe('Deleted, or there was none.'),
      ...errorResponses(400, 401, 403, 404),
    },
  };

  app.post(
    '/organizations/:id/logo',
    {
      schema: {
        operationId: 'uploadLogo',
        summary: 'Upload the logo',
        ...uploaded,
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(logoUploadSchema).describe('The stored logo’s address.'),
          ...uploadErrors,
        },
      },
    },
    async (request) => ({
      data: { logoUrl: await upload(request, { kind: 'logo', organizationId: request.params.id }) },
    }),
  );

  app.post(
    '/organizations/:id/banner',
    {
      schema: {
        operationId: 'uploadBanner',
        summary: 'Upload the banner',
        ...uploaded,
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(bannerUploadSchema).describe('The stored banner’s address.'),
          ...uploadErrors,
        },
      },
    },
    async (request) => ({
      data: {
        bannerImageUrl: await upload(request, {
          kind: 'banner',
          organizationId: request.params.id,
        }),
      },
    }),
  );

  app.post(
    '/organizations/:id/category/:categoryId/image',
    {
      schema: {
        operationId: 'uploadCategoryImage',
        summary: 'Upload a category’s image',
        ...uploaded,
        params: categoryImageParamsSchema,
        response: {
          200: dataEnvelope(categoryImageUploadSchema).describe('The stored image’s address.'),
          ...uploadErrors,
        },
      },
    },
    async (request) => ({
      data: {
        categoryImageUrl: await upload(request, {
          kind: 'categoryImage',
          organizationId: request.params.id,
          categoryId: request.params.categoryId,
        }),
      },
    }),
  );

  app.delete(
    '/organizations/:id/logo',
    {
      schema: {
        operationId: 'deleteLogo',
        summary: 'Delete the logo',
        params: organizationIdParamsSchema,
        ...deleted,
      },
    },
    (request) => remove(request, { kind: 'logo', organizationId: request.params.id }),
  );

  app.delete(
    '/organizations/:id/banner',
    {
      schema: {
        operationId: 'deleteBanner',
        summary: 'Delete the banner',
        params: organizationIdParamsSchema,
        ...deleted,
      },
    },
    (request) => remove(request, { kind: 'banner', organizationId: request.params.id }),
  );

  app.delete(
    '/organizations/:id/category/:categoryId/image',
    {
      schema: {
        operationId: 'deleteCategoryImage',
        summary: 'Delete a category’s image',
        params: categoryImageParamsSchema,
        ...deleted,
      },
    },
    (request) =>
      remove(request, {
        kind: 'categoryImage',
        organizationId: request.params.id,
        categoryId: request.params.categoryId,
      }),
  );
};
