import type { AdminOrganization, AdminOrganizationsQuery } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, type AdminPage } from './query-keys';

export type AdminOrganizationFilters = Pick<AdminOrganizationsQuery, 'q' | 'status' | 'plan'> & {
  page: number;
};

/** GET /api/admin/organizations: every organization, by name or owner's address, status, plan. */
export const getAdminOrganizations = (filters: AdminOrganizationFilters, signal?: AbortSignal) =>
  apiRequest<AdminPage<AdminOrganization>>('/admin/organizations', { query: filters, signal });

export const adminOrganizationsQuery = (filters: AdminOrganizationFilters) =>
  queryOptions({
    queryKey: adminKeys.organizations(filters),
    queryFn: ({ signal }) => getAdminOrganizations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrganizations = (filters: AdminOrganizationFilters) =>
  useQuery(adminOrganizationsQuery(filters));
