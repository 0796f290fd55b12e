import { AccountActionError } from './account-action-error';

/** The shape of every Better Auth client answer, as far as failures go. */
interface AuthClientResult {
  error: { status: number; code?: string | undefined; message?: string | undefined } | null;
}

/** Better Auth's client answers `{ data, error }` instead of throwing; make a refusal throw. */
export function throwOnAuthError(result: AuthClientResult): void {
  if (result.error) {
    throw new AccountActionError(result.error.status, result.error.code, result.error.message);
  }
}
