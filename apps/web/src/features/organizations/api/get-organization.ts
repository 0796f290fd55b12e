import type { MemberOrganization, Organization, OrganizationProfile } from '@catalyst/shared';
import { queryOptions, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** One organization by any of its addresses: its id, its slug, or a slug it had before. */
export const organizationQuery = (ref: string) =>
  queryOptions({
    queryKey: ['organization', ref],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}', 'get'>>(
        `/organizations/${encodeURIComponent(ref)}`,
        { signal },
      ),
  });

export const useOrganization = (ref: string) => useQuery(organizationQuery(ref));

/** Every cached copy of one organization, whichever address (id, slug, old slug) loaded it. */
export const cachedCopiesOf = (id: string) => ({
  queryKey: ['organization'],
  predicate: (query: Query) => (query.state.data as Organization | undefined)?.id === id,
});

/** What a write's answer tells the organization's people beyond the profile. */
const MEMBER_ONLY_FIELDS: ReadonlyArray<Exclude<keyof MemberOrganization, keyof Organization>> = [
  'createdBy',
  'paymentStatus',
  'subscriptionType',
  'moderation',
  'viewerRole',
];

/**
 * The profile as everyone sees it, from the organization as its people see it: what the
 * server answers at the profile's address, and so all a cached copy of it may hold.
 */
export function publicProfileOf(organization: MemberOrganization): Organization {
  const profile: Organization & Partial<MemberOrganization> = { ...organization };
  for (const field of MEMBER_ONLY_FIELDS) delete profile[field];
  return profile;
}

/** The parts of a profile beyond the organization, before they are known. */
const EMPTY_PROFILE_PARTS: Omit<OrganizationProfile, keyof Organization> = { milestones: [] };

/**
 * Puts the organization as it now is (a write's answer, to one of its people) into every
 * cached copy of its profile, and under its id and its current slug, so that the profile opens
 * at once at either address.
 */
export function cacheOrganization(
  queryClient: QueryClient,
  organization: MemberOrganization,
): void {
  // A write answers the organization without what its profile adds (the timeline): those
  // parts stay as a cached copy holds them; with no copy, the new ones are loaded again.
  const [, cached] =
    queryClient
      .getQueriesData<OrganizationProfile>(cachedCopiesOf(organization.id))
      .find(([, data]) => data !== undefined) ?? [];
  const profile: OrganizationProfile = {
    ...EMPTY_PROFILE_PARTS,
    ...cached,
    ...publicProfileOf(organization),
  };
  queryClient.setQueriesData<OrganizationProfile>(cachedCopiesOf(profile.id), profile);
  for (const ref of [profile.id, profile.slug]) {
    const { queryKey } = organizationQuery(ref);
    queryClient.setQueryData(queryKey, profile);
    if (!cached) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
