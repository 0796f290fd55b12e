import { apiMessages, authMessages, moderationMessages, stepUpMessages } from '@catalyst/shared';
import { NetworkError } from '@/lib/api-client';

/** What the user was doing: some codes read differently on the login form. */
type AuthAction = 'login' | 'signup' | 'social' | 'reset' | 'other';
export type SocialProvider = 'google' | 'github';

export interface AuthErrorInfo {
  /** The product's text for this failure (docs/product/rules-and-limits.md). */
  message: string;
  /** Offer 'Sign in with password' and 'Reset password' next to the message. */
  offerPasswordLinks: boolean;
}

/** Better Auth answers `{ code, message, status }`; OAuth redirects carry `?error=code`. */
export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

type Rule = (action: AuthAction, provider: SocialProvider | undefined) => AuthErrorInfo;

const say =
  (message: string, offerPasswordLinks = false): Rule =>
  () => ({ message, offerPasswordLinks });

const cancelled: Rule = (_action, provider) => ({
  message: provider === 'github' ? authMessages.githubCancelled : authMessages.popupCancelled,
  offerPasswordLinks: false,
});

/**
 * Better Auth's error codes (and the OAuth callback's `error` values, upper-cased) mapped to
 * the product's messages. Aliases cover the server's own codes for the same failures.
 */
const rules: Record<string, Rule> = {
  USER_ALREADY_EXISTS: say(authMessages.emailAlreadyInUse, true),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: say(authMessages.emailAlreadyInUse, true),
  EMAIL_ALREADY_IN_USE: say(authMessages.emailAlreadyInUse, true),
  CREDENTIAL_ACCOUNT_NOT_FOUND: say(authMessages.differentCredential, true),
  ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL: say(authMessages.differentCredential, true),
  // A Google or GitHub address that already has an unverified password account.
  ACCOUNT_NOT_LINKED: say(authMessages.socialEmailInUse, true),
  // The provider has not verified the address it gave: it signs no one in to its account.
  UNVERIFIED_PROVIDER_EMAIL: (_action, provider) => ({
    message: authMessages.providerEmailUnverified(provider === 'github' ? 'GitHub' : 'Google'),
    offerPasswordLinks: true,
  }),
  INVALID_EMAIL_OR_PASSWORD: say(authMessages.invalidCredential),
  INVALID_CREDENTIAL: say(authMessages.invalidCredential),
  INVALID_PASSWORD: (action) => ({
    message: action === 'login' ? authMessages.wrongPasswordLogin : authMessages.wrongPassword,
    offerPasswordLinks: false,
  }),
  USER_NOT_FOUND: say(authMessages.userNotFound),
  SOCIAL_ACCOUNT_ALREADY_LINKED: say(authMessages.credentialInUse),
  LINKED_ACCOUNT_ALREADY_EXISTS: say(authMessages.credentialInUse),
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: say(authMessages.credentialInUse),
  CREDENTIAL_ALREADY_IN_USE: say(authMessages.credentialInUse),
  PROVIDER_NOT_FOUND: say(authMessages.methodUnavailable),
  OAUTH_PROVIDER_NOT_FOUND: say(authMessages.methodUnavailable),
  SIGNUP_DISABLED: say(authMessages.methodUnavailable),
  OPERATION_NOT_ALLOWED: say(authMessages.methodUnavailable),
  METHOD_UNAVAILABLE: say(authMessages.methodUnavailable),
  INVALID_CLIENT: (_action, provider) => ({
    message:
      provider === 'github' ? authMessages.githubMisconfigured : authMessages.methodUnavailable,
    offerPasswordLinks: false,
  }),
  UNAUTHORIZED_CLIENT: (_action, provider) => ({
    message:
      provider === 'github' ? authMessages.githubMisconfigured : authMessages.methodUnavailable,
    offerPasswordLinks: false,
  }),
  ACCESS_DENIED: cancelled,
  USER_CANCELLED: cancelled,
  STATE_NOT_FOUND: say(authMessages.popupCancelled),
  STATE_MISMATCH: say(authMessages.popupCancelled),
  PLEASE_RESTART_THE_PROCESS: say(authMessages.popupCancelled),
  INVALID_CALLBACK_REQUEST: say(authMessages.popupCancelled),
  INVALID_CODE: say(authMessages.popupCancelled),
  NO_CODE: say(authMessages.popupCancelled),
  INVALID_EMAIL: say(authMessages.invalidEmail),
  PASSWORD_TOO_SHORT: say(authMessages.weakPassword),
  PASSWORD_TOO_COMMON: say(authMessages.weakPassword),
  PASSWORD_COMPROMISED: say(authMessages.weakPassword),
  WEAK_PASSWORD: say(authMessages.weakPassword),
  TOO_MANY_REQUESTS: say(authMessages.tooManyRequests),
  SERVICE_BUSY: say(apiMessages.busy),
  RATE_LIMITED: say(authMessages.tooManyRequests),
  USER_DISABLED: say(authMessages.userDisabled),
  BANNED_USER: say(authMessages.userDisabled),
  // A stepped-up sign-in's code: wrong (the challenge stands), or spent.
  INVALID_STEP_UP_CODE: say(stepUpMessages.wrongCode),
  STEP_UP_EXPIRED: say(stepUpMessages.expired),
  STEP_UP_REQUIRED: say(stepUpMessages.required),
  // An administrator disabled the account: the server refuses its every new session, and a
  // Google or GitHub sign-in comes back with this code alone.
  ACCOUNT_DISABLED: say(moderationMessages.accountDisabled),
};

const specTexts = new Set<unknown>(
  Object.values(authMessages).filter((value) => typeof value === 'string'),
);

function normalizeCode(code: string): string {
  return code
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  // fetch rejects with a TypeError when the network is unreachable.
  if (error instanceof TypeError) return true;
  return typeof error === 'object' && error !== null && (error as AuthErrorLike).status === 0;
}

/**
 * The product's message for a failed sign-in, sign-up, social sign-in or password reset,
 * and whether to offer the password links beside it.
 */
export function authErrorInfo(
  error: unknown,
  action: AuthAction = 'other',
  provider?: SocialProvider,
): AuthErrorInfo {
  if (isNetworkFailure(error)) return { message: authMessages.network, offerPasswordLinks: false };
  const like: AuthErrorLike =
    typeof error === 'object' && error !== null ? (error as AuthErrorLike) : {};
  const rule = like.code ? rules[normalizeCode(like.code)] : undefined;
  if (rule) return rule(action, provider);
  // A provider the server does not offer (no client configured) answers 404.
  if (action === 'social' && like.status === 404) {
    return { message: authMessages.methodUnavailable, offerPasswordLinks: false };
  }
  if (like.status === 429)
    return { message: authMessages.tooManyRequests, offerPasswordLinks: false };
  if (like.message && specTexts.has(like.message)) {
    return { message: like.message, offerPasswordLinks: false };
  }
  // Unknown refusals keep the server's own words; failures on its side get the general text.
  const refused = like.status !== undefined && like.status >= 400 && like.status < 500;
  if (refused && like.message) return { message: like.message, offerPasswordLinks: false };
  return { message: apiMessages.internal, offerPasswordLinks: false };
}

/** Just the text, where no links are offered. */
export function authErrorMessage(
  error: unknown,
  action: AuthAction = 'other',
  provider?: SocialProvider,
): string {
  return authErrorInfo(error, action, provider).message;
}
