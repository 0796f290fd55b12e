import { apiMessages } from '@catalyst/shared';
import { ApiError, NetworkError } from '@/lib/api-client';

/** What the server (or the network check) said; a generic apology for anything unforeseen. */
export function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return apiMessages.internal;
}
