import { organizationFormMessages } from '@catalyst/shared';
import { ApiError } from '@/lib/api-client';

/** The server's own words for a refusal (4xx); the product's failure text for anything else. */
export function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return organizationFormMessages.createFailed;
}
