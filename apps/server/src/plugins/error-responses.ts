import { apiErrorSchema, challengeRequiredErrorSchema } from '@catalyst/shared';
import { productionTimeouts } from './server-timeouts.js';

/**
 * What each error status means on this API, with the AppError codes it carries. The API
 * reference shows these texts beside the one error envelope.
 */
export const errorMeanings = {
  400: 'The request is malformed or breaks a rule: `VALIDATION_ERROR` (the first problem in `message`, each problem with its field in `details`) or `BAD_REQUEST`.',
  401: '`UNAUTHENTICATED`: no session, or a guest session where an account is needed.',
  403: 'Signed in but not allowed: `EMAIL_NOT_VERIFIED` until the email address is verified, or `FORBIDDEN` (another owner’s published organization, a wrong password, an administrators’ route).',
  404: '`NOT_FOUND`: nothing at this address, or nothing the caller may see.',
  408: `\`REQUEST_TIMEOUT\`: the request took too long to arrive (its headers within ${productionTimeouts.headersTimeout / 1000} seconds, all of it within ${productionTimeouts.requestTimeout / 1000}); the connection is closed after this answer.`,
  409: '`CONFLICT`: not possible in the current state, such as paying for an organization that is already paid for.',
  410: '`NOT_PUBLISHED`: the profile was public and its subscription has lapsed; or `UNAVAILABLE`: a moderator has hidden it. Gone for now, not unknown.',
  413: '`PAYLOAD_TOO_LARGE`: the body is larger than this endpoint accepts.',
  414: '`URI_TOO_LONG`: a path parameter is longer than the router reads (100 characters).',
  415: '`UNSUPPORTED_MEDIA_TYPE`: a body of a type this endpoint does not take (JSON everywhere, multipart for image uploads), or a file that is not a JPEG, PNG or WebP image.',
  428: '`CHALLENGE_REQUIRED`: a write anyone may make is past its hourly threshold across all clients, and this request brought no valid proof of work. Solve `details.challenge` and send the same request again with the solution in the `X-Altcha` header (the base64 of `{"challenge", "solution"}`, as ALTCHA’s libraries make it). A solution is good once, for this kind of write, for five minutes.',
  429: '`TOO_MANY_REQUESTS`: over a rate limit; the `Retry-After` header says how many seconds to wait.',
  431: '`HEADERS_TOO_LARGE`: the request headers are larger than the server reads; the connection is closed after this answer.',
  500: '`INTERNAL`: an unexpected failure; nothing of it is shown.',
  502: '`PAYMENT_PROVIDER_ERROR`: the payment provider failed or could not be reached; nothing was changed.',
  503: '`SERVICE_BUSY`: the server shed this work (password checks are queued); try again after `Retry-After` seconds.',
} as const;

export type ErrorStatus = keyof typeof errorMeanings;

/**
 * One schema per status, made once: each carries its meaning as the response's description.
 * A 428's details are the challenge, so its schema says what they hold.
 */
export const errorSchemas = Object.fromEntries(
  Object.entries(errorMeanings).map(([status, meaning]) => [
    status,
    (status === '428' ? challengeRequiredErrorSchema : apiErrorSchema).describe(meaning),
  ]),
) as Record<ErrorStatus, typeof apiErrorSchema>;

/**
 * The error answers a route declares in its `response` schema. The error handler writes
 * every error as apiErrorSchema, so serializing through it changes no byte of a response;
 * the declaration is what puts each status, and its meaning, in the API reference.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchemas[status]])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
