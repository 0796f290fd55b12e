import { apiMessages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { APIError } from 'better-auth/api';
import { WorkSlotsFullError } from '../../lib/work-slots.js';

/** Seconds a client is asked to wait when password checks are shed. */
const BUSY_RETRY_AFTER = 2;

/**
 * A password hash or check, with a full hashing queue answered as 503 (and a short
 * Retry-After) instead of Better Auth's generic 500: the request was fine, the server
 * chose not to queue it.
 */
export async function shedWhenHashingIsBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WorkSlotsFullError)) throw error;
    throw new APIError(
      'SERVICE_UNAVAILABLE',
      { code: 'SERVICE_BUSY', message: apiMessages.busy },
      { 'retry-after': String(BUSY_RETRY_AFTER) },
    );
  }
}

/** The same, for our own routes: a full hashing queue is the API's 503 with a Retry-After. */
export async function busyWhenHashingIsBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WorkSlotsFullError)) throw error;
    throw new AppError('SERVICE_BUSY', apiMessages.busy, undefined, {
      retryAfter: BUSY_RETRY_AFTER,
    });
  }
}
