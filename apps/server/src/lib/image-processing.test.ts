import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  gifImage,
  htmlPage,
  photo,
  pixelBombPng,
  svgImage,
  truncated,
} from '../../test/image-fixtures.js';
import { ImageRejectedError, inspectImage, processImage } from './image-processing.js';

async function rejectionOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
  throw new Error('the image was accepted');
}

function sizes(variants: Array<{ name: string; width: number; height: number }>) {
  return variants.map(({ name, width, height }) => `${name} ${width}x${height}`);
}

describe('processImage', () => {
  it('fits a logo inside 512 and 128, main variant first, never enlarging', async () => {
    const wide = await processImage('logo', await photo('jpeg', 1000, 500));
    expect(sizes(wide.variants)).toEqual(['w512 512x256', 'w128 128x64']);
    const tiny = await processImage('logo', await photo('png', 90, 120));
    expect(sizes(tiny.variants)).toEqual(['w512 90x120', 'w128 90x120']);
  });

  it('crops a banner to 32:9, adding the 2560 copy only from a large enough source', async () => {
    const large = await processImage('banner', await photo('jpeg', 2600, 1000));
    expect(sizes(large.variants)).toEqual(['w1280 1280x360', 'w2560 2560x720']);
    const small = await processImage('banner', await photo('jpeg', 2000, 1000));
    expect(sizes(small.variants)).toEqual(['w1280 1280x360']);
  });

  it('crops a category image to 16:9', async () => {
    const image = await processImage('categoryImage', await photo('webp', 700, 900));
    expect(sizes(image.variants)).toEqual(['w1280 1280x720', 'w640 640x360']);
  });

  it('writes WebP without metadata and keeps transparency', async () => {
    const image = await processImage('logo', await photo('png', 300, 200, { alpha: true }));
    for (const variant of image.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(metadata).toMatchObject({ format: 'webp', hasAlpha: true });
      expect(metadata.exif ?? metadata.xmp ?? metadata.icc).toBeUndefined();
    }
  });

  it('converts a photo with a colour profile to sRGB and drops the profile', async () => {
    const withProfile = await sharp(await photo('jpeg', 400, 300))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(withProfile).metadata()).icc).toBeDefined();
    const image = await processImage('logo', withProfile);
    const metadata = await sharp(image.variants[0]!.body).metadata();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.space).toBe('srgb');
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever it claims', async () => {
    for (const bytes of [svgImage, htmlPage, await gifImage(), Buffer.from('GIF89a')]) {
      expect(await rejectionOf(processImage('logo', bytes))).toBe('unsupported-type');
    }
  });

  it('refuses truncated images', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const whole = await photo(format, 500, 400);
      expect(await rejectionOf(processImage('logo', truncated(whole))), format).toBe('unreadable');
    }
  });

  it('refuses a pixel bomb from its header, in milliseconds', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    const started = performance.now();
    expect(await rejectionOf(inspectImage(bomb))).toBe('too-many-pixels');
    expect(await rejectionOf(processImage('banner', bomb))).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('accepts an image right at the pixel limit', async () => {
    // 40 megapixels exactly: the limit is inclusive.
    expect(await inspectImage(pixelBombPng(8000, 5000))).toEqual({ width: 8000, height: 5000 });
    expect(await rejectionOf(inspectImage(pixelBombPng(8000, 5001)))).toBe('too-many-pixels');
  });
});
