import type { VerificationResult } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyEmail = (token: string, userId: string) =>
  apiRequest<VerificationResult>('/auth/verify-email', { query: { token, userId } });

/**
 * A verification link is used once: the answer is kept for the page's life and never
 * re-requested (a second call would only find the token spent). Nor is the call ever aborted:
 * the server may already have spent the token, and a remount (React's StrictMode does one)
 * must pick up that answer rather than ask again.
 */
export const verifyEmailQuery = (token: string, userId: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token, userId],
    queryFn: () => verifyEmail(token, userId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (token: string, userId: string, options: { enabled: boolean }) =>
  useQuery({ ...verifyEmailQuery(token, userId), enabled: options.enabled });
