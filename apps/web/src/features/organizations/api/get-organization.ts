import type { Organization } from '@catalyst/shared';
import { queryOptions, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One organization by any of its addresses: its id, its slug, or a slug it had before. */
export const organizationQuery = (ref: string) =>
  queryOptions({
    queryKey: ['organization', ref],
    queryFn: ({ signal }) =>
      apiRequest<Organization>(`/organizations/${encodeURIComponent(ref)}`, { signal }),
  });

export const useOrganization = (ref: string) => useQuery(organizationQuery(ref));

/** Every cached copy of one organization, whichever address (id, slug, old slug) loaded it. */
export const cachedCopiesOf = (id: string) => ({
  queryKey: ['organization'],
  predicate: (query: Query) => (query.state.data as Organization | undefined)?.id === id,
});

/**
 * Puts the organization as it now is into every cached copy of it, and under its id and its
 * current slug, so that the profile opens at once at either address.
 */
export function cacheOrganization(queryClient: QueryClient, organization: Organization): void {
  queryClient.setQueriesData<Organization>(cachedCopiesOf(organization.id), organization);
  queryClient.setQueryData(organizationQuery(organization.id).queryKey, organization);
  queryClient.setQueryData(organizationQuery(organization.slug).queryKey, organization);
}
