import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createLocalDiskStorage } from '../src/lib/image-storage/local-disk-storage.js';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.js';

export interface TestAppWithFiles extends TestApp {
  /** The app's data folder, a temporary one of its own, removed again on close. */
  dataDir: string;
  /** The stand-in web build inside dataDir, when webFiles gave one. */
  webRoot: string | undefined;
  /** The app's stored images, read straight from its data folder. */
  storage: ReturnType<typeof createLocalDiskStorage>;
  /** The keys of every stored file, sorted. */
  storedKeys(): Promise<string[]>;
  /** Stores an image as an upload leaves it (two size variants in a folder of its own) and answers its address. */
  storeImage(): Promise<string>;
  /** The files left in the folder of the stored image at this address. */
  filesOf(url: string): Promise<string[]>;
}

/**
 * A test app (see buildTestApp) keeping its files in a temporary data folder named after
 * `folderPrefix`. `webFiles` (paths relative to the build's root) make a stand-in web build
 * there, so page routes and the SPA's fallback are registered as in production.
 */
export async function buildTestAppWithFiles(
  folderPrefix: string,
  options: Omit<TestAppOptions, 'webRoot'> & { webFiles?: Record<string, string> } = {},
): Promise<TestAppWithFiles> {
  const { webFiles, env, ...appOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const webRoot = webFiles ? join(dataDir, 'web') : undefined;
  for (const [path, content] of Object.entries(webFiles ?? {})) {
    mkdirSync(dirname(join(dataDir, 'web', path)), { recursive: true });
    writeFileSync(join(dataDir, 'web', path), content);
  }
  const testApp = await buildTestApp({
    ...appOptions,
    ...(webRoot ? { webRoot } : {}),
    env: { DATA_DIR: dataDir, ...env },
  });
  const storage = createLocalDiskStorage(join(dataDir, 'media'));
  return {
    ...testApp,
    dataDir,
    webRoot,
    storage,
    storedKeys: async () => {
      const keys: string[] = [];
      for await (const object of storage.list('')) keys.push(object.key);
      return keys.sort();
    },
    storeImage: async () => {
      const folder = `images/${randomBytes(8).toString('hex')}`;
      await storage.put(`${folder}/w640.webp`, randomBytes(64), 'image/webp');
      await storage.put(`${folder}/w1280.webp`, randomBytes(64), 'image/webp');
      return storage.publicUrl(`${folder}/w1280.webp`);
    },
    filesOf: async (url) => {
      const key = storage.keyFromUrl(url);
      if (!key) throw new Error(`not a stored image: ${url}`);
      return readdir(join(storage.root, ...key.split('/').slice(0, -1))).catch(() => []);
    },
    close: async () => {
      await testApp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
