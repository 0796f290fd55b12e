import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, displayNameMessages } from '../constants/display-name.js';
import { USER_ROLES } from '../constants/user-roles.js';

/** The providers a visitor may sign in with besides a password. */
export const SOCIAL_SIGN_IN_PROVIDERS = ['google', 'github'] as const;
export const socialSignInProviderSchema = z.enum(SOCIAL_SIGN_IN_PROVIDERS);
/** How a user can sign in (docs/product/accounts.md#kinds-of-account). */
export const signInProviderSchema = z.enum(['password', ...SOCIAL_SIGN_IN_PROVIDERS]);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** GET /api/users/profile and POST /api/auth/sync-user: the user as the product sees them. */
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAnonymous: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  providers: z.array(signInProviderSchema),
  /** An administrator moderates and runs the admin console. */
  role: userRoleSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** POST /api/auth/resend-verification and GET /api/auth/verify-email answer this. */
export const verificationResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/**
 * `POST /api/auth/resend-verification`: the page of this site the new link returns to once the
 * address is verified, as a sign-up's own link does (a path: `/organizations/x?follow=…`).
 */
export const resendVerificationSchema = z
  .object({
    callbackURL: z
      .string()
      .max(2000)
      .regex(/^\/(?![/\\])/, 'A page of this site: a path starting with one `/`.')
      .optional(),
  })
  .nullish();

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
});

/**
 * POST /api/auth/verify-email: the link's token and user, with the proof that whoever
 * follows it from a browser not signed in to the account is its owner: the account's
 * password, or a new one chosen now (which replaces any other).
 */
export const verifyEmailProofSchema = z.union([
  z.strictObject({
    token: z.string().min(1).max(4096),
    userId: z.string().min(1).max(256),
    password: z.string().min(1).max(1024),
  }),
  z.strictObject({
    token: z.string().min(1).max(4096),
    userId: z.string().min(1).max(256),
    newPassword: z.string().min(1).max(1024),
  }),
]);
export type VerifyEmailProof = z.infer<typeof verifyEmailProofSchema>;

/** What a verification link that needs a proof answers (403, in `error.details`). */
export const addressProofRequiredSchema = z.object({
  reason: z.literal('PROOF_REQUIRED'),
  email: z.string(),
  /** Whether the account has a password to confirm, or one must be chosen. */
  hasPassword: z.boolean(),
});
export type AddressProofRequired = z.infer<typeof addressProofRequiredSchema>;

/** POST /api/auth/sign-in/step-up: the code mailed to the address. */
export const stepUpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/**
 * POST /api/auth/update-user, as the account settings form sends it: the display name and
 * nothing else (the server refuses any other field).
 */
export const displayNameSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, displayNameMessages.required)
    .max(DISPLAY_NAME_MAX_LENGTH, displayNameMessages.tooLong),
});
export type DisplayNameInput = z.infer<typeof displayNameSchema>;

/** DELETE /api/users/me: the typed confirmation word, and the password for password accounts. */
export const deleteAccountSchema = z.object({
  confirmation: z.literal('DELETE', { error: 'Please type DELETE to confirm' }),
  password: z.string().optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
