import { AppError } from '../../lib/app-error.js';
import { sortByName } from '../../lib/collation.js';
import type { TaxonomyRepository } from './taxonomy.repository.js';

export function createTaxonomyService(repository: TaxonomyRepository) {
  return {
    listCategoryGroups: () => repository.listCategoryGroups(),
    listCategories: () => repository.listCategories(),
    listCountries: async () => sortByName(await repository.listCountries()),

    /**
     * Groups filter categories by their category group, the unit of the filter's semantics
     * (OR within a group, AND across groups). Unknown ids are a client error, not an empty list.
     */
    async groupCategoriesByGroup(categoryIds: string[]): Promise<string[][]> {
      if (categoryIds.length === 0) return [];
      const rows = await repository.findCategoryGroupIds(categoryIds);
      const known = new Set(rows.map((row) => row.id));
      const unknown = categoryIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new AppError('VALIDATION_ERROR', `Unknown category: ${unknown.join(', ')}.`);
      }
      const byGroup = new Map<string, string[]>();
      for (const row of rows)
        byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row.id]);
      return [...byGroup.values()];
    },

    async assertCountryExists(code: string): Promise<void> {
      if (!(await repository.countryExists(code))) {
        throw new AppError('VALIDATION_ERROR', `Unknown country: ${code}.`);
      }
    },

    /** For callers with messages of their own (the organization forms). */
    hasCountry: (code: string): Promise<boolean> => repository.countryExists(code),

    /** The ids among these that name no category. */
    async unknownCategoryIds(categoryIds: string[]): Promise<string[]> {
      if (categoryIds.length === 0) return [];
      const known = new Set(
        (await repository.findCategoryGroupIds(categoryIds)).map((row) => row.id),
      );
      return categoryIds.filter((id) => !known.has(id));
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
