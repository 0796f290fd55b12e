import { and, eq, gte, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  newsletterSubscribers,
  organizations,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.js';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isAnonymous: boolean;
  emailVerified: boolean;
  createdAt: Date;
  /** Better Auth provider ids of the user's accounts: 'credential', 'google', 'github'. */
  providerIds: string[];
}

export interface DeleteAccountTarget {
  userId: string;
  email: string;
  /** Per-account rate-limit keys of the address. */
  rateLimitKeys: string[];
}

const STALE_GUEST_BATCH = 500;

export function createUsersRepository(db: Database) {
  return {
    async findById(userId: string): Promise<UserRecord | undefined> {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          isAnonymous: users.isAnonymous,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return undefined;
      const rows = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(accounts.createdAt);
      return { ...user, providerIds: rows.map((row) => row.providerId) };
    },

    async findSessionCreatedAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row?.createdAt;
    },

    /** The scrypt hash of the user's email-and-password account, if they have one. */
    async findPasswordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /**
     * Everything of the user, in one transaction: their organizations (category links
     * cascade), sessions, accounts, pending tokens and OAuth states that name them, the
     * per-account rate-limit counters and newsletter subscription of their address, and the
     * user row. Returns false when the user was already gone.
     */
    async deleteAccount(target: DeleteAccountTarget): Promise<boolean> {
      const { userId } = target;
      const email = target.email.toLowerCase();
      return db.transaction(async (tx) => {
        await tx.delete(organizations).where(eq(organizations.createdBy, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(accounts).where(eq(accounts.userId, userId));
        // Reset tokens keep the user id as their value; OAuth link states carry the id and
        // address inside their JSON value.
        await tx
          .delete(verifications)
          .where(
            or(
              eq(verifications.value, userId),
              sql`strpos(${verifications.value}, ${userId}) > 0`,
              sql`strpos(${verifications.identifier}, ${userId}) > 0`,
              sql`strpos(lower(${verifications.value}), ${`"${email}"`}) > 0`,
              eq(sql`lower(${verifications.identifier})`, email),
              sql`right(lower(${verifications.identifier}), ${email.length + 1}) = ${`:${email}`}`,
            ),
          );
        if (target.rateLimitKeys.length > 0) {
          await tx.delete(rateLimits).where(inArray(rateLimits.key, target.rateLimitKeys));
        }
        await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return deleted.length > 0;
      });
    },

    /**
     * Deletes guests with no activity since `cutoff` (neither the user row nor any session
     * touched), and organizations they created; their sessions and accounts go by cascade.
     * Works in batches whose rows are locked with SKIP LOCKED, so several processes can run
     * it at once without waiting on or double-counting each other. Returns how many went.
     */
    async deleteStaleGuests(cutoff: Date): Promise<number> {
      const stale = and(
        eq(users.isAnonymous, true),
        lt(users.updatedAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(and(eq(sessions.userId, users.id), gte(sessions.updatedAt, cutoff))),
        ),
      );
      let total = 0;
      for (;;) {
        const deleted = await db.transaction(async (tx) => {
          const batch = await tx
            .select({ id: users.id })
            .from(users)
            .where(stale)
            .limit(STALE_GUEST_BATCH)
            .for('update', { skipLocked: true });
          if (batch.length === 0) return { count: 0, full: false };
          const ids = batch.map((row) => row.id);
          // The condition again: a guest active since the batch was read stays.
          const gone = await tx
            .delete(users)
            .where(and(inArray(users.id, ids), stale))
            .returning({ id: users.id });
          if (gone.length > 0) {
            await tx.delete(organizations).where(
              inArray(
                organizations.createdBy,
                gone.map((row) => row.id),
              ),
            );
          }
          return { count: gone.length, full: batch.length === STALE_GUEST_BATCH };
        });
        total += deleted.count;
        if (!deleted.full) return total;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
