import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, categoryGroups, countries } from '../../db/schema/index.js';

export function createTaxonomyRepository(db: Database) {
  return {
    listCategoryGroups() {
      return db
        .select({
          id: categoryGroups.id,
          name: categoryGroups.name,
          emoji: categoryGroups.emoji,
          color: categoryGroups.color,
        })
        .from(categoryGroups)
        .orderBy(asc(categoryGroups.position));
    },

    listCategories() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          description: categories.description,
          emoji: categories.emoji,
          groupId: categories.groupId,
        })
        .from(categories)
        .orderBy(asc(categories.position));
    },

    findCategoryGroupIds(ids: string[]) {
      return db
        .select({ id: categories.id, groupId: categories.groupId })
        .from(categories)
        .where(inArray(categories.id, ids));
    },

    listCountries() {
      return db
        .select({ code: countries.code, name: countries.name, flagEmoji: countries.flagEmoji })
        .from(countries)
        .orderBy(asc(countries.code));
    },

    async countryExists(code: string): Promise<boolean> {
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, [code]));
      return rows.length > 0;
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
