import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSafeImageKey } from '../lib/image-storage/image-storage.js';
import { LOCAL_MEDIA_PREFIX } from '../lib/image-storage/local-disk-storage.js';
import { sendApiNotFound } from './error-handler.js';

// A stored image never changes (a new upload gets a new random folder), so it may be cached
// for a year. Anything here is only ever an image: no script may run, no page may frame it.
const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Serves the images of the local-disk storage at /media/ (with S3 the bucket's CDN does).
 * Only keys of the storage's own shape are answered; no directory is ever listed, and
 * anything else under /media is a plain 404.
 */
export async function registerLocalMedia(
  app: FastifyInstance,
  options: { root: string },
): Promise<void> {
  await app.register(
    async (media) => {
      media.setNotFoundHandler((_request, reply) => sendApiNotFound(reply));
      await media.register(fastifyStatic, {
        root: options.root,
        // The folder appears with the first upload; until then every path is a 404.
        suppressWarning: true,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        allowedPath: (pathname) => {
          const key = pathname.replace(/^\/+/, '');
          return key.endsWith('.webp') && isSafeImageKey(key);
        },
        setHeaders: (reply) => {
          reply.headers(MEDIA_HEADERS);
        },
      });
    },
    { prefix: LOCAL_MEDIA_PREFIX.replace(/\/$/, '') },
  );
}
