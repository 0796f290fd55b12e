import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { openRoleKeys } from './open-role-keys';

/** GET /api/organizations/{ref}/roles/{roleId}: one role, while it is open (or to its people). */
export const openRoleQuery = (organizationRef: string, roleId: string) =>
  queryOptions({
    queryKey: openRoleKeys.one(organizationRef, roleId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/roles/{roleId}', 'get'>>(
        `/organizations/${encodeURIComponent(organizationRef)}/roles/${encodeURIComponent(roleId)}`,
        { signal },
      ),
  });

export const useOpenRole = (organizationRef: string, roleId: string) =>
  useQuery(openRoleQuery(organizationRef, roleId));
