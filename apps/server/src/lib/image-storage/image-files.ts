import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';
import type { ImageFiles, ImageStorage } from './image-storage.js';

/**
 * An image is stored as several sized variants in one folder (`images/<random>/w640.webp`,
 * `…/w1280.webp`); its address names one of them. The folder of an address we produced.
 */
export function imageFolderOf(storage: ImageStorage, url: string): string | undefined {
  const key = storage.keyFromUrl(url);
  if (!key) return undefined;
  const slash = key.lastIndexOf('/');
  return slash > 0 ? key.slice(0, slash + 1) : undefined;
}

const IMAGE_DISCARD_JOB = 'images.discard';

/**
 * Image files leave with the job queue: `discard` answers once the addresses are queued, and
 * any process removes the files (imageDiscardJob), retrying with growing delays if the
 * storage fails.
 */
export function createImageFiles(storage: ImageStorage, jobs: JobQueue): ImageFiles {
  return {
    async discard(urls) {
      const ours = [...new Set(urls)].filter(
        (url): url is string => !!url && imageFolderOf(storage, url) !== undefined,
      );
      if (ours.length > 0) await jobs.send(IMAGE_DISCARD_JOB, { urls: ours });
    },
  };
}

/** Removes every variant of each image address; addresses not ours (seed data, links) are skipped. */
async function removeImageFiles(storage: ImageStorage, urls: Iterable<string>) {
  let folders = 0;
  for (const url of new Set(urls)) {
    const folder = imageFolderOf(storage, url);
    if (!folder) continue;
    const keys: string[] = [];
    for await (const object of storage.list(folder)) keys.push(object.key);
    // Gone already: an earlier attempt removed them before it failed.
    if (keys.length === 0) continue;
    await storage.delete(keys);
    folders += 1;
  }
  return { folders };
}

export function imageDiscardJob(storage: ImageStorage): JobDefinition<{ urls: string[] }> {
  return {
    name: IMAGE_DISCARD_JOB,
    retryLimit: 10,
    retryDelaySeconds: 30,
    run: ({ urls }) => removeImageFiles(storage, urls),
  };
}
