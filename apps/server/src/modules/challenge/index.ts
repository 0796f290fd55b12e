/** The challenge module's public surface: proofs of work, and the budgets of anonymous writes. */
export { challengeModule } from './challenge.module.js';
export { createProofOfWork, proofOfWorkIn } from './proof-of-work.js';
export {
  createPublicWriteLimiter,
  publicWriteAuthRefusal,
  publicWriteRefusal,
  withinPublicWriteBudget,
  type PublicWrite,
  type PublicWriteBudgets,
  type PublicWriteLimiter,
} from './public-write-limit.js';
