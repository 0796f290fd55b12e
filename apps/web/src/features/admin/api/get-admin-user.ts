import type { AdminUserDetail } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/users/{id}: one account with the organizations it owns. */
export const getAdminUser = (userId: string, signal?: AbortSignal) =>
  apiRequest<AdminUserDetail>(`/admin/users/${encodeURIComponent(userId)}`, { signal });

export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });

export const useAdminUser = (userId: string) => useQuery(adminUserQuery(userId));
