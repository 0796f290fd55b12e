import type { AddressProofRequired, VerifyEmailProof } from '@catalyst/shared';
import { addressProofRequiredSchema } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type ApiData } from '@/lib/api-client';

const verifyEmail = (token: string, userId: string) =>
  apiRequest<ApiData<'/auth/verify-email', 'get'>>('/auth/verify-email', {
    query: { token, userId },
  });

/**
 * A verification link is used once: the answer is kept for the page's life and never
 * re-requested (a second call would only find the token spent). Nor is the call ever aborted:
 * the server may already have spent the token, and a remount (React's StrictMode does one)
 * must pick up that answer rather than ask again.
 */
const verifyEmailQuery = (token: string, userId: string) =>
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

/**
 * From a browser not signed in to the account, the link verifies only with a proof of the
 * account: its password, or a new one. Signs this browser in.
 */
export const verifyEmailWithProof = (proof: VerifyEmailProof) =>
  apiRequest<ApiData<'/auth/verify-email', 'post'>>('/auth/verify-email', {
    method: 'POST',
    body: proof,
  });

/** What the server asks for when the link alone is not enough, if that is its answer. */
export function proofRequiredBy(error: unknown): AddressProofRequired | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const parsed = addressProofRequiredSchema.safeParse(error.details);
  return parsed.success ? parsed.data : undefined;
}
