import { moderationMessages } from '@catalyst/shared';
import { ApiError, NetworkError } from '@/lib/api-client';

/**
 * The server's own words for a refusal (already hidden, not hidden, cannot disable yourself,
 * only administrators) and the network check's; `fallback` for anything unforeseen, such as
 * an answer without the API's error body.
 */
export function moderationErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'UNKNOWN') return error.message;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}

/**
 * A report's refusal: the server's words, else what its status means (a proxy's bare 429
 * still says to wait), else that it could not be sent.
 */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'UNKNOWN') {
    if (error.status === 409) return moderationMessages.reportAlreadySent;
    if (error.status === 429) return moderationMessages.reportTooMany;
  }
  return moderationErrorMessage(error, moderationMessages.reportFailed);
}
