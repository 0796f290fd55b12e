import { availableParallelism } from 'node:os';
import type { IMAGE_ACCEPTED_TYPES } from '@catalyst/shared';
import {
  IMAGE_MAX_PIXELS,
  MEDIA_PHOTO_HEIGHT,
  MEDIA_PHOTO_SMALL_WIDTH,
  MEDIA_PHOTO_WIDTH,
} from '@catalyst/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { createWorkSlots } from './work-slots.js';

export type ImageKind = 'logo' | 'banner' | 'categoryImage' | 'mediaPhoto';

interface VariantSpec {
  width: number;
  height: number;
  /** inside: the whole picture, never enlarged; cover: cropped from the centre to fill exactly. */
  fit: 'inside' | 'cover';
  /** Made only when the source covers it without enlarging (a sharper copy for dense screens). */
  onlyFromLargeSource?: boolean;
}

/**
 * The sizes each kind of image is shown at. The first variant is the one the organization row
 * points to; the others sit beside it in the same folder (`w<width>.webp`).
 */
const imageVariants: Record<ImageKind, readonly VariantSpec[]> = {
  logo: [
    { width: 512, height: 512, fit: 'inside' },
    { width: 128, height: 128, fit: 'inside' },
  ],
  banner: [
    { width: 1280, height: 360, fit: 'cover' },
    { width: 2560, height: 720, fit: 'cover', onlyFromLargeSource: true },
  ],
  categoryImage: [
    { width: 1280, height: 720, fit: 'cover' },
    { width: 640, height: 360, fit: 'cover' },
  ],
  // Gallery photos share one 4:3 shape, so the profile reserves their room before they load.
  mediaPhoto: [
    { width: MEDIA_PHOTO_WIDTH, height: MEDIA_PHOTO_HEIGHT, fit: 'cover' },
    {
      width: MEDIA_PHOTO_SMALL_WIDTH,
      height: (MEDIA_PHOTO_SMALL_WIDTH * MEDIA_PHOTO_HEIGHT) / MEDIA_PHOTO_WIDTH,
      fit: 'cover',
    },
  ],
};

export interface ImageVariant {
  /** `w<width>`: the file name without extension, the same whatever the source's size. */
  name: string;
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedImage {
  contentType: 'image/webp';
  /** The main variant first. */
  variants: ImageVariant[];
}

/**
 * unsupported-type: the bytes are not JPEG, PNG or WebP (whatever the name or declared type);
 * unreadable: they claim to be but do not decode whole (truncated, corrupt);
 * too-many-pixels: they decode to more than IMAGE_MAX_PIXELS.
 */
export type ImageRejection = 'unsupported-type' | 'unreadable' | 'too-many-pixels';

/** The bytes are not an image we take; `reason` says which message the person gets. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';

  constructor(
    readonly reason: ImageRejection,
    detail: string,
  ) {
    super(detail);
  }
}

const sharpFormatOf: Record<(typeof IMAGE_ACCEPTED_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const WEBP_QUALITY = 82;

// Every upload is a new picture, so libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Decoding is CPU and memory heavy (a 40-megapixel source is 160 MB as pixels). sharp works on
 * libuv's threads, never on the event loop; this bounds how many run at once so a burst of
 * uploads queues instead of exhausting memory, and leaves a core, and at least one of the
 * pool's four threads (with password hashing's one), to compressing everyone's pages.
 */
const imageJobs = createWorkSlots({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
});

function inputOptions(): SharpOptions {
  // 'error' refuses truncated and corrupt data instead of padding it with grey.
  return { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' };
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function rejection(error: unknown): ImageRejectedError {
  const detail = error instanceof Error ? error.message : String(error);
  return isPixelLimit(error)
    ? new ImageRejectedError('too-many-pixels', detail)
    : new ImageRejectedError('unreadable', detail);
}

/**
 * Decides what the bytes are, never trusting a file name or declared type: the magic bytes
 * and the decoder must agree on JPEG, PNG or WebP. Reads headers only, so a pixel bomb is
 * refused before any bitmap is allocated. Returns the upright (EXIF-rotated) size.
 */
export async function inspectImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const expected = sniffed && sharpFormatOf[sniffed.mime as keyof typeof sharpFormatOf];
  if (!expected) {
    throw new ImageRejectedError('unsupported-type', `sniffed ${sniffed?.mime ?? 'nothing'}`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, inputOptions()).metadata();
  } catch (error) {
    throw rejection(error);
  }
  if (metadata.format !== expected) {
    throw new ImageRejectedError(
      'unsupported-type',
      `bytes say ${expected}, decoder ${metadata.format}`,
    );
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRejectedError('unreadable', 'no dimensions');
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new ImageRejectedError('too-many-pixels', `${width}x${height}`);
  }
  return { width, height };
}

function variantsFor(kind: ImageKind, source: { width: number; height: number }) {
  return imageVariants[kind].filter(
    (variant) =>
      !variant.onlyFromLargeSource ||
      (source.width >= variant.width && source.height >= variant.height),
  );
}

/**
 * Turns an upload into the WebP variants its kind is shown at: upright by its EXIF
 * orientation, converted to sRGB, and with no metadata at all (no EXIF, GPS, XMP or ICC).
 * The source is decoded once, straight to the largest variant (JPEG and WebP shrink while
 * decoding); the smaller ones are scaled from that. Throws ImageRejectedError for anything
 * that is not a whole JPEG, PNG or WebP within the pixel limit.
 */
export async function processImage(kind: ImageKind, bytes: Buffer): Promise<ProcessedImage> {
  // Outside the queue: refusing junk and pixel bombs reads headers only and never waits.
  const source = await inspectImage(bytes);
  return imageJobs.run(async () => {
    const [largest, ...smaller] = variantsFor(kind, source).sort((a, b) => b.width - a.width);
    if (!largest) throw new Error(`no variants for ${kind}`);

    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(bytes, inputOptions())
        .autoOrient()
        .resize(largest.width, largest.height, {
          fit: largest.fit,
          withoutEnlargement: largest.fit === 'inside',
        })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw rejection(error);
    }
    const { width, height, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });

    const encode = async (spec: VariantSpec, pipeline: Sharp): Promise<ImageVariant> => {
      const { data, info } = await pipeline
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { name: `w${spec.width}`, width: info.width, height: info.height, body: data };
    };
    const made = await Promise.all([
      encode(largest, pixels()),
      ...smaller.map((spec) =>
        encode(
          spec,
          pixels().resize(spec.width, spec.height, {
            fit: spec.fit,
            withoutEnlargement: spec.fit === 'inside',
          }),
        ),
      ),
    ]);
    // Back in the table's order: the main variant first.
    const order = imageVariants[kind].map((spec) => `w${spec.width}`);
    made.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    return { contentType: 'image/webp', variants: made };
  });
}
