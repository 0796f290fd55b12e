import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/env.js';
import { isSafeImageKey, type ImageStorage } from './image-storage.js';

// A key names its bytes forever (a new upload gets a new random folder), so browsers and the
// CDN may keep a copy for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The most keys one DeleteObjects request may carry.
const DELETE_BATCH = 1000;

/** Images as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), served by its CDN. */
export function createS3Storage(config: S3StorageConfig): ImageStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: several compatible stores reject the newer
    // default trailers, and every body here is small and sent whole.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = config;
  const urlPrefix = `${config.publicUrl}/`;

  return {
    client,

    async put(key, body, contentType) {
      if (!isSafeImageKey(key)) throw new Error(`unsafe storage key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `could not delete ${failed.length} object(s), first ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },

    async *list(prefix) {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    publicUrl: (key) => `${urlPrefix}${key}`,

    keyFromUrl(url) {
      if (!url.startsWith(urlPrefix)) return undefined;
      const key = url.slice(urlPrefix.length);
      return isSafeImageKey(key) ? key : undefined;
    },
  };
}
