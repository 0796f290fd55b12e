import multipart from '@fastify/multipart';
import {
  addVideoSchema,
  dataEnvelope,
  IMAGE_MAX_BYTES,
  imageMessages,
  MEDIA_ALT_MAX,
  MEDIA_MAX_ITEMS,
  mediaAltSchema,
  mediaDeletedSchema,
  mediaItemSchema,
  mediaListSchema,
  mediaOrderSchema,
  mediaParamsSchema,
  organizationIdParamsSchema,
} from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import type { OrganizationMediaService } from './organization-media.service.js';
import { IMAGE_FIELD } from './organization-images.routes.js';

/** The multipart field a gallery photo's alt text travels in. */
export const ALT_FIELD = 'alt';
/** Room for boundaries, part headers and the alt text around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const PRIVATE = 'no-store';

/**
 * The photo and its alt text, in either order. The file is refused early as the logo's is
 * (organization-images.routes.ts): none is "select a file", more than IMAGE_MAX_BYTES its
 * size message; the alt text by the shared rule. What the bytes are is decided later.
 */
async function readPhotoUpload(request: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
  const required = () => new AppError('BAD_REQUEST', imageMessages.required);
  if (!request.isMultipart()) throw required();
  if (Number(request.headers['content-length']) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
  }
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let bytes: Buffer | undefined;
  let alt: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD || bytes) throw required();
        bytes = await part.toBuffer();
        // A file cut exactly at a chunk's end looks whole; its length tells (decision 0012).
        if (part.file.truncated || bytes.length > IMAGE_MAX_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
        }
      } else if (part.fieldname === ALT_FIELD) {
        alt = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge);
    }
    throw required();
  }
  const altText = mediaAltSchema.safeParse(alt ?? '');
  if (!altText.success) {
    throw new AppError('VALIDATION_ERROR', altText.error.issues[0]!.message, [
      { field: ALT_FIELD, message: altText.error.issues[0]!.message },
    ]);
  }
  if (!bytes || bytes.length === 0) throw required();
  return { bytes, alt: altText.data };
}

/**
 * An organization's gallery: photos (uploaded like the logo, with alt text) and YouTube or
 * Vimeo videos, at most MEDIA_MAX_ITEMS together, for its owners and editors to add, order
 * and delete. The profile carries the gallery (`media`).
 */
export const organizationMediaRoutes: FastifyPluginAsyncZod<{
  media: OrganizationMediaService;
  rateLimits: RateLimitStore;
}> = async (app, { media, rateLimits }) => {
  // Scoped to these routes, as for the logo: only uploads take multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      files: 1,
      fileSize: IMAGE_MAX_BYTES + 1,
      fields: 4,
      // The alt text in UTF-8, with room to spare: its length is judged once trimmed.
      fieldSize: MEDIA_ALT_MAX * 4 + 64,
      parts: 5,
      headerPairs: 20,
    },
  });

  // Before the body is read: a photo counts against the account's image allowance (shared
  // with logo and banner uploads); every other change needs a verified account.
  const uploadAllowed = verifiedWithinLimit(rateLimits, 'imageUpload');
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.routeOptions.url?.endsWith('/:id/media')) {
      return uploadAllowed(request);
    }
    await requireAccess(request, 'verified');
  });

  const tags = ['Media'];

  app.post(
    '/organizations/:id/media',
    {
      schema: {
        operationId: 'addGalleryPhoto',
        summary: 'Add a photo to the gallery',
        description: `An owner or editor uploads a photo: the image in the multipart field \`${IMAGE_FIELD}\` (the logo’s rules: JPEG, PNG or WebP, re-encoded to WebP at 1200×900) and its description for people who cannot see it in \`${ALT_FIELD}\` (1 to ${MEDIA_ALT_MAX} characters). It goes last; a gallery holds at most ${MEDIA_MAX_ITEMS} photos and videos (409). Each photo counts against the account’s image allowance (429). Anyone else gets 404 for an unpublished organization and 403 for a published one.`,
        tags,
        params: organizationIdParamsSchema,
        response: {
          201: dataEnvelope(mediaItemSchema).describe('The new photo.'),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      await media.authorize(request.params.id, user.id);
      const photo = await readPhotoUpload(request);
      const item = await media.addPhoto(request.params.id, user.id, photo);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: item });
    },
  );

  app.post(
    '/organizations/:id/media/videos',
    {
      schema: {
        operationId: 'addGalleryVideo',
        summary: 'Add a video to the gallery',
        description: `A YouTube or Vimeo video by its address (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, vimeo.com/<id>, player.vimeo.com/video/<id>); any other host is a 400. Only the provider and the video’s id are kept; the profile plays it from youtube-nocookie.com or Vimeo’s player with Do Not Track, once the visitor asks. At most ${MEDIA_MAX_ITEMS} photos and videos (409).`,
        tags,
        params: organizationIdParamsSchema,
        body: addVideoSchema,
        response: {
          201: dataEnvelope(mediaItemSchema).describe('The new video.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      const item = await media.addVideo(request.params.id, user.id, request.body.url);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: item });
    },
  );

  app.put(
    '/organizations/:id/media/order',
    {
      schema: {
        operationId: 'reorderGallery',
        summary: 'Reorder the gallery',
        description:
          'The gallery’s new order: the ids of all its photos and videos, each once (400 otherwise).',
        tags,
        params: organizationIdParamsSchema,
        body: mediaOrderSchema,
        response: {
          200: dataEnvelope(mediaListSchema).describe('The gallery in its new order.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      const items = await media.reorder(request.params.id, request.body.ids, user.id);
      return reply.header('cache-control', PRIVATE).send({ data: items });
    },
  );

  app.delete(
    '/organizations/:id/media/:mediaId',
    {
      schema: {
        operationId: 'deleteGalleryItem',
        summary: 'Delete a photo or video',
        description: 'Removes it from the gallery; a photo’s stored files are deleted too.',
        tags,
        params: mediaParamsSchema,
        response: {
          200: dataEnvelope(mediaDeletedSchema).describe('Deleted.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { user } = await requireAccess(request, 'verified');
      await media.remove(request.params.id, request.params.mediaId, user.id);
      return { data: { deleted: true as const } };
    },
  );
};
