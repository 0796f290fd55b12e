/**
 * The one error type services throw. The error handler maps `code` to an HTTP status and
 * sends `message` as is, so a message must be fit for the user (docs/product/rules-and-limits.md).
 */
type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'EMAIL_NOT_VERIFIED'
  | 'NOT_FOUND'
  /** A profile that was public and whose subscription has lapsed: gone for now, not unknown. */
  | 'NOT_PUBLISHED'
  /** A profile a moderator has hidden: gone while it is reviewed. */
  | 'UNAVAILABLE'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** Past a public write's overall threshold: `details.challenge` is to be solved first. */
  | 'CHALLENGE_REQUIRED'
  /** The payment provider failed or could not be reached; nothing was changed here. */
  | 'PAYMENT_PROVIDER_ERROR'
  /** Work shed on purpose (the password-hashing queue is full); the request may be retried. */
  | 'SERVICE_BUSY';

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  NOT_PUBLISHED: 410,
  UNAVAILABLE: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  CHALLENGE_REQUIRED: 428,
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_BUSY: 503,
};

export class AppError extends Error {
  override name = 'AppError';

  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: unknown,
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.retryAfter = options.retryAfter;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}
