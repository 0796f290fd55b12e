import { PASSWORD_MIN_LENGTH, authMessages } from '@catalyst/shared';
import { z } from 'zod';

export { PASSWORD_MIN_LENGTH };

/*
 * The sign-in forms talk to the auth library's own endpoints, so their schemas are composed
 * here from the shared limits and messages rather than taken from an API contract.
 */

const PASSWORD_REQUIRED = 'Please enter your password.';

/** The address as typed, without the spaces a paste tends to bring. */
export function cleanEmail(email: string): string {
  return email.trim();
}

const email = z
  .string()
  .transform(cleanEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, PASSWORD_REQUIRED),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** Sign-up: the product's minimum length, with the weak-password message. */
export const signupSchema = z.object({
  name: z.string().trim(),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, authMessages.weakPassword),
});
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/**
 * The rules for a new password typed twice (docs/product/rules-and-limits.md): the two must match,
 * then be long enough. Only the first broken rule is reported, with the field it concerns.
 */
export function newPasswordPairIssue(
  password: string,
  confirmation: string,
): { message: string; field: 'password' | 'confirmation' } | null {
  if (password !== confirmation) {
    return { message: authMessages.passwordsDoNotMatch, field: 'confirmation' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { message: authMessages.passwordTooShort, field: 'password' };
  }
  return null;
}

export const resetPasswordSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, context) => {
    const issue = newPasswordPairIssue(password, confirm);
    if (!issue) return;
    context.addIssue({
      code: 'custom',
      message: issue.message,
      path: [issue.field === 'password' ? 'password' : 'confirm'],
    });
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
