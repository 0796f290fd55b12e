import { randomBytes } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verifications } from '../../db/schema/index.js';
import { STEP_UP_TOKEN_PREFIX } from './address-proof.repository.js';

/** A stored challenge: its row, and the value a change must find unchanged to apply. */
interface StoredChallenge {
  id: string;
  value: string;
}

/** The step-up challenges of step-up-challenges.ts, rows of Better Auth's verifications table. */
export function createStepUpChallengeRepository(db: Database) {
  return {
    /** Removes the step-up challenges that expired before `now`, whoever's they were. */
    async deleteExpired(now: Date): Promise<void> {
      await db
        .delete(verifications)
        .where(
          and(
            like(verifications.identifier, `${STEP_UP_TOKEN_PREFIX}%`),
            lt(verifications.expiresAt, now),
          ),
        );
    },

    async create(challenge: { identifier: string; value: string; expiresAt: Date }): Promise<void> {
      await db.insert(verifications).values({ id: randomBytes(16).toString('hex'), ...challenge });
    },

    async find(identifier: string) {
      const [row] = await db
        .select({
          id: verifications.id,
          value: verifications.value,
          expiresAt: verifications.expiresAt,
        })
        .from(verifications)
        .where(eq(verifications.identifier, identifier))
        .limit(1);
      return row;
    },

    /**
     * Deletes the challenge if it is still as it was read: whoever deletes it first spends it.
     * False when another request changed or spent it since.
     */
    async spend(challenge: StoredChallenge): Promise<boolean> {
      const spent = await db
        .delete(verifications)
        .where(and(eq(verifications.id, challenge.id), eq(verifications.value, challenge.value)))
        .returning({ id: verifications.id });
      return spent.length > 0;
    },

    async delete(id: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.id, id));
    },

    /** Stores `value` in the challenge, unless another request changed or spent it since. */
    async replaceValue(challenge: StoredChallenge, value: string): Promise<void> {
      await db
        .update(verifications)
        .set({ value })
        .where(and(eq(verifications.id, challenge.id), eq(verifications.value, challenge.value)));
    },
  };
}
