import { authMessages } from '@catalyst/shared';
import { PASSWORD_MIN_LENGTH } from '@/features/auth/auth-validation';

/** Spec section 5's change-password rules, in the spec's order; null when the input passes. */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return authMessages.passwordsDoNotMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  return null;
}
