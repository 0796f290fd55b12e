import { createHmac } from 'node:crypto';
import {
  PROOF_OF_WORK_HEADER,
  proofOfWorkChallengeSchema,
  type ProofOfWorkChallenge,
} from '@catalyst/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import type { ChallengeDifficulty } from './challenge-difficulty.js';

/** Long enough for a slow phone at the highest difficulty, short enough that none are hoarded. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

const ALGORITHM = 'PBKDF2/SHA-256';

/** A solution's base64 is well under 1 kB; anything much longer is not one. */
const MAX_PROOF_LENGTH = 4_096;

/** How long a spent challenge is remembered beyond its expiry, for clocks that disagree a little. */
const SPENT_MARGIN_SECONDS = 60;

const proofSchema = z.object({
  challenge: proofOfWorkChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

type ProofOutcome =
  | 'redeemed'
  /** No proof, or not one of ours in shape. */
  | 'malformed'
  /** Solved for another kind of write. */
  | 'other-write'
  | 'expired'
  /** A signature or the solution does not check out. */
  | 'invalid'
  /** Already used once, by this process or another. */
  | 'spent';

function parseProof(header: string | undefined) {
  if (!header || header.length > MAX_PROOF_LENGTH) return undefined;
  try {
    const parsed = proofSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A secret of its own for each use, so no signature made here is valid anywhere else. */
function derivedSecret(authSecret: string, purpose: string): string {
  return createHmac('sha256', authSecret).update(`proof-of-work:${purpose}`).digest('hex');
}

/** The proof a request carries, from whichever kind of headers it came with. */
export function proofOfWorkIn(
  headers: Headers | Record<string, string | string[] | undefined> | undefined,
): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(PROOF_OF_WORK_HEADER) ?? undefined;
  const value = headers[PROOF_OF_WORK_HEADER.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Proof-of-work challenges, signed with a key derived from the auth secret so that every
 * process issues and accepts the same ones. The server knows each answer (the counter it
 * drew) and signs the key it leads to, so checking a solution costs two HMACs, never the
 * work itself. A solution is accepted once across all processes: its challenge's nonce is
 * counted in the shared rate-limit table until the challenge has expired, after which Better
 * Auth's pruning of that table removes it.
 */
export function createProofOfWork(deps: {
  authSecret: string;
  store: RateLimitStore;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}) {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const hmacSignatureSecret = derivedSecret(deps.authSecret, 'challenge');
  const hmacKeySignatureSecret = derivedSecret(deps.authSecret, 'solution');

  return {
    /** A challenge for one kind of write, usable there only. */
    async issue(write: string, difficulty: ChallengeDifficulty): Promise<ProofOfWorkChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.attempts.max, difficulty.attempts.min),
        deriveKey,
        data: { write },
        expiresAt: Math.floor(now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return proofOfWorkChallengeSchema.parse(challenge);
    },

    /** Checks a proof for this kind of write and, if it holds, spends it. */
    async redeem(write: string, header: string | undefined): Promise<ProofOutcome> {
      const proof = parseProof(header);
      if (!proof) return 'malformed';
      const { parameters } = proof.challenge;
      if (parameters.data?.['write'] !== write) return 'other-write';
      const nowSeconds = now() / 1000;
      if (parameters.expiresAt <= nowSeconds) return 'expired';
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) return result?.expired ? 'expired' : 'invalid';
      const spent = await store.consume(
        `proof-of-work:${parameters.nonce}`,
        { window: Math.ceil(parameters.expiresAt - nowSeconds) + SPENT_MARGIN_SECONDS, max: 1 },
        now(),
      );
      return spent.allowed ? 'redeemed' : 'spent';
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
