import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

export function createNewsletterRepository(db: Database) {
  return {
    /** Idempotent: subscribing an address twice keeps one row. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
