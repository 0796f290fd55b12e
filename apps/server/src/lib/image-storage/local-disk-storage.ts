import { mkdir, readdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isSafeImageKey, type ImageStorage, type StoredObject } from './image-storage.js';

const SAFE_FOLDER = /^[a-z0-9_-]+$/i;

/** The path every locally stored image is served under. */
export const LOCAL_MEDIA_PREFIX = '/media/';

/** Images as files under one directory (DATA_DIR/media by default), served by the app itself. */
export function createLocalDiskStorage(root: string): ImageStorage & { root: string } {
  const base = resolve(root);

  function pathOf(key: string): string {
    if (!isSafeImageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(base, ...key.split('/'));
  }

  async function* walk(directory: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        yield* walk(path);
      } else if (entry.isFile()) {
        // A file removed between the listing and this look (a discard running meanwhile) is gone.
        const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        });
        if (stats) {
          yield { key: relative(base, path).split(sep).join('/'), lastModified: stats.mtime };
        }
      }
    }
  }

  return {
    root: base,

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx': keys are random and never reused, so an existing file means a bug, not a replace.
      await writeFile(path, body, { flag: 'wx' });
    },

    async delete(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        // Drop the image's directory once its last variant is gone; harmless when not empty.
        await rmdir(dirname(path)).catch(() => undefined);
      }
    },

    async *list(prefix) {
      // Walk only the folder the prefix names, not every image, when discarding one of them.
      const folders = prefix.split('/').slice(0, -1);
      if (!folders.every((folder) => SAFE_FOLDER.test(folder))) return;
      for await (const object of walk(join(base, ...folders))) {
        if (object.key.startsWith(prefix)) yield object;
      }
    },

    publicUrl: (key) => `${LOCAL_MEDIA_PREFIX}${key}`,

    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_MEDIA_PREFIX)) return undefined;
      const key = url.slice(LOCAL_MEDIA_PREFIX.length);
      return isSafeImageKey(key) ? key : undefined;
    },
  };
}
