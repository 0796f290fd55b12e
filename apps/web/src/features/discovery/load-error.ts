import { dataMessages } from '@catalyst/shared';
import { ApiError } from '@/lib/api-client';

/** The product's text for data that failed to load: sign-in still settling, or anything else. */
export function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? dataMessages.authRequired
    : dataMessages.loadFailed;
}
