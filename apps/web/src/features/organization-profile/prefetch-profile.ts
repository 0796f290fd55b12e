import type { PrefetchArgs } from '@/lib/prefetch-args';
import { categoriesQuery, categoryGroupsQuery, countriesQuery } from '@/features/taxonomy';
import { organizationRolesQuery } from '@/features/open-roles';
import { organizationQuery } from '@/features/organizations';

/**
 * A profile's data: the organization the address names, its open roles, and the names of its
 * categories.
 */
export async function prefetchProfile({ queryClient, params }: PrefetchArgs): Promise<void> {
  const key = params['orgId']?.trim();
  await Promise.all([
    key ? queryClient.prefetchQuery(organizationQuery(key)) : null,
    key ? queryClient.prefetchQuery(organizationRolesQuery(key)) : null,
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(categoryGroupsQuery),
    queryClient.prefetchQuery(countriesQuery),
  ]);
}
