import { join } from 'node:path';
import type { AppConfig } from '../../config/env.js';
import type { ImageStorage } from './image-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

export type ConfiguredImageStorage =
  { kind: 'local'; storage: ImageStorage; root: string } | { kind: 's3'; storage: ImageStorage };

/** The images' home as configured: the bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createImageStorage(config: AppConfig): ConfiguredImageStorage {
  if (config.images.s3) return { kind: 's3', storage: createS3Storage(config.images.s3) };
  const local = createLocalDiskStorage(join(config.dataDir, 'media'));
  return { kind: 'local', storage: local, root: local.root };
}
