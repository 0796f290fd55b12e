import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { ImageFiles, ImageStorage } from './image-storage/image-storage.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimitStore } from './rate-limit/rate-limit-store.js';

/**
 * The app-wide objects app.ts builds once and hands to every module's plugin
 * (docs/decisions/0033-server-modules.md): a module builds its own repositories, services,
 * routes and jobs from these, and from what it is given of the modules it depends on.
 */
export interface AppResources {
  config: AppConfig;
  db: Database;
  /** Signs sessions, proofs of work and reporter keys. */
  authSecret: string;
  /** Work done outside requests, once across processes; modules define their jobs on it. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Fixed-window counters in the database, shared by every process. */
  rateLimits: RateLimitStore;
  images: { storage: ImageStorage; files: ImageFiles };
}
