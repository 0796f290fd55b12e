import { DISPLAY_NAME_MAX_LENGTH, displayNameMessages, displayNameSchema } from '@catalyst/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import {
  publicWriteAuthRefusal,
  type PublicWrite,
  type PublicWriteLimiter,
  proofOfWorkIn,
} from '../challenge/index.js';
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js';
import type {
  AttemptOutcome,
  PasswordAttempts,
  PasswordAttemptSubject,
} from './password-attempts.js';
import {
  findPasswordProblem,
  type PasswordContext,
  TOO_LONG_PASSWORD_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
} from './password-strength.js';
import type { StepUp } from './sign-in-grants.js';
import { RESET_TOKEN_PREFIX } from './address-proof.repository.js';
import { issueTrustedDevice, trustedDeviceCookie, trustedDeviceId } from './trusted-device.js';

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where a new password arrives, by Better Auth endpoint, and the body field holding it. */
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** The Better Auth endpoints anyone may call that write something, and their budget. */
const publicWritePaths: Record<string, PublicWrite> = {
  '/sign-in/anonymous': 'guestSession',
  '/sign-up/email': 'signUp',
  '/request-password-reset': 'accountMail',
  '/send-verification-email': 'accountMail',
};

/** The Better Auth endpoints that check a password someone typed. */
const PASSWORD_CHECKS = new Set(['/sign-in/email', '/change-password']);

/** What Better Auth answers when the password typed was wrong. */
const WRONG_PASSWORD_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD']);

function bodyField(body: unknown, field: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The client address the Fastify bridge put there (the socket, or the trusted proxy's word). */
function clientIpOf(ctx: AuthMiddlewareContext): string | undefined {
  return ctx.request?.headers.get('x-client-ip') ?? ctx.headers?.get('x-client-ip') ?? undefined;
}

function validationError(message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
}

/**
 * The account settings form changes the display name, and only that: the same rule as the
 * form, and no other field of the user (its image, say) can be set through this door. A
 * name given at sign-up keeps to the same length.
 */
function refuseInvalidName(ctx: AuthMiddlewareContext): void {
  if (ctx.path === '/update-user') {
    const parsed = displayNameSchema.safeParse(ctx.body);
    if (!parsed.success) {
      throw validationError(parsed.error.issues[0]?.message ?? displayNameMessages.required);
    }
  }
  if (ctx.path !== '/sign-up/email') return;
  const name = bodyField(ctx.body, 'name');
  if (typeof name === 'string' && name.trim().length > DISPLAY_NAME_MAX_LENGTH) {
    throw validationError(displayNameMessages.tooLong);
  }
  // An account's picture comes from Google or GitHub only: an address typed at sign-up would
  // be shown wherever the account is (a `javascript:` URL, a tracking pixel).
  if (bodyField(ctx.body, 'image') !== undefined) {
    throw validationError(PICTURE_NOT_ACCEPTED_MESSAGE);
  }
}

const PICTURE_NOT_ACCEPTED_MESSAGE =
  'A picture cannot be set at sign-up: it comes from Google or GitHub when you sign in with them.';

interface AuthHookDependencies {
  productName: string;
  /** Signs the trusted-device cookies (the auth secret). */
  secret: string;
  publicWrites: PublicWriteLimiter;
  passwordAttempts: PasswordAttempts;
  /** A sign-in from an untrusted browser while the account's back-off holds. */
  stepUp: StepUp;
}

/**
 * Before and after every Better Auth endpoint, over HTTP and through auth.api alike: the
 * password rules, the budgets of public writes, and the back-off of every password check
 * (password-attempts.ts), with the step-up that lets an owner past an attack on their account.
 * (Limits per address bound the mail sent, never the answer: see account-mail-pacing.ts.)
 */
export function createAuthHooks(deps: AuthHookDependencies) {
  const { productName, secret, publicWrites, passwordAttempts, stepUp } = deps;

  /** Who is trying which account's password, or undefined if this is no password check. */
  async function attemptSubject(
    ctx: AuthMiddlewareContext,
  ): Promise<PasswordAttemptSubject | undefined> {
    if (!PASSWORD_CHECKS.has(ctx.path)) return undefined;
    const clientIp = clientIpOf(ctx);
    if (ctx.path === '/sign-in/email') {
      const email = text(bodyField(ctx.body, 'email'));
      if (!email) return undefined;
      const device = ctx.getCookie(trustedDeviceCookie(ctx).name);
      return { email, clientIp, trustedDeviceId: trustedDeviceId(secret, device, email) };
    }
    const session = await getSessionFromCtx(ctx);
    return session ? { email: session.user.email, clientIp } : undefined;
  }

  /** Whose password this is: the person's address and name, which it must not be made of. */
  async function ownerOf(ctx: AuthMiddlewareContext): Promise<PasswordContext> {
    if (ctx.path === '/sign-up/email') {
      return {
        productName,
        email: text(bodyField(ctx.body, 'email')),
        name: text(bodyField(ctx.body, 'name')),
      };
    }
    if (ctx.path === '/reset-password') {
      // The link's account: the body carries only the token.
      const token = text(bodyField(ctx.body, 'token')) ?? text(ctx.query?.['token']);
      const pending = token
        ? await ctx.context.internalAdapter.findVerificationValue(`${RESET_TOKEN_PREFIX}${token}`)
        : null;
      const user = pending ? await ctx.context.internalAdapter.findUserById(pending.value) : null;
      return { productName, email: user?.email, name: user?.name };
    }
    const session = await getSessionFromCtx(ctx);
    return { productName, email: session?.user.email, name: session?.user.name };
  }

  async function refuseWeakNewPassword(ctx: AuthMiddlewareContext): Promise<void> {
    const field = newPasswordFields[ctx.path];
    const password = field ? bodyField(ctx.body, field) : undefined;
    if (typeof password !== 'string') return;
    const problem = findPasswordProblem(password, await ownerOf(ctx));
    if (problem) {
      const message =
        problem === 'PASSWORD_TOO_LONG' ? TOO_LONG_PASSWORD_MESSAGE : WEAK_PASSWORD_MESSAGE;
      throw new APIError('BAD_REQUEST', { code: problem, message });
    }
  }

  const before = createAuthMiddleware(async (ctx) => {
    refuseInvalidName(ctx);
    // The password rules first, so a rejected password costs no attempt of any budget.
    await refuseWeakNewPassword(ctx);

    const write = publicWritePaths[ctx.path];
    if (write) {
      const proof = proofOfWorkIn(ctx.request?.headers ?? ctx.headers);
      const decision = await publicWrites.consume(write, clientIpOf(ctx), proof);
      if (!decision.allowed) throw publicWriteAuthRefusal(decision);
    }

    const subject = await attemptSubject(ctx);
    if (subject) {
      const decision = await passwordAttempts.begin(subject);
      if (decision.allowed) return;
      // The account is under attack, not this browser: its owner is let past by mail.
      const password = bodyField(ctx.body, 'password');
      if (
        decision.refusedBy === 'account' &&
        ctx.path === '/sign-in/email' &&
        typeof password === 'string'
      ) {
        throw await stepUp(ctx, subject, password);
      }
      throw tooManyRequests(decision.retryAfter);
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const subject = await attemptSubject(ctx);
    if (!subject) return;
    const returned = ctx.context.returned;
    let outcome: AttemptOutcome = 'succeeded';
    if (isAPIError(returned)) {
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      outcome =
        typeof code === 'string' && WRONG_PASSWORD_CODES.has(code) ? 'failed' : 'not-checked';
    }
    await passwordAttempts.settle(subject, outcome);
    if (outcome === 'succeeded' && ctx.path === '/sign-in/email') {
      const cookie = trustedDeviceCookie(ctx);
      ctx.setCookie(cookie.name, issueTrustedDevice(secret, subject.email), cookie.attributes);
    }
  });

  return { before, after };
}
