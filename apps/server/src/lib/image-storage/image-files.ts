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

/** Removes every variant of each image address; addresses not ours (seed data, links) are skipped. */
export function createImageFiles(
  storage: ImageStorage,
  logError: (error: unknown, message: string) => void,
): ImageFiles {
  return {
    async discard(urls) {
      for (const url of new Set(urls)) {
        if (!url) continue;
        const folder = imageFolderOf(storage, url);
        if (!folder) continue;
        try {
          const keys: string[] = [];
          for await (const object of storage.list(folder)) keys.push(object.key);
          await storage.delete(keys);
        } catch (error) {
          logError(error, `could not remove the image files of ${url}; the orphan sweep will`);
        }
      }
    },
  };
}
