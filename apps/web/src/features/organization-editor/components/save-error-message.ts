import { organizationFormMessages } from '@catalyst/shared';
import { ApiError } from '@/lib/api-client';

/**
 * A refusal the server explained (a 4xx with its message) is shown as it is; anything else
 * (network, server fault, an answer without a message) gets the product's general message.
 */
export function saveErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'UNKNOWN' &&
    error.message
  ) {
    return error.message;
  }
  return organizationFormMessages.updateFailed;
}
