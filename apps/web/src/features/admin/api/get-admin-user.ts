import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/users/{id}: one account with the organizations it owns. */
const getAdminUser = (userId: string, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/users/{id}', 'get'>>(`/admin/users/${encodeURIComponent(userId)}`, {
    signal,
  });

const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });

export const useAdminUser = (userId: string) => useQuery(adminUserQuery(userId));
