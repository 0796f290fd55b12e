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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a proof changes of the account, as address-proof.ts decides it. */
export interface ProofChanges {
  /**
   * The sign-in methods removed: all of them (the password and every provider identity), all
   * but the password, or none.
   */
  removeSignIns: 'all' | 'all-but-password' | 'none';
  /** A new password hash: it replaces the account's password, or becomes it. */
  newPasswordHash: string | undefined;
  /** The session that stays; every other session of the account ends. */
  keepSessionId: string | undefined;
  /** Whether the address becomes proven. */
  markProven: boolean;
}

/** The accounts, sessions and pending tokens a proof of the address changes. */
export function createAddressProofRepository(db: Database) {
  return {
    /**
     * Locks the account's row, reads whether its address was proven, and makes the changes
     * `decide` asks for, in one transaction; every pending token of the account (reset links,
     * step-up codes) is spent with them. Answers what it read, or undefined when there is no
     * such account (nothing changes).
     */
    async applyProof(
      userId: string,
      decide: (account: { emailVerified: boolean }) => ProofChanges,
    ): Promise<{ emailVerified: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ emailVerified: users.emailVerified })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return undefined;
        const changes = decide(user);

        if (changes.removeSignIns !== 'none') {
          await tx
            .delete(accounts)
            .where(
              changes.removeSignIns === 'all'
                ? eq(accounts.userId, userId)
                : and(eq(accounts.userId, userId), ne(accounts.providerId, PASSWORD_PROVIDER_ID)),
            );
        }
        if (changes.newPasswordHash !== undefined) {
          await replacePassword(tx, userId, changes.newPasswordHash);
        }

        await tx
          .delete(sessions)
          .where(
            changes.keepSessionId
              ? and(eq(sessions.userId, userId), ne(sessions.id, changes.keepSessionId))
              : eq(sessions.userId, userId),
          );
        await tx
          .delete(verifications)
          .where(
            or(
              and(
                like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`),
                eq(verifications.value, userId),
              ),
              and(
                like(verifications.identifier, `${STEP_UP_TOKEN_PREFIX}%`),
                like(verifications.value, startsWithPattern(`${userId}|`)),
              ),
            ),
          );
        if (changes.markProven) {
          await tx
            .update(users)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(users.id, userId));
        }
        return user;
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
