import type { MemberOrganization } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/**
 * GET /api/users/organizations: every organization the user is part of, published or not, as
 * its people see it (their role, its payment and moderation): the one answer that says so.
 */
export const getMyOrganizations = (signal?: AbortSignal) =>
  apiRequest<MemberOrganization[]>('/users/organizations', { signal });

export const myOrganizationsQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.organizations(userId),
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });

export const useMyOrganizations = (userId: string) => useQuery(myOrganizationsQuery(userId));
