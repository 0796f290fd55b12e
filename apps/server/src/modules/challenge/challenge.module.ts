import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { createProofOfWork } from './proof-of-work.js';
import {
  createPublicWriteLimiter,
  withThresholdsAt,
  type PublicWriteBudgets,
  type PublicWriteLimiter,
} from './public-write-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The budgets of anonymous writes, for auth, the newsletter and reports. */
    publicWrites: PublicWriteLimiter;
  }
}

export interface ChallengeModuleOptions extends AppResources {
  /**
   * The budgets of anonymous writes; the defaults of public-write-limit.ts when omitted.
   * PROOF_OF_WORK_THRESHOLD_PERCENT scales their overall thresholds either way.
   */
  budgets?: PublicWriteBudgets | undefined;
}

/** The budgets of anonymous writes, and the proof of work asked past their thresholds. */
export const challengeModule = fp<ChallengeModuleOptions>(
  async (app, { config, authSecret, rateLimits, budgets }) => {
    const publicWrites = createPublicWriteLimiter({
      store: rateLimits,
      proofOfWork: createProofOfWork({ authSecret, store: rateLimits }),
      budgets: withThresholdsAt(config.publicWrites.proofOfWorkThresholdPercent, budgets),
      log: app.log,
    });
    app.decorate('publicWrites', publicWrites);
  },
  { name: 'challenge' },
);
