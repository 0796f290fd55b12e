import { and, desc, eq, sql } from 'drizzle-orm';
import { SAVED_SEARCHES_PER_USER_MAX, type SavedSearchAlerts } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { savedSearches } from '../../db/schema/index.js';

export interface SavedSearchFields {
  name: string;
  /** Canonical (canonicalSearchQuery). */
  query: string;
  alerts: SavedSearchAlerts;
}

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Why a write did not happen: the person's limit, or the same search saved already. */
export type SavedSearchWrite =
  { saved: SavedSearchRow } | { refused: 'too-many' | 'duplicate' | 'not-found' };

/** A unique violation of the (person, query) pair: that search is saved already. */
function isDuplicate(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

export function createSavedSearchesRepository(db: Database) {
  /** The person's searches are counted and written under a lock of their own. */
  const lockPerson = (tx: Pick<Database, 'execute'>, userId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);

  return {
    list(userId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async create(userId: string, fields: SavedSearchFields): Promise<SavedSearchWrite> {
      try {
        return await db.transaction(async (tx) => {
          await lockPerson(tx, userId);
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(savedSearches)
            .where(eq(savedSearches.userId, userId));
          if (count >= SAVED_SEARCHES_PER_USER_MAX) return { refused: 'too-many' as const };
          const [saved] = await tx
            .insert(savedSearches)
            .values({ userId, ...fields })
            .returning();
          return { saved: saved! };
        });
      } catch (error) {
        if (isDuplicate(error)) return { refused: 'duplicate' };
        throw error;
      }
    },

    async replace(
      userId: string,
      id: string,
      fields: SavedSearchFields,
    ): Promise<SavedSearchWrite> {
      try {
        const [saved] = await db
          .update(savedSearches)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
          .returning();
        return saved ? { saved } : { refused: 'not-found' };
      } catch (error) {
        if (isDuplicate(error)) return { refused: 'duplicate' };
        throw error;
      }
    },

    /** True when the person had that search. */
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return deleted.length > 0;
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
