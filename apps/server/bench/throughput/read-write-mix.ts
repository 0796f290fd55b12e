/**
 * Reads with a share of owners' edits mixed in, for a load generator: each edit stamps a new
 * revision on the organization of an owner drawn at random.
 */
import type { Random } from '../directory/random-tools.js';
import { editRequest, type Owner } from '../stack/owners.js';
import type { NextRequest } from './measure-row.js';

export function readWriteMix(options: {
  reads: () => NextRequest;
  owners: readonly Owner[];
  writeShare: number;
  random: Random;
  /** The revision after which edits start (so stamps never repeat across phases). */
  firstRevision?: number;
}): { next: () => NextRequest; writes: () => number; lastRevision: () => number } {
  let revision = options.firstRevision ?? 0;
  let writes = 0;
  return {
    next: () => {
      const { random, owners } = options;
      if (owners.length === 0 || random() >= options.writeShare) return options.reads();
      revision += 1;
      writes += 1;
      return editRequest(owners[Math.floor(random() * owners.length)]!, revision);
    },
    writes: () => writes,
    lastRevision: () => revision,
  };
}
