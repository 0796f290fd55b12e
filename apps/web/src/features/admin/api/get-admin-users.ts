import type { AdminUser } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, type AdminPage } from './query-keys';

export interface AdminUserFilters {
  q?: string | undefined;
  page: number;
}

/** GET /api/admin/users: accounts by address or name. */
export const getAdminUsers = (filters: AdminUserFilters, signal?: AbortSignal) =>
  apiRequest<AdminPage<AdminUser>>('/admin/users', { query: { ...filters }, signal });

export const adminUsersQuery = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: adminKeys.users({ ...filters }),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: AdminUserFilters) => useQuery(adminUsersQuery(filters));
