import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { orphanSweepJob } from '../../lib/image-storage/orphan-sweep.js';
import type { TaxonomyService } from '../taxonomy/index.js';
import { createDiscoveryEngine, type DiscoveryEngine } from './discovery/discovery-engine.js';
import { discoveryLogPruneJob } from './discovery/discovery-log-prune.js';
import { discoverySnapshotJob } from './discovery/discovery-snapshot-job.js';
import { createDiscoverySnapshotStore } from './discovery/discovery-snapshots.repository.js';
import { createDiscoveryRepository } from './discovery/discovery.repository.js';
import { createOrganizationImagesRepository } from './organization-images.repository.js';
import { organizationImagesRoutes } from './organization-images.routes.js';
import { createOrganizationImagesService } from './organization-images.service.js';
import { createOrganizationMedia } from './organization-media.js';
import { createOrganizationsRepository, type ProfileColumns } from './organizations.repository.js';
import { organizationsRoutes, type AppearanceRecorder } from './organizations.routes.js';
import { createOrganizationsService, type OrganizationsService } from './organizations.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The discovery index of this process: server.ts starts it as it starts listening, and
     * /ready answers 503 until it is ready.
     */
    discovery: DiscoveryEngine;
    /** Organizations, for moderation and the pages' metadata. */
    organizations: OrganizationsService;
  }
}

/**
 * What the organizations module is handed by app.ts. The milestones, analytics and payments
 * modules depend on this one, so what it needs of them comes as these narrow, typed options
 * instead of imports.
 */
export interface OrganizationsModuleOptions extends AppResources {
  taxonomy: TaxonomyService;
  /** The profile's timeline, read with the profile (the milestones module). */
  milestones: { profileTimelineOf: ProfileColumns['milestones'] };
  /** Told which organizations each directory answer showed (the analytics module). */
  appearances: AppearanceRecorder;
  /** Ends, after a deletion, what the payment provider still runs (the payments module). */
  billing: { afterDeletion(): Promise<void> };
}

/** Organizations: the directory, profiles, their images and gallery, and their jobs. */
export const organizationsModule = fp<OrganizationsModuleOptions>(
  async (app, { db, jobs, rateLimits, images, taxonomy, milestones, appearances, billing }) => {
    const discoveryRepository = createDiscoveryRepository(db);
    const discovery = createDiscoveryEngine({
      repository: discoveryRepository,
      snapshots: createDiscoverySnapshotStore(db),
      log: app.log,
    });
    app.decorate('discovery', discovery);
    app.addHook('onClose', () => discovery.settle());
    const organizations = createOrganizationsService({
      repository: createOrganizationsRepository(db, {
        milestones: milestones.profileTimelineOf,
      }),
      discovery: { engine: discovery, repository: discoveryRepository },
      taxonomy,
      imageFiles: images.files,
      billing,
    });
    app.decorate('organizations', organizations);

    const imagesRepository = createOrganizationImagesRepository(db);
    const organizationImages = createOrganizationImagesService({
      repository: imagesRepository,
      storage: images.storage,
      files: images.files,
      logError: (err, message) => app.log.error({ err }, message),
    });
    const media = createOrganizationMedia(db, images.storage, images.files, app.log);
    jobs.define(
      orphanSweepJob({
        storage: images.storage,
        referencedUrls: async () => [
          ...(await imagesRepository.referencedImageUrls()),
          ...(await media.referencedImageUrls()),
        ],
      }),
    );
    jobs.define(discoveryLogPruneJob(db));
    jobs.define(discoverySnapshotJob(discovery));

    await app.register(
      async (api) => {
        await api.register(organizationsRoutes, { organizations, analytics: appearances });
        await api.register(organizationImagesRoutes, { images: organizationImages, rateLimits });
        await api.register(media.routes, { media: media.service, rateLimits });
      },
      { prefix: '/api' },
    );
  },
  { name: 'organizations' },
);
