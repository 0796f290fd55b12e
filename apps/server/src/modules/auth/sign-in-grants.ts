import { stepUpCodeSchema, stepUpMessages } from '@catalyst/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, type createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { AccountMailPacing } from './account-mail-pacing.js';
import { PASSWORD_PROVIDER_ID } from './address-proof.repository.js';
import { stepUpCodeEmail } from './auth-emails.js';
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js';
import type { PasswordAttempts, PasswordAttemptSubject } from './password-attempts.js';
import { STEP_UP_CODE_LIFETIME_SECONDS, type StepUpChallenges } from './step-up-challenges.js';
import { issueTrustedDevice, trustedDeviceCookie } from './trusted-device.js';

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const STEP_UP_REQUIRED_CODE = 'STEP_UP_REQUIRED';
const STEP_UP_COOKIE = 'step_up';
export const STEP_UP_PATH = '/sign-in/step-up';
/** Server-only: signs in the browser that just proved an address (account.service.ts). */
const PROVEN_ADDRESS_PATH = '/sign-in/proven-address';

function stepUpCookie(ctx: Pick<AuthMiddlewareContext, 'context'>) {
  return ctx.context.createAuthCookie(STEP_UP_COOKIE, {
    maxAge: STEP_UP_CODE_LIFETIME_SECONDS,
    path: '/api/auth',
  });
}

/** A Set-Cookie line, for answers that are errors (Better Auth drops cookies set on a thrown one). */
function setCookieLine(
  cookie: ReturnType<typeof stepUpCookie>,
  value: string,
  maxAge = STEP_UP_CODE_LIFETIME_SECONDS,
): string {
  const { attributes } = cookie;
  return [
    `${cookie.name}=${value}`,
    `Path=${attributes.path ?? '/'}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite ?? 'Lax'}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}

interface StepUpDependencies {
  challenges: StepUpChallenges;
  passwordAttempts: PasswordAttempts;
  mailPacing: AccountMailPacing;
  mailer: Mailer;
  productName: string;
  logError: (error: unknown, message: string) => void;
}

/**
 * The sign-in of an account whose back-off holds, from a browser it does not trust: the
 * password is checked (the client's source pays for the guess as for any other), a challenge
 * is bound to this browser, and only if the password was right is a code mailed to the
 * address. The answer is the same either way, so an attacker learns nothing from it, while
 * the owner, who typed the right password, gets in with the code instead of waiting out
 * the attack.
 */
export function createStepUp(deps: StepUpDependencies) {
  const { challenges, passwordAttempts, mailPacing, mailer, productName, logError } = deps;

  async function passwordIsRight(
    ctx: AuthMiddlewareContext,
    email: string,
    password: string,
  ): Promise<{ userId: string; email: string } | undefined> {
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), {
      includeAccounts: true,
    });
    const hash = found?.accounts.find(
      (account) => account.providerId === PASSWORD_PROVIDER_ID,
    )?.password;
    if (!found || !hash) {
      // As long as a real check, so the time taken says nothing either.
      await ctx.context.password.hash(password);
      return undefined;
    }
    const right = await ctx.context.password.verify({ hash, password });
    const usable = right && !(found.user as { disabledAt?: unknown }).disabledAt;
    return usable ? { userId: found.user.id, email: found.user.email } : undefined;
  }

  /** The error the sign-in answers with: the step-up, or the source's own wait. */
  return async function stepUp(
    ctx: AuthMiddlewareContext,
    subject: PasswordAttemptSubject,
    password: string,
  ): Promise<APIError> {
    const source = await passwordAttempts.begin(subject, { only: 'source' });
    if (!source.allowed) return tooManyRequests(source.retryAfter);
    let account: { userId: string; email: string } | undefined;
    try {
      account = await passwordIsRight(ctx, subject.email, password);
    } catch (error) {
      await passwordAttempts.settle(subject, 'not-checked', { only: 'source' });
      throw error;
    }
    await passwordAttempts.settle(subject, account ? 'succeeded' : 'failed', { only: 'source' });

    const { challengeId, code } = await challenges.issue(account?.userId);
    if (account && (await mailPacing.allows('step-up', account.email))) {
      await mailer
        .send(stepUpCodeEmail(account.email, code, productName))
        .catch((error: unknown) => logError(error, 'step-up code could not be queued'));
    }
    return new APIError(
      'FORBIDDEN',
      { code: STEP_UP_REQUIRED_CODE, message: stepUpMessages.required },
      { 'set-cookie': setCookieLine(stepUpCookie(ctx), challengeId) },
    );
  };
}

export type StepUp = ReturnType<typeof createStepUp>;

function stepUpError(kind: 'wrong-code' | 'expired'): APIError {
  return kind === 'wrong-code'
    ? new APIError('BAD_REQUEST', {
        code: 'INVALID_STEP_UP_CODE',
        message: stepUpMessages.wrongCode,
      })
    : new APIError('BAD_REQUEST', { code: 'STEP_UP_EXPIRED', message: stepUpMessages.expired });
}

/**
 * The two ways into an account that are not a password or a provider: a step-up code, typed
 * in the browser that asked for it, and the proof of an address (a verification link
 * followed with the account's password, or a new one), which signs that browser in. Both end
 * in Better Auth's own session and cookie, so everything else (the disabled-account check,
 * a guest's upgrade) applies as to any sign-in.
 */
export function signInGrants(options: { challenges: StepUpChallenges; secret: string }) {
  const { challenges, secret } = options;
  return {
    id: 'catalyst-sign-in-grants',
    endpoints: {
      signInWithStepUpCode: createAuthEndpoint(
        STEP_UP_PATH,
        { method: 'POST', body: z.object({ code: z.string().max(32) }) },
        async (ctx) => {
          const cookie = stepUpCookie(ctx);
          const challengeId = ctx.getCookie(cookie.name);
          const parsed = stepUpCodeSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_ERROR',
              message: stepUpMessages.codeFormat,
            });
          }
          if (!challengeId) throw stepUpError('expired');
          const redeemed = await challenges.redeem(challengeId, parsed.data.code);
          if (redeemed.outcome !== 'signed-in') {
            if (redeemed.outcome === 'expired')
              ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
            throw stepUpError(redeemed.outcome);
          }
          const user = await ctx.context.internalAdapter.findUserById(redeemed.userId);
          if (!user) throw stepUpError('expired');
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
          // This browser has now signed in to the account: the next time, it is trusted.
          const trusted = trustedDeviceCookie(ctx);
          ctx.setCookie(trusted.name, issueTrustedDevice(secret, user.email), trusted.attributes);
          return ctx.json({ token: session.token, user: { id: user.id, email: user.email } });
        },
      ),
      signInWithProvenAddress: createAuthEndpoint(
        PROVEN_ADDRESS_PATH,
        {
          method: 'POST',
          body: z.object({ userId: z.string() }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { code: 'USER_NOT_FOUND' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
