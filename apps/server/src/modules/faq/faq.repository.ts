import { asc } from 'drizzle-orm';
import type { FaqEntry } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { faqEntries } from '../../db/schema/index.js';

export function createFaqRepository(db: Database) {
  return {
    async list(): Promise<FaqEntry[]> {
      const rows = await db
        .select({
          id: faqEntries.id,
          question: faqEntries.question,
          answer: faqEntries.answer,
          categories: faqEntries.categories,
        })
        .from(faqEntries)
        .orderBy(asc(faqEntries.position));
      return rows as FaqEntry[];
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
