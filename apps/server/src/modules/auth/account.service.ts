import type { VerificationResult } from '@catalyst/shared';
import { addressProofMessages, authMessages, CHALLENGE_REQUIRED_CODE } from '@catalyst/shared';
import { isAPIError } from 'better-auth/api';
import { jwtVerify } from 'jose';
import { JWTExpired } from 'jose/errors';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import type { AccountMailPacing } from './account-mail-pacing.js';
import type { AddressProof, AddressProofs } from './address-proof.js';
import type { Auth } from './auth.js';
import { busyWhenHashingIsBusy } from './auth-errors.js';
import { checkPasswordAttempt, type PasswordAttempts } from './password-attempts.js';
import {
  findPasswordProblem,
  TOO_LONG_PASSWORD_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
} from './password-strength.js';

/** Answers of GET and POST /api/auth/verify-email and POST /api/auth/resend-verification. */
export const verificationMessages = {
  verified: 'Your email has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  alreadyUsed: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new verification email.',
  invalid: 'This verification link is not valid. Please request a new verification email.',
} as const;

/** Why a link was refused, for clients that want more than the message. */
type VerificationFailure = 'ALREADY_USED' | 'TOKEN_EXPIRED' | 'INVALID_TOKEN';

function refuse(reason: VerificationFailure): AppError {
  const message =
    reason === 'ALREADY_USED'
      ? verificationMessages.alreadyUsed
      : reason === 'TOKEN_EXPIRED'
        ? verificationMessages.expired
        : verificationMessages.invalid;
  return new AppError('BAD_REQUEST', message, { reason });
}

function apiErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

function isTooManyRequests(error: unknown): boolean {
  return isAPIError(error) && (error as { statusCode?: number }).statusCode === 429;
}

/**
 * How the person following a verification link shows that the account is theirs as well as
 * the address: the session of the account this browser holds (it was opened with the
 * account's password), the password typed now, or a new password chosen now.
 */
export type VerificationProof =
  | { kind: 'session'; userId: string; sessionId: string }
  | { kind: 'password'; password: string }
  | { kind: 'new-password'; newPassword: string }
  | { kind: 'none' };

export interface VerifiedEmail {
  result: VerificationResult;
  /** The session cookie of a browser signed in by its proof: pass it on. */
  setCookies: string[];
}

interface AccountServiceDependencies {
  auth: Auth;
  proofs: AddressProofs;
  passwordAttempts: PasswordAttempts;
  mailPacing: AccountMailPacing;
  /** Signs the verification tokens (the auth secret). */
  secret: string;
  productName: string;
  logError: (error: unknown, message: string) => void;
}

export function createAccountService(deps: AccountServiceDependencies) {
  const { auth, proofs, passwordAttempts, mailPacing, secret, productName, logError } = deps;

  /** The account a link was sent to, if the link is genuine, current and still unused. */
  async function accountOfLink(token: string, userId: string) {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
      }));
    } catch (error) {
      throw refuse(error instanceof JWTExpired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    }
    if (claims.userId !== userId || typeof claims.email !== 'string') {
      throw refuse('INVALID_TOKEN');
    }
    const user = await (await auth.$context).internalAdapter.findUserById(userId);
    // A link names the address it was sent to: one for an earlier address proves nothing now.
    if (!user || user.email.toLowerCase() !== claims.email.toLowerCase()) {
      throw refuse('INVALID_TOKEN');
    }
    if (user.emailVerified) throw refuse('ALREADY_USED');
    return user;
  }

  return {
    /**
     * Verifies the address of an emailed link. The link proves the address; it must not
     * hand the account to whoever opens it (a mail scanner, or the owner of an address a
     * stranger registered), so the account is proven too: by a session of it in this
     * browser, by its password, or by a new password that replaces any other. The proof
     * then ends every other session and removes whatever else was attached to the account
     * (address-proof.ts). Without a proof nothing changes and the answer says what is needed.
     */
    async verifyEmail(input: {
      token: string;
      userId: string;
      proof: VerificationProof;
      clientIp: string | undefined;
      headers: Headers;
    }): Promise<VerifiedEmail> {
      const user = await accountOfLink(input.token, input.userId);
      const { proof } = input;
      const passwordHash = await proofs.passwordHashOf(user.id);

      let outcome: AddressProof;
      if (proof.kind === 'session' && proof.userId === user.id) {
        outcome = { userId: user.id, password: 'kept', keepSessionId: proof.sessionId };
      } else if (proof.kind === 'password' && passwordHash) {
        const matches = await checkPasswordAttempt(
          passwordAttempts,
          { email: user.email, clientIp: input.clientIp },
          () => verifyPassword({ hash: passwordHash, password: proof.password }),
        );
        if (!matches) throw new AppError('FORBIDDEN', authMessages.wrongPassword);
        outcome = { userId: user.id, password: 'kept' };
      } else if (proof.kind === 'new-password') {
        const problem = findPasswordProblem(proof.newPassword, {
          productName,
          email: user.email,
          name: user.name,
        });
        if (problem) {
          throw new AppError(
            'VALIDATION_ERROR',
            problem === 'PASSWORD_TOO_LONG' ? TOO_LONG_PASSWORD_MESSAGE : WEAK_PASSWORD_MESSAGE,
            { reason: problem },
          );
        }
        const hash = await busyWhenHashingIsBusy(() => hashPassword(proof.newPassword));
        outcome = { userId: user.id, password: { replacedBy: hash } };
      } else {
        throw new AppError(
          'FORBIDDEN',
          passwordHash ? addressProofMessages.required : addressProofMessages.chooseRequired,
          { reason: 'PROOF_REQUIRED', email: user.email, hasPassword: Boolean(passwordHash) },
        );
      }

      await proofs.prove(outcome);
      let setCookies: string[] = [];
      if (!outcome.keepSessionId) {
        // The browser that proved it is signed in: every session from before has just ended.
        const { headers } = await auth.api.signInWithProvenAddress({
          body: { userId: user.id },
          headers: input.headers,
          returnHeaders: true,
        });
        setCookies = headers.getSetCookie();
      }
      return { result: { success: true, message: verificationMessages.verified }, setCookies };
    },

    /**
     * Sends a new verification link to the signed-in user's address, through Better Auth, as
     * long as the address's allowance lasts; past it, the user is told that the link already
     * sent still works.
     */
    async resendVerification(input: {
      email: string;
      emailVerified: boolean;
      /** The page the link returns to (a path of this site), as a sign-up's own link does. */
      callbackURL?: string | undefined;
      headers: Headers;
    }): Promise<VerificationResult> {
      const alreadyVerified = { success: false, message: verificationMessages.alreadyVerified };
      if (input.emailVerified) return alreadyVerified;
      if (!(await mailPacing.allows('verification', input.email))) {
        return { success: false, message: addressProofMessages.recentlySent };
      }
      try {
        await auth.api.sendVerificationEmail({
          body: {
            email: input.email,
            ...(input.callbackURL ? { callbackURL: input.callbackURL } : {}),
          },
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
