import type { ProofOfWorkChallenge } from '@catalyst/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge as a browser would, and answers the X-Altcha header it would send. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The challenge of a 428, in our envelope or Better Auth's. */
export function challengeOf(body: unknown): ProofOfWorkChallenge {
  const refusal = body as {
    error?: { details?: { challenge?: ProofOfWorkChallenge } };
    details?: { challenge?: ProofOfWorkChallenge };
  };
  const challenge = refusal.error?.details?.challenge ?? refusal.details?.challenge;
  if (!challenge) throw new Error(`no challenge in ${JSON.stringify(body)}`);
  return challenge;
}
