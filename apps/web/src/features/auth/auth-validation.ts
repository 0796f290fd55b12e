import { PASSWORD_MIN_LENGTH, authMessages } from '@catalyst/shared';
import { z } from 'zod';

export { PASSWORD_MIN_LENGTH };

export const emailSchema = z.email({ error: authMessages.invalidEmail });

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The address as typed, without the spaces a paste tends to bring. */
export function cleanEmail(email: string): string {
  return email.trim();
}

export function emailError(email: string): string | undefined {
  return emailSchema.safeParse(cleanEmail(email)).success ? undefined : authMessages.invalidEmail;
}

/** Sign-up and reset: the spec's minimum length, with the weak-password message. */
export function newPasswordError(password: string): string | undefined {
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : authMessages.weakPassword;
}
