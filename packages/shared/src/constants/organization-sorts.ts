/**
 * How the grid is ordered: best match first (the default with a search), newest published
 * first (the default without), recently updated first, or by name.
 */
export const ORGANIZATION_SORTS = ['relevance', 'newest', 'updated', 'name'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

/** The order a list is in when the address names none. */
export function defaultSort(query: string | undefined): OrganizationSort {
  return query ? 'relevance' : 'newest';
}
