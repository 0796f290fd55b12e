import { ApiError } from '@/lib/api-client';

/**
 * The server words its refusals (4xx) with the product's texts, so they are shown as they are;
 * anything else (server fault, no network) gets the product's generic failure for the action.
 */
export function imageActionError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
