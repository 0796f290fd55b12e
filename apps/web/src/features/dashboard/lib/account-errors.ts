import { authMessages } from '@catalyst/shared';
import { ApiError, NetworkError } from '@/lib/api-client';
import { AccountActionError } from './account-action-error';

const TOO_MANY_REQUESTS = 429;

/** What to tell the user when changing the password fails (see docs/product/). */
export function changePasswordErrorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the network is unreachable.
  if (error instanceof TypeError) return authMessages.network;
  if (!(error instanceof AccountActionError)) return authMessages.passwordUpdateFailed;
  if (error.code === 'INVALID_PASSWORD') return authMessages.wrongPassword;
  // The server's minimum and its common-password block list: the weak-password message.
  if (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_COMPROMISED') {
    return authMessages.weakPassword;
  }
  if (error.status === TOO_MANY_REQUESTS) return authMessages.tooManyRequests;
  return authMessages.passwordUpdateFailed;
}

/** What to tell the user when deleting the account fails (see docs/product/). */
export function deleteAccountErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return authMessages.deleteFailed;
  if (error.status === 403) return authMessages.deleteWrongPassword;
  if (error.status === 404) return authMessages.deleteNotFound;
  // 'UNKNOWN': the answer carried no message of ours (a proxy's error page, say).
  return error.code === 'UNKNOWN' || !error.message ? authMessages.deleteFailed : error.message;
}
