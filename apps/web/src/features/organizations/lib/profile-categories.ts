import {
  type Category,
  type CategoryGroup,
  COMPANY_PROPERTIES_GROUP_ID,
  DEFAULT_CATEGORY_ID,
  type Organization,
  organizationMessages,
} from '@catalyst/shared';
import { groupColor } from '@/features/taxonomy';

type OrderedOrganization = Pick<Organization, 'categoryIds' | 'categoriesOrder'>;

/** One category as the profile presents it: a section of its own with the owner's text. */
export interface ProfileCategory {
  category: Category;
  group: CategoryGroup | undefined;
  color: string;
  detail: string;
  imageUrl: string | null;
}

interface ProfileCategories {
  /** The categories shown as sections (and in 'Jump to'), in the owner's saved order. */
  sections: ProfileCategory[];
  /** Categories of the company properties group: listed apart, never as sections. */
  companyProperties: Category[];
}

/**
 * The organization's category ids in the owner's saved order: `categoriesOrder` ascending,
 * ids without a position after those with one, ties kept in `categoryIds` order. The
 * creation placeholder is never shown.
 */
export function orderedCategoryIds(organization: OrderedOrganization): string[] {
  const ids = [...new Set(organization.categoryIds)].filter((id) => id !== DEFAULT_CATEGORY_ID);
  const position = (id: string) => organization.categoriesOrder[id] ?? Number.POSITIVE_INFINITY;
  return ids
    .map((id, index) => ({ id, index }))
    .sort((a, b) => position(a.id) - position(b.id) || a.index - b.index)
    .map(({ id }) => id);
}

/** The owner's text for a category, or the product's default sentence when they wrote none. */
export function categoryDetailText(
  organization: Pick<Organization, 'name' | 'categoriesDetails'>,
  category: Pick<Category, 'id' | 'name'>,
): string {
  const detail = organization.categoriesDetails[category.id]?.trim();
  return (
    detail || `${organization.name} ${organizationMessages.defaultCategoryDetail(category.name)}`
  );
}

/** Splits an organization's categories into profile sections and company properties. */
export function profileCategories(
  organization: OrderedOrganization &
    Pick<Organization, 'name' | 'categoriesDetails' | 'categoryImages'>,
  categories: readonly Category[],
  groups: readonly CategoryGroup[],
): ProfileCategories {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const result: ProfileCategories = { sections: [], companyProperties: [] };
  for (const id of orderedCategoryIds(organization)) {
    // Ids the taxonomy no longer knows have no name to show.
    const category = categoryById.get(id);
    if (!category) continue;
    if (category.groupId === COMPANY_PROPERTIES_GROUP_ID) {
      result.companyProperties.push(category);
      continue;
    }
    const groupIndex = groups.findIndex((group) => group.id === category.groupId);
    const group = groups[groupIndex];
    result.sections.push({
      category,
      group,
      color: groupColor(group, Math.max(groupIndex, 0)),
      detail: categoryDetailText(organization, category),
      imageUrl: organization.categoryImages[id] ?? null,
    });
  }
  return result;
}

/** The fragment id of a category's section, the target of its 'Jump to' chip. */
export function categorySectionId(categoryId: string): string {
  return `category-${categoryId}`;
}
