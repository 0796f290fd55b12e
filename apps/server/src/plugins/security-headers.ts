import helmet from '@fastify/helmet';
import { VIDEO_EMBED_ORIGINS } from '@catalyst/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Strict headers for every response. Scripts only from our own origin; the JSON data blocks
 * the server embeds (site config, JSON-LD) are not executable, so they need no exception.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    upgradeInsecureRequests: boolean;
    /** Where uploaded images are served from when not this origin (S3_PUBLIC_URL's). */
    imageOrigin?: string | undefined;
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for Google and GitHub avatars; the image origin too, which may be plain http
        // (a MinIO beside a development server).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(options.imageOrigin ? [options.imageOrigin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Gallery videos play only from the privacy-enhanced players, once a visitor asks;
        // 'self' for the owner's preview of the roles embed, the one page here that may be
        // framed (every other answers frame-ancestors 'none').
        frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.upgradeInsecureRequests ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only meaningful over HTTPS; harmless elsewhere but misleading on localhost.
    strictTransportSecurity: options.upgradeInsecureRequests,
  });
}
