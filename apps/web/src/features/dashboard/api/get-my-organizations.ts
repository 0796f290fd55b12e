import type { Organization } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/**
 * The organizations the user created. Until the organizations feature serves
 * GET /api/users/organizations, the route answers 404: that means nothing to list yet.
 */
export async function getMyOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  try {
    return await apiRequest<Organization[]>('/users/organizations', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const myOrganizationsQuery = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.organizations(userId),
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });

export const useMyOrganizations = (userId: string) => useQuery(myOrganizationsQuery(userId));
