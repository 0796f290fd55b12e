import { EMAIL_MAX } from './limits.js';

/** What an email address looks like: zod's z.email() pattern, named so a form can check it without zod. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * newsletterSubscribeSchema's rule for the address, as a plain function: trimmed and lower-cased,
 * at most EMAIL_MAX characters, shaped like an address. The address to send, or null.
 */
export function newsletterEmailOf(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? email : null;
}
