import {
  IMAGE_ACCEPTED_TYPES,
  IMAGE_MAX_BYTES,
  mediaAltSchema,
  verifyEmailQuerySchema,
} from '@catalyst/shared';
import { z } from 'zod';
import { IMAGE_FIELD, ALT_FIELD } from '../organizations/index.js';

/** Request parts in the shape of a route schema, for the reference only. */
interface DocumentedInputs {
  querystring?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media types, when it is not JSON. */
  consumes?: string[];
}

const megabytes = IMAGE_MAX_BYTES / (1024 * 1024);

const imageFile = z
  .file()
  .describe(
    `The image (${IMAGE_ACCEPTED_TYPES.join(', ')}), at most ${megabytes} MB. It is recognised by its bytes, not its name or declared type, and stored re-encoded as WebP without its metadata.`,
  );

const imageUpload: DocumentedInputs = {
  consumes: ['multipart/form-data'],
  body: z.object({ [IMAGE_FIELD]: imageFile }),
};

const galleryPhotoUpload: DocumentedInputs = {
  consumes: ['multipart/form-data'],
  body: z.object({
    [IMAGE_FIELD]: imageFile,
    [ALT_FIELD]: mediaAltSchema.describe('What the photo shows, for people who cannot see it.'),
  }),
};

/**
 * Inputs that some routes read themselves instead of declaring them in their schema, where
 * Fastify would parse and validate them first: a multipart upload (streamed, its size
 * checked as it arrives), the Stripe webhook (its signature covers the raw bytes), and the
 * verification link's query (empty values mean "missing", so the route cleans it before
 * parsing). Declaring them in the route schema would change what those routes accept, so
 * the reference gets them here, from the same schemas and constants the routes use.
 */
export const inputsReadByRoutes: Readonly<Record<string, DocumentedInputs>> = {
  'GET /api/auth/verify-email': { querystring: verifyEmailQuerySchema },
  'POST /api/organizations/:id/logo': imageUpload,
  'POST /api/organizations/:id/banner': imageUpload,
  'POST /api/organizations/:id/category/:categoryId/image': imageUpload,
  'POST /api/organizations/:id/media': galleryPhotoUpload,
  'POST /api/payments/webhook': {
    headers: z.object({
      'stripe-signature': z
        .string()
        .describe('Stripe’s signature of the exact bytes of the body, with its timestamp.'),
    }),
    body: z
      .looseObject({ id: z.string(), type: z.string(), data: z.looseObject({}) })
      .describe('A Stripe event, exactly as Stripe sent it.'),
  },
};
