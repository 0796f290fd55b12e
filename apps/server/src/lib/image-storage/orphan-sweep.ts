import type { JobDefinition } from '../jobs/job-queue.js';
import { imageFolderOf } from './image-files.js';
import type { ImageStorage } from './image-storage.js';

/** Uploads write their files a moment before the row points at them; never sweep that young. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const IMAGES_PREFIX = 'images/';
// Keys removed per storage call (S3's DeleteObjects takes up to 1000).
const DELETE_BATCH = 500;

interface OrphanSweepResult {
  folders: number;
  files: number;
}

/**
 * Removes image folders no organization points to and that are older than the grace period:
 * files left by a failed upload, a crash between the write and the commit, or a discard that
 * did not go through. The references are read first and the age is measured from then, so a
 * folder written while the sweep runs is always younger than the cut-off. Safe to run from
 * several processes at once (deleting an absent key is not an error).
 */
export async function sweepOrphanImages(options: {
  storage: ImageStorage;
  /** Every image address an organization holds now. */
  referencedUrls: () => Promise<Iterable<string>>;
  now?: Date;
  graceMs?: number;
}): Promise<OrphanSweepResult> {
  const { storage } = options;
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const referenced = new Set<string>();
  for (const url of await options.referencedUrls()) {
    const folder = imageFolderOf(storage, url);
    if (folder) referenced.add(folder);
  }

  // A listing names each file; its folder is the image. Files of one folder come together in
  // both drivers' listings, so one folder at a time is held, however many images there are.
  const result: OrphanSweepResult = { folders: 0, files: 0 };
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await storage.delete(pending);
    result.files += pending.length;
    pending = [];
  };
  let current: { folder: string; keys: string[]; newest: number } | undefined;
  const settle = async () => {
    if (!current) return;
    if (current.newest < cutoff && !referenced.has(current.folder)) {
      result.folders += 1;
      pending.push(...current.keys);
      if (pending.length >= DELETE_BATCH) await flush();
    }
    current = undefined;
  };

  for await (const object of storage.list(IMAGES_PREFIX)) {
    const slash = object.key.lastIndexOf('/');
    const folder = object.key.slice(0, slash + 1);
    if (current?.folder !== folder) {
      await settle();
      current = { folder, keys: [], newest: 0 };
    }
    current.keys.push(object.key);
    current.newest = Math.max(current.newest, object.lastModified.getTime());
  }
  await settle();
  await flush();
  return result;
}

/** The sweep, daily at 03:20 UTC (once across every process). */
export function orphanSweepJob(options: {
  storage: ImageStorage;
  referencedUrls: () => Promise<Iterable<string>>;
}): JobDefinition {
  return {
    name: 'maintenance.orphan-image-sweep',
    schedule: '20 3 * * *',
    description: 'Deletes stored images nothing refers to any more.',
    retryLimit: 2,
    retryDelaySeconds: 10 * 60,
    expireInSeconds: 60 * 60,
    run: () => sweepOrphanImages(options),
  };
}
