import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { anonymous, bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { authMessages } from '@catalyst/shared';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import {
  accounts,
  organizations,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import {
  accountRateLimitScopeForPath,
  createAccountRateLimiter,
  createRateLimitStore,
  TOO_MANY_REQUESTS_CODE,
  type AccountRateLimiter,
} from './account-rate-limit.js';
import { passwordResetEmail, verificationEmail } from './auth-emails.js';
import {
  findPasswordProblem,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  WEAK_PASSWORD_MESSAGE,
} from './common-passwords.js';
import { gitHubProvider, googleProvider } from './oauth-providers.js';

export const AUTH_BASE_PATH = '/api/auth';

const HOUR = 60 * 60;

/** Where a new password arrives, by Better Auth endpoint, and the body field holding it. */
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

function bodyField(body: unknown, field: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

function tooManyRequests(retryAfter: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: TOO_MANY_REQUESTS_CODE, message: authMessages.tooManyRequests },
    { 'retry-after': String(retryAfter), 'x-retry-after': String(retryAfter) },
  );
}

/**
 * Runs before every Better Auth endpoint, over HTTP and through auth.api alike: the password
 * rules (first, so a rejected password costs no attempt), then the per-account rate limit,
 * keyed by the lower-cased email whether or not it is registered, so a refusal reveals nothing.
 */
function beforeAuthEndpoint(limiter: AccountRateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    const passwordField = newPasswordFields[ctx.path];
    const password = passwordField ? bodyField(ctx.body, passwordField) : undefined;
    if (typeof password === 'string') {
      const problem = findPasswordProblem(password);
      if (problem) {
        throw new APIError('BAD_REQUEST', { code: problem, message: WEAK_PASSWORD_MESSAGE });
      }
    }
    const scope = accountRateLimitScopeForPath(ctx.path);
    const email = bodyField(ctx.body, 'email');
    if (scope && typeof email === 'string' && email.trim()) {
      const decision = await limiter.consume(scope, email);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfter);
    }
  });
}

/** A successful sign-in clears the failures counted against the account. */
function afterAuthEndpoint(limiter: AccountRateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email' || !ctx.context.newSession) return;
    const email = bodyField(ctx.body, 'email');
    if (typeof email === 'string') await limiter.reset('sign-in', email);
  });
}

/**
 * Where sign-in requests may come from: the public URL; in development also its other
 * loopback spelling (localhost or 127.0.0.1) and the Vite dev server, so a newcomer can open
 * either address.
 */
export function trustedOrigins(config: AppConfig): string[] {
  if (config.env !== 'development') return [config.publicUrl];
  const loopback = (origin: string) => {
    const url = new URL(origin);
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [origin];
    return ['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}:${url.port}`);
  };
  return [...new Set([...loopback(config.publicUrl), ...loopback('http://localhost:5173')])];
}

export interface CreateAuthOptions {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Where Better Auth's own warnings and errors go; its console logger when omitted. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void;
}

/** Better Auth over our database: email and password, guests, Google, GitHub, bearer tokens. */
export function createAuth({ config, db, mailer, secret, log }: CreateAuthOptions) {
  const productName = config.site.productName;
  const providers = [
    config.auth.google ? googleProvider(config.auth.google) : undefined,
    config.auth.github ? gitHubProvider(config.auth.github) : undefined,
  ].filter((provider) => provider !== undefined);
  const accountLimiter = createAccountRateLimiter(createRateLimitStore(db));

  return betterAuth({
    appName: `${productName} Profiles`,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Into the application's structured log rather than the console.
    ...(log ? { logger: { log } } : {}),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Signed in but unverified after sign-up, as the verification screens need; the
      // server's own guards refuse protected endpoints until the address is verified.
      requireEmailVerification: false,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, url, productName));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * HOUR,
      async sendVerificationEmail({ user, token }) {
        const url = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(user.id)}`;
        await mailer.send(verificationEmail(user.email, url, productName));
      },
    },
    account: {
      // A Google or GitHub sign-in with an address that already has an account joins it
      // only when the provider vouches for the address.
      accountLinking: { enabled: true, trustedProviders: ['google', 'github'] },
    },
    hooks: {
      before: beforeAuthEndpoint(accountLimiter),
      after: afterAuthEndpoint(accountLimiter),
    },
    // GET /api/auth/verify-email is ours (account.routes.ts): it binds the link to its userId
    // and refuses a second use. Better Auth's own handler must not be reachable beside it,
    // whatever spelling of the path reaches the bridge; auth.api.verifyEmail still works.
    disabledPaths: ['/verify-email'],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/sign-in/anonymous': { window: 60, max: 30 },
      },
    },
    advanced: {
      cookiePrefix: 'catalyst',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The Fastify bridge sets this from the socket (or the trusted proxy), replacing any
      // value a client sent.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    plugins: [
      anonymous({
        emailDomainName: 'guest.invalid',
        generateName: () => 'Guest',
        // A guest who signs up keeps what they started: it moves to the new account.
        async onLinkAccount({ anonymousUser, newUser }) {
          await db.transaction(async (tx) => {
            await tx
              .update(organizations)
              .set({ createdBy: newUser.user.id })
              .where(eq(organizations.createdBy, anonymousUser.user.id));
          });
        },
      }),
      bearer(),
      genericOAuth({ config: providers }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
