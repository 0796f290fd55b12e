import type { Category, CategoryGroup } from '@catalyst/shared';
import { groupColor } from '@/features/taxonomy';

/** What every category control needs: the taxonomy, the live counts and the selection. */
export interface CategoryChoices {
  groups: CategoryGroup[];
  categories: Category[];
  /**
   * How many results each category would give as the only choice of its group, every other
   * filter kept (the API's `availableCategories`); undefined while unknown. A category missing
   * from a known map has none.
   */
  counts: ReadonlyMap<string, number> | undefined;
  selectedIds: ReadonlySet<string>;
  onToggle: (categoryId: string) => void;
}

export interface CategorySection {
  group: CategoryGroup;
  color: string;
  categories: Category[];
}

/** The groups in display order, each with its colour and its categories; empty groups left out. */
export function categorySections(
  groups: CategoryGroup[],
  categories: Category[],
): CategorySection[] {
  return groups
    .map((group, index) => ({
      group,
      color: groupColor(group, index),
      categories: categories.filter((category) => category.groupId === group.id),
    }))
    .filter((section) => section.categories.length > 0);
}

/** A category's count from a known map (0 when missing), or undefined while counts are unknown. */
export function countOf(
  counts: ReadonlyMap<string, number> | undefined,
  categoryId: string,
): number | undefined {
  return counts ? (counts.get(categoryId) ?? 0) : undefined;
}
