import { authMessages, PASSWORD_MIN_LENGTH } from '@catalyst/shared';
import { commonPasswordsText } from './common-passwords.data.js';

const commonPasswords: ReadonlySet<string> = new Set(
  commonPasswordsText.split(/\s+/).filter(Boolean),
);

export const COMMON_PASSWORD_COUNT = commonPasswords.size;

/** Case does not make a listed password any harder to guess: 'Password' is 'password'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

/** The spec's minimum, shared with the web's forms. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON';

/**
 * The password rules of decisions.md: the spec's minimum of 6 characters, and none of the
 * most common passwords. Both answer the spec's weak-password message.
 */
export function findPasswordProblem(password: string): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (isCommonPassword(password)) return 'PASSWORD_TOO_COMMON';
  return undefined;
}

export const WEAK_PASSWORD_MESSAGE = authMessages.weakPassword;
