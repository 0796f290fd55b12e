import { sessionMessages, type UserProfile } from '@catalyst/shared';
import { ApiError, NetworkError, apiRequest, type ApiData } from '@/lib/api-client';

/** Two more attempts after the first, waiting 1 s, then 2 s (docs/product/accounts.md). */
const SYNC_RETRY_DELAYS_MS = [1000, 2000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const syncUser = () =>
  apiRequest<ApiData<'/auth/sync-user', 'post'>>('/auth/sync-user', { method: 'POST' });

/** Retrying helps only when the server or the network failed, never when it said no. */
function worthRetrying(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError ? error.status >= 500 : true;
}

/**
 * Creates or updates the user's record on the backend after a sign-in (never for guests).
 * Fails with the product's 'Failed to create user record in database: {reason}'.
 */
export async function syncUserWithRetry(): Promise<UserProfile> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await syncUser();
    } catch (error) {
      const delay = SYNC_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !worthRetrying(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(sessionMessages.syncFailed(reason), { cause: error });
      }
      await sleep(delay);
    }
  }
}
