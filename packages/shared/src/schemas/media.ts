import { z } from 'zod';
import {
  MEDIA_ALT_MAX,
  MEDIA_MAX_ITEMS,
  MEDIA_VIDEO_URL_MAX,
  mediaMessages,
  VIDEO_PROVIDERS,
} from '../constants/media.js';
import { parseVideoUrl } from '../constants/video-urls.js';

/** A photo's description for people who cannot see it: required, trimmed, at most 300. */
export const mediaAltSchema = z
  .string({ error: mediaMessages.altRequired })
  .trim()
  .min(1, mediaMessages.altRequired)
  .max(MEDIA_ALT_MAX, mediaMessages.altTooLong);

const videoProviderSchema = z.enum(VIDEO_PROVIDERS);

/** A gallery photo as the profile shows it: its stored address (1200×900 WebP) and alt text. */
export const mediaPhotoSchema = z.object({
  id: z.uuid(),
  kind: z.literal('photo'),
  url: z.string(),
  alt: z.string(),
});

/**
 * A gallery video: only the provider and the video's id are stored; `embedUrl` is the
 * privacy-enhanced player built from them (youtube-nocookie.com, or Vimeo with dnt=1).
 */
export const mediaVideoSchema = z.object({
  id: z.uuid(),
  kind: z.literal('video'),
  provider: videoProviderSchema,
  videoId: z.string(),
  embedUrl: z.string(),
});

export const mediaItemSchema = z.discriminatedUnion('kind', [mediaPhotoSchema, mediaVideoSchema]);
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaPhoto = z.infer<typeof mediaPhotoSchema>;
export type MediaVideo = z.infer<typeof mediaVideoSchema>;

/** The gallery in its owners' order. */
export const mediaListSchema = z.array(mediaItemSchema).max(MEDIA_MAX_ITEMS);

/** The address of a YouTube or Vimeo video, as pasted; anything else is refused with why. */
const videoUrlSchema = z
  .string({ error: mediaMessages.videoUrlRequired })
  .trim()
  .min(1, mediaMessages.videoUrlRequired)
  .max(MEDIA_VIDEO_URL_MAX, mediaMessages.videoUrlInvalid)
  .superRefine((value, context) => {
    const parsed = parseVideoUrl(value);
    if (parsed.ok) return;
    context.addIssue({
      code: 'custom',
      message:
        parsed.problem === 'unsupported-host'
          ? mediaMessages.videoHostUnsupported
          : mediaMessages.videoUrlInvalid,
    });
  })
  .meta({
    description:
      'A YouTube or Vimeo video’s address, as pasted (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, vimeo.com/<id>, player.vimeo.com/video/<id>); any other host is a 400.',
  });

export const addVideoSchema = z.object({ url: videoUrlSchema });

/** The new order: every item of the gallery, once each. */
export const mediaOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: mediaMessages.orderMismatch }))
    .max(MEDIA_MAX_ITEMS, mediaMessages.orderMismatch)
    .refine((ids) => new Set(ids).size === ids.length, mediaMessages.orderMismatch)
    .meta({ uniqueItems: true, description: 'Every photo and video of the gallery, once each.' }),
});

// The organization's id as organizationIdParamsSchema says it (that module imports this one).
export const mediaParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
  mediaId: z.uuid({ error: mediaMessages.notFound }),
});

export const mediaDeletedSchema = z.object({ deleted: z.literal(true) });
