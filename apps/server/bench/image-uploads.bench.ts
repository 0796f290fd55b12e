/**
 * `node --import tsx apps/server/bench/image-uploads.bench.ts`: how long turning a 12-megapixel
 * phone photo into each kind's WebP variants takes (the CPU part of an upload), how fast a
 * pixel bomb is refused, and the process's peak memory. BENCH_IMAGE_RUNS sets the runs per
 * kind (default 30).
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { photo, pixelBombPng } from '../test/image-fixtures.js';
import { ImageRejectedError, processImage, type ImageKind } from '../src/lib/image-processing.js';

const RUNS = Number(process.env['BENCH_IMAGE_RUNS'] ?? 30);
const PARALLEL_UPLOADS = 8;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  // Grain everywhere makes this harder to encode than most real photos: a pessimistic case.
  const source = await photo('jpeg', 4000, 3000, { quality: 88 });
  const { width, height } = await sharp(source).metadata();
  console.log(
    `source: ${width}x${height} JPEG, ${mb(source.length)}; ${RUNS} runs per kind; ` +
      `${availableParallelism()} CPUs, libvips threads ${sharp.concurrency()}`,
  );

  // One warm-up so the first measurement does not pay for loading codecs.
  await processImage('logo', source);

  for (const kind of ['logo', 'banner', 'categoryImage'] as ImageKind[]) {
    const times: number[] = [];
    let output = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const image = await processImage(kind, source);
      times.push(performance.now() - started);
      output = image.variants.reduce((sum, variant) => sum + variant.body.length, 0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(13)} p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  ` +
        `max ${ms(times.at(-1)!)}  (variants ${(output / 1024).toFixed(0)} kB)`,
    );
  }

  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, (_, i) =>
      processImage((['logo', 'banner', 'categoryImage'] as const)[i % 3]!, source),
    ),
  );
  console.log(`${PARALLEL_UPLOADS} uploads at once: ${ms(performance.now() - started)} wall clock`);

  const bomb = pixelBombPng(20_000, 20_000);
  const bombTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const bombStarted = performance.now();
    try {
      await processImage('banner', bomb);
      throw new Error('the pixel bomb was accepted');
    } catch (error) {
      if (!(error instanceof ImageRejectedError) || error.reason !== 'too-many-pixels') throw error;
    }
    bombTimes.push(performance.now() - bombStarted);
  }
  bombTimes.sort((a, b) => a - b);
  console.log(
    `pixel bomb (20000x20000 PNG, ${(bomb.length / 1024).toFixed(0)} kB) refused: ` +
      `p50 ${ms(percentile(bombTimes, 50))}  max ${ms(bombTimes.at(-1)!)}`,
  );
  // maxRSS is in kilobytes.
  console.log(`peak RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
