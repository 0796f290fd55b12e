import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { openRoleKeys } from './open-role-keys';

/**
 * GET /api/organizations/{ref}/roles: the open roles, or for the organization's own people
 * every role (closed and ended ones too, and a preview while it is unpublished).
 */
export const organizationRolesQuery = (organizationRef: string) =>
  queryOptions({
    queryKey: openRoleKeys.list(organizationRef),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/roles', 'get'>>(
        `/organizations/${encodeURIComponent(organizationRef)}/roles`,
        {
          signal,
        },
      ),
  });

export const useOrganizationRoles = (organizationRef: string, enabled = true) =>
  useQuery({ ...organizationRolesQuery(organizationRef), enabled });
