import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { startsWithPattern } from '../../lib/like-pattern.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';

/** Better Auth's provider id of the password. */
export const PASSWORD_PROVIDER_ID = 'credential';

/** The single-use tokens that stand for the account until they are spent: reset links, step-up codes. */
export const RESET_TOKEN_PREFIX = 'reset-password:';
export const STEP_UP_TOKEN_PREFIX = 'step-up:';

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
 * Anyone can register someone else's address: sign up with it and a password, or (before the
 * provider rules) arrive with a provider identity claiming it. So until the address is
 * proven (its verification link followed, a reset link used, a provider identity that
 * vouches for it) nothing attached to the account may be trusted to belong to the address's
 * owner. The proof makes the prover the owner: every password, provider identity and
 * session the prover did not show in that same act is removed, in one transaction.
 *
 * Proofs on an account already proven (a later password reset) end every other session and
 * spend the other pending tokens, but keep the provider identities: those were attached
 * after the address was proven, by its owner or by a provider that vouched for it.
 */
export function createAddressProofs(db: Database) {
  return {
    async prove(proof: AddressProof): Promise<ProofResult> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ emailVerified: users.emailVerified })
          .from(users)
          .where(eq(users.id, proof.userId))
          .for('update');
        if (!user) return { firstProof: false };
        const firstProof = !user.emailVerified;

        if (firstProof) {
          const unproven =
            proof.password === 'removed'
              ? eq(accounts.userId, proof.userId)
              : and(
                  eq(accounts.userId, proof.userId),
                  ne(accounts.providerId, PASSWORD_PROVIDER_ID),
                );
          await tx.delete(accounts).where(unproven);
        }
        if (typeof proof.password === 'object') {
          await replacePassword(tx, proof.userId, proof.password.replacedBy);
        }

        await tx
          .delete(sessions)
          .where(
            proof.keepSessionId
              ? and(eq(sessions.userId, proof.userId), ne(sessions.id, proof.keepSessionId))
              : eq(sessions.userId, proof.userId),
          );
        await tx
          .delete(verifications)
          .where(
            or(
              and(
                like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`),
                eq(verifications.value, proof.userId),
              ),
              and(
                like(verifications.identifier, `${STEP_UP_TOKEN_PREFIX}%`),
                like(verifications.value, startsWithPattern(`${proof.userId}|`)),
              ),
            ),
          );
        if (firstProof) {
          await tx
            .update(users)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(users.id, proof.userId));
        }
        return { firstProof };
      });
    },

    /** Whether the account of this address (any case) exists and its address is unproven. */
    async findUnprovenAccount(email: string): Promise<string | undefined> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, false)))
        .limit(1);
      return user?.id;
    },

    /** The stored hash of the account's password, if it has one. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER_ID)))
        .limit(1);
      return row?.password ?? undefined;
    },
  };
}

export type AddressProofs = ReturnType<typeof createAddressProofs>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function replacePassword(tx: Transaction, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER_ID)))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await tx.insert(accounts).values({
    id: randomUUID(),
    userId,
    providerId: PASSWORD_PROVIDER_ID,
    accountId: userId,
    password: hash,
  });
}
