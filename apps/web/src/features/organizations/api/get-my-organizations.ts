import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/**
 * GET /api/users/organizations: every organization the user is part of, published or not, as
 * its people see it (their role, its payment and moderation): the one answer that says so.
 */
const getMyOrganizations = (signal?: AbortSignal) =>
  apiRequest<ApiData<'/users/organizations', 'get'>>('/users/organizations', { signal });

export const myOrganizationsQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.organizations(userId),
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });

export const useMyOrganizations = (userId: string) => useQuery(myOrganizationsQuery(userId));
