import type { Organization } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/users/organizations: every organization the user created, published or not. */
export const getMyOrganizations = (signal?: AbortSignal) =>
  apiRequest<Organization[]>('/users/organizations', { signal });

export const myOrganizationsQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.organizations(userId),
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });

export const useMyOrganizations = (userId: string) => useQuery(myOrganizationsQuery(userId));
