import { authMessages } from '@catalyst/shared';
import { APIError } from 'better-auth/api';

export const TOO_MANY_REQUESTS_CODE = 'TOO_MANY_REQUESTS';

/**
 * Better Auth's per-IP limiter answers 429 with its own English sentence before any hook
 * runs; the auth bridge passes every auth response through this so each 429 carries the
 * product's message (and a stable code), whichever limit was hit.
 */
export function withSpecTooManyRequestsMessage(response: Response): Response {
  if (response.status !== 429) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const retryAfter = headers.get('x-retry-after');
  if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter);
  return new Response(
    JSON.stringify({ code: TOO_MANY_REQUESTS_CODE, message: authMessages.tooManyRequests }),
    { status: 429, statusText: 'Too Many Requests', headers },
  );
}

/** Better Auth's 429, with the product's message and both spellings of the wait. */
export function tooManyRequests(retryAfter: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: TOO_MANY_REQUESTS_CODE, message: authMessages.tooManyRequests },
    { 'retry-after': String(retryAfter), 'x-retry-after': String(retryAfter) },
  );
}
