import type { AdminOrganizationsQuery } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type AdminOrganizationFilters = Pick<AdminOrganizationsQuery, 'q' | 'status' | 'plan'> & {
  page: number;
};

/** GET /api/admin/organizations: every organization, by name or owner's address, status, plan. */
const getAdminOrganizations = (filters: AdminOrganizationFilters, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/organizations', 'get'>>('/admin/organizations', {
    query: filters,
    signal,
  });

const adminOrganizationsQuery = (filters: AdminOrganizationFilters) =>
  queryOptions({
    queryKey: adminKeys.organizations(filters),
    queryFn: ({ signal }) => getAdminOrganizations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrganizations = (filters: AdminOrganizationFilters) =>
  useQuery(adminOrganizationsQuery(filters));
