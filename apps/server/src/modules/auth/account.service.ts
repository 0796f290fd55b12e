import type { VerificationResult } from '@catalyst/shared';
import { authMessages, CHALLENGE_REQUIRED_CODE } from '@catalyst/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../lib/app-error.js';
import type { UsersService } from '../users/users.service.js';
import type { Auth } from './auth.js';

/** Answers of GET /api/auth/verify-email and POST /api/auth/resend-verification. */
export const verificationMessages = {
  verified: 'Your email has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  alreadyUsed: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new verification email.',
  invalid: 'This verification link is not valid. Please request a new verification email.',
} as const;

/** Why a link was refused, for clients that want more than the message. */
export type VerificationFailure = 'ALREADY_USED' | 'TOKEN_EXPIRED' | 'INVALID_TOKEN';

function refuse(reason: VerificationFailure): AppError {
  const message =
    reason === 'ALREADY_USED'
      ? verificationMessages.alreadyUsed
      : reason === 'TOKEN_EXPIRED'
        ? verificationMessages.expired
        : verificationMessages.invalid;
  return new AppError('BAD_REQUEST', message, { reason });
}

/**
 * The claims of a verification token, read without checking its signature: only to match
 * the link's userId before Better Auth, which does check it, is asked to verify.
 */
function readTokenClaims(token: string): { email?: unknown; userId?: unknown } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

function apiErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

function isTooManyRequests(error: unknown): boolean {
  return isAPIError(error) && (error as { statusCode?: number }).statusCode === 429;
}

export interface VerifiedEmail {
  result: VerificationResult;
  /** Cookies Better Auth set (a refreshed session cache, if ever enabled): pass them on. */
  setCookies: string[];
}

export function createAccountService(deps: {
  auth: Auth;
  users: UsersService;
  logError: (error: unknown, message: string) => void;
}) {
  const { auth, users, logError } = deps;

  return {
    /**
     * Verifies the address of an email link through Better Auth, which checks the token's
     * signature, expiry and that it names this user. The link must carry the user it was
     * sent to, and it works once: Better Auth quietly accepts a token again after the
     * address is verified, so a second use is refused here from the state before the call.
     */
    async verifyEmail(input: {
      token: string;
      userId: string;
      headers: Headers;
    }): Promise<VerifiedEmail> {
      const claims = readTokenClaims(input.token);
      if (!claims || claims.userId !== input.userId || typeof claims.email !== 'string') {
        throw refuse('INVALID_TOKEN');
      }
      const before = await users.findProfile(input.userId);
      if (!before) throw refuse('INVALID_TOKEN');

      let setCookies: string[];
      try {
        const { headers } = await auth.api.verifyEmail({
          query: { token: input.token },
          headers: input.headers,
          returnHeaders: true,
        });
        setCookies = headers?.getSetCookie() ?? [];
      } catch (error) {
        const code = apiErrorCode(error);
        if (code === 'TOKEN_EXPIRED') throw refuse('TOKEN_EXPIRED');
        if (code) throw refuse('INVALID_TOKEN');
        throw error;
      }
      if (before.emailVerified) throw refuse('ALREADY_USED');
      return { result: { success: true, message: verificationMessages.verified }, setCookies };
    },

    /** Sends a new verification link to the signed-in user's address, through Better Auth. */
    async resendVerification(input: {
      email: string;
      emailVerified: boolean;
      headers: Headers;
    }): Promise<VerificationResult> {
      const alreadyVerified = { success: false, message: verificationMessages.alreadyVerified };
      if (input.emailVerified) return alreadyVerified;
      try {
        await auth.api.sendVerificationEmail({
          body: { email: input.email },
          headers: input.headers,
        });
      } catch (error) {
        if (isTooManyRequests(error)) {
          throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyRequests);
        }
        if (apiErrorCode(error) === CHALLENGE_REQUIRED_CODE) {
          const { message, details } = (error as { body: { message: string; details: unknown } })
            .body;
          throw new AppError('CHALLENGE_REQUIRED', message, details);
        }
        if (apiErrorCode(error) === 'EMAIL_ALREADY_VERIFIED') return alreadyVerified;
        logError(error, 'verification email could not be sent');
        return { success: false, message: authMessages.resendFailed };
      }
      return { success: true, message: authMessages.verificationSent };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
