import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

interface AdminUserFilters {
  q?: string | undefined;
  page: number;
}

/** GET /api/admin/users: accounts by address or name. */
const getAdminUsers = (filters: AdminUserFilters, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/users', 'get'>>('/admin/users', { query: { ...filters }, signal });

const adminUsersQuery = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: adminKeys.users({ ...filters }),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: AdminUserFilters) => useQuery(adminUsersQuery(filters));
