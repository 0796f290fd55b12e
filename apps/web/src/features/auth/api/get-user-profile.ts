import type { UserProfile } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Queries about the signed-in user live under this key; signing out removes them all. */
export const userQueryKeyRoot = ['users'] as const;

export const getUserProfile = (signal?: AbortSignal) =>
  apiRequest<UserProfile>('/users/profile', { signal });

export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: [...userQueryKeyRoot, 'profile', userId],
    queryFn: ({ signal }) => getUserProfile(signal),
  });

export const useUserProfile = (userId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...userProfileQuery(userId), enabled: options.enabled ?? true });
