import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** What auth.ts reads of an account beside Better Auth's own queries. */
export function createAuthRepository(db: Database) {
  return {
    /** When the account was disabled; undefined when it is not (or there is no such account). */
    async findDisabledAt(userId: string): Promise<Date | undefined> {
      const [user] = await db
        .select({ disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId));
      return user?.disabledAt ?? undefined;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
