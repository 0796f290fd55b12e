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

/**
 * Moves focus to the first field (in form order) that has an error, so a keyboard or screen
 * reader user lands on what to fix. True when there was one.
 */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement,
  errors: FieldErrors<Field>,
  order: readonly Field[],
): boolean {
  const first = order.find((field) => errors[field]);
  if (!first) return false;
  const input = form.elements.namedItem(first);
  if (input instanceof HTMLElement) input.focus();
  return true;
}
