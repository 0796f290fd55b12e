import type { PrefetchArgs } from '@/app/route-data';
import {
  categoriesQuery,
  categoryGroupsQuery,
  countriesQuery,
} from '@/features/taxonomy/api/get-taxonomy';
import { organizationQuery } from './api/get-organization';

/** A profile's data: the organization the address names, and the names of its categories. */
export async function prefetchProfile({ queryClient, params }: PrefetchArgs): Promise<void> {
  const key = params['orgId']?.trim();
  await Promise.all([
    key ? queryClient.prefetchQuery(organizationQuery(key)) : null,
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(categoryGroupsQuery),
    queryClient.prefetchQuery(countriesQuery),
  ]);
}
