import type { Database } from '../../db/client.js';
import { createAddressProofRepository, type ProofChanges } from './address-proof.repository.js';

/**
 * What the person proving the address showed in the same act, which therefore survives it.
 * Everything else attached to the account before the proof is removed.
 */
export interface AddressProof {
  userId: string;
  /**
   * The account's password: `kept` when the prover showed they know it (typed it, or holds a
   * session it opened), `replaced` when they chose a new one with the proof (already stored
   * by the caller, or given here as a hash), `removed` when they showed nothing of it.
   */
  password: 'kept' | 'removed' | { replacedBy: string };
  /** The session the proof was made from, which stays; every other session ends. */
  keepSessionId?: string | undefined;
}

interface ProofResult {
  /** The address had not been proven before: whatever was attached to it was removed. */
  firstProof: boolean;
}

/**
 * What a proof changes: on an unproven address every password and provider identity the
 * prover did not show goes and the address becomes proven; on a proven one the identities
 * stay. Either way a password chosen with the proof is stored, and every session but the one
 * the proof was made from ends.
 */
function changesOf(proof: AddressProof, firstProof: boolean): ProofChanges {
  return {
    removeSignIns: !firstProof ? 'none' : proof.password === 'removed' ? 'all' : 'all-but-password',
    newPasswordHash: typeof proof.password === 'object' ? proof.password.replacedBy : undefined,
    keepSessionId: proof.keepSessionId,
    markProven: firstProof,
  };
}

/**
 * Anyone can register someone else's address: sign up with it and a password, or (before the
 * provider rules) arrive with a provider identity claiming it. So until the address is
 * proven (its verification link followed, a reset link used, a provider identity that
 * vouches for it) nothing attached to the account may be trusted to belong to the address's
 * owner. The proof makes the prover the owner: every password, provider identity and
 * session the prover did not show in that same act is removed, in one transaction
 * (address-proof.repository.ts).
 *
 * Proofs on an account already proven (a later password reset) end every other session and
 * spend the other pending tokens, but keep the provider identities: those were attached
 * after the address was proven, by its owner or by a provider that vouched for it.
 */
export function createAddressProofs(db: Database) {
  const repository = createAddressProofRepository(db);
  return {
    async prove(proof: AddressProof): Promise<ProofResult> {
      const before = await repository.applyProof(proof.userId, ({ emailVerified }) =>
        changesOf(proof, !emailVerified),
      );
      return { firstProof: before !== undefined && !before.emailVerified };
    },

    /** Whether the account of this address (any case) exists and its address is unproven. */
    findUnprovenAccount: (email: string): Promise<string | undefined> =>
      repository.findUnprovenAccount(email),

    /** The stored hash of the account's password, if it has one. */
    passwordHashOf: (userId: string): Promise<string | undefined> =>
      repository.passwordHashOf(userId),
  };
}

export type AddressProofs = ReturnType<typeof createAddressProofs>;
