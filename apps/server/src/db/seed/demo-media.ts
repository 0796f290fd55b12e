import { randomBytes } from 'node:crypto';
import { mediaAltSchema, parseVideoUrl } from '@catalyst/shared';
import sharp from 'sharp';
import { processImage } from '../../lib/image-processing.js';
import type { ImageStorage } from '../../lib/image-storage/image-storage.js';
import type { Database } from '../client.js';
import { organizationMedia } from '../schema/index.js';
import { demoIllustration } from './demo-illustrations.js';
import type { DemoMediaSeed } from './demo-media.data.js';

type Executor = Pick<Database, 'insert'>;

/**
 * Stores a drawn scene as an upload would be: rasterised from its SVG, then through the same
 * pipeline (decision 0007: WebP variants, no metadata, a random folder), so a demo photo is
 * served, swept and deleted like any other.
 */
async function storeIllustration(
  storage: ImageStorage,
  item: Extract<DemoMediaSeed, { photo: string }>,
): Promise<string> {
  const png = await sharp(Buffer.from(demoIllustration(item.photo, item.seed)))
    .png()
    .toBuffer();
  const processed = await processImage('mediaPhoto', png);
  const folder = `images/${randomBytes(16).toString('hex')}`;
  const keys = processed.variants.map((variant) => `${folder}/${variant.name}.webp`);
  await Promise.all(
    processed.variants.map((variant, index) =>
      storage.put(keys[index]!, variant.body, processed.contentType),
    ),
  );
  return storage.publicUrl(keys[0]!);
}

/**
 * A demo organization's gallery, through the rules an owner's goes through: alt text and video
 * addresses pass the shared schemas. Photos need the image storage; without it (a database
 * seeded apart from the app) only the videos are written.
 */
export async function seedDemoMedia(
  db: Executor,
  organizationId: string,
  items: readonly DemoMediaSeed[],
  storage: ImageStorage | undefined,
): Promise<void> {
  let position = 0;
  for (const item of items) {
    if ('video' in item) {
      const parsed = parseVideoUrl(item.video);
      if (!parsed.ok) throw new Error(`Demo video ${item.video} is not a YouTube or Vimeo address`);
      await db.insert(organizationMedia).values({
        organizationId,
        kind: 'video',
        position: position++,
        videoProvider: parsed.video.provider,
        videoId: parsed.video.id,
      });
    } else if (storage) {
      const alt = mediaAltSchema.parse(item.alt);
      const imageUrl = await storeIllustration(storage, item);
      await db
        .insert(organizationMedia)
        .values({ organizationId, kind: 'photo', position: position++, imageUrl, alt });
    }
  }
}
