import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ImageFiles, ImageStorage } from '../../lib/image-storage/image-storage.js';
import { createOrganizationMediaRepository } from './organization-media.repository.js';
import { organizationMediaRoutes } from './organization-media.routes.js';
import { createOrganizationMediaService } from './organization-media.service.js';

/** The gallery feature, wired: its service, its routes, and what the orphan sweep must keep. */
export function createOrganizationMedia(
  db: Database,
  storage: ImageStorage,
  files: ImageFiles,
  log: FastifyBaseLogger,
) {
  const repository = createOrganizationMediaRepository(db);
  return {
    service: createOrganizationMediaService({
      repository,
      storage,
      files,
      logError: (err, message) => log.error({ err }, message),
    }),
    routes: organizationMediaRoutes,
    referencedImageUrls: repository.referencedImageUrls,
  };
}
