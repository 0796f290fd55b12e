import { moderationMessages } from '@catalyst/shared';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

/**
 * A report's refusal: the server's words, else what its status means (a proxy's bare 429
 * still says to wait), else that it could not be sent.
 */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'UNKNOWN') {
    if (error.status === 409) return moderationMessages.reportAlreadySent;
    if (error.status === 429) return moderationMessages.reportTooMany;
  }
  return apiErrorMessage(error, moderationMessages.reportFailed);
}
