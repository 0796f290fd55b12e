import {
  COMPANY_PROPERTIES_GROUP_ID,
  DEFAULT_CATEGORY_ID,
  type Category,
  type Organization,
  type OrganizationUpdateInput,
} from '@catalyst/shared';
import { initialOrder } from '../lib/category-order';

/** What the editor holds: the shared update schema's input, parsed by the same schema on save. */
export type OrganizationFormValues = OrganizationUpdateInput;

/** Company Properties are listed apart on the profile and never take part in ordering. */
export function isOrderable(category: Pick<Category, 'groupId'> | undefined): boolean {
  return category !== undefined && category.groupId !== COMPANY_PROPERTIES_GROUP_ID;
}

/**
 * The organization as the form edits it. Empty optional fields become '' (what an empty input
 * holds); the schema turns them back into null. Ids the taxonomy no longer knows are dropped,
 * as is the creation placeholder: neither can be shown, so neither may be saved unseen.
 */
export function toFormValues(
  organization: Organization,
  categories: readonly Category[],
): OrganizationFormValues {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryIds = [...new Set(organization.categoryIds)].filter(
    (id) => id !== DEFAULT_CATEGORY_ID && categoryById.has(id),
  );
  return {
    name: organization.name,
    description: organization.description,
    country: organization.country,
    location: organization.location ?? '',
    foundedYear: organization.foundedYear,
    websiteUrl: organization.websiteUrl ?? '',
    linkedinUrl: organization.linkedinUrl ?? '',
    twitterUrl: organization.twitterUrl ?? '',
    blogUrl: organization.blogUrl ?? '',
    categoryIds,
    categoriesOrder: initialOrder(categoryIds, organization.categoriesOrder, (id) =>
      isOrderable(categoryById.get(id)),
    ),
    categoriesDetails: Object.fromEntries(
      categoryIds.map((id) => [id, organization.categoriesDetails[id] ?? '']),
    ),
  };
}
