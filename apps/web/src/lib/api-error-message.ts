import { ApiError, NetworkError } from '@/lib/api-client';

/**
 * The server's own words for a refusal (already hidden, not hidden, cannot disable yourself,
 * only administrators) and the network check's; `fallback` for anything unforeseen, such as
 * an answer without the API's error body.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'UNKNOWN') return error.message;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}
