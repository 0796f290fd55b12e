import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { userQueryKeyRoot } from '@/lib/query-keys';

const getUserProfile = (signal?: AbortSignal) =>
  apiRequest<ApiData<'/users/profile', 'get'>>('/users/profile', { signal });

export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: [...userQueryKeyRoot, 'profile', userId],
    queryFn: ({ signal }) => getUserProfile(signal),
  });

export const useUserProfile = (userId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...userProfileQuery(userId), enabled: options.enabled ?? true });
