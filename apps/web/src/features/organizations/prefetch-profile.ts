import type { PrefetchArgs } from '@/app/route-data';
import {
  categoriesQuery,
  categoryGroupsQuery,
  countriesQuery,
} from '@/features/taxonomy/api/get-taxonomy';
import { organizationRolesQuery } from '@/features/open-roles/api/get-organization-roles';
import { organizationQuery } from './api/get-organization';

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
