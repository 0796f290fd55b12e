import { moderationMessages } from '@catalyst/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { anonymous, bearer, genericOAuth } from 'better-auth/plugins';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import {
  createPublicWriteLimiter,
  type PublicWriteLimiter,
  createProofOfWork,
} from '../challenge/index.js';
import { createAccountMailPacing } from './account-mail-pacing.js';
import { createRateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { createAddressProofs, type AddressProofs } from './address-proof.js';
import { createBackoffStore } from './attempt-backoff.js';
import { shedWhenHashingIsBusy } from './auth-errors.js';
import { createAuthRepository, type AuthRepository } from './auth.repository.js';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './auth-emails.js';
import { createAuthHooks } from './auth-hooks.js';
import { gitHubProvider, googleProvider, type ProveAddressByProvider } from './oauth-providers.js';
import { createPasswordAttempts } from './password-attempts.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-strength.js';
import { createStepUp, signInGrants, STEP_UP_PATH } from './sign-in-grants.js';
import { createStepUpChallenges } from './step-up-challenges.js';

export const AUTH_BASE_PATH = '/api/auth';

const HOUR = 60 * 60;

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

/** Makes what the guest `guestId` started the account `userId`'s. */
export type HandOverGuest = (guestId: string, userId: string) => Promise<void>;

interface CreateAuthOptions {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  secret: string;
  /**
   * The budgets of anonymous writes (guest sessions, sign-ups, account mail), shared with the
   * app's own routes; the default budgets when omitted.
   */
  publicWrites?: PublicWriteLimiter;
  /**
   * Hands what a guest started over to the account they sign up or sign in with. What they
   * started is the organizations module's, which auth does not import: app.ts hands this in.
   */
  handOverGuest: HandOverGuest;
  /** Where Better Auth's own warnings and errors go; its console logger when omitted. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void;
}

/**
 * A provider identity that vouches for its address proves it: an account of that address
 * whose address nobody proved yet (someone signed up with it and a password) becomes the
 * prover's, stripped of that password and of every session, and the identity then joins it.
 */
function proveAddressByProvider(proofs: AddressProofs): ProveAddressByProvider {
  return async (email) => {
    const unproven = await proofs.findUnprovenAccount(email);
    if (unproven) await proofs.prove({ userId: unproven, password: 'removed' });
  };
}

export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';

/**
 * Every sign-in ends in a new session (password, Google, GitHub, a guest, a link opened):
 * refusing it for a disabled account here refuses every way in. Over OAuth the refusal comes
 * back to the error callback as `?error=ACCOUNT_DISABLED`.
 */
function refuseDisabledAccounts(repository: AuthRepository) {
  return async (session: { userId: string }) => {
    if (await repository.findDisabledAt(session.userId)) {
      throw new APIError('FORBIDDEN', {
        code: ACCOUNT_DISABLED_CODE,
        message: moderationMessages.accountDisabled,
      });
    }
  };
}

/** Better Auth over our database: email and password, guests, Google, GitHub, bearer tokens. */
export function createAuth(options: CreateAuthOptions) {
  const { config, db, mailer, secret, handOverGuest, log } = options;
  const productName = config.site.productName;
  const proofs = createAddressProofs(db);
  const providerContext = {
    publicUrl: config.publicUrl,
    proveAddress: proveAddressByProvider(proofs),
  };
  const providers = [
    config.auth.google ? googleProvider(config.auth.google, providerContext) : undefined,
    config.auth.github ? gitHubProvider(config.auth.github, providerContext) : undefined,
  ].filter((provider) => provider !== undefined);
  const rateLimitStore = createRateLimitStore(db);
  const mailPacing = createAccountMailPacing(rateLimitStore);
  const passwordAttempts = createPasswordAttempts(createBackoffStore(db));
  const stepUpChallenges = createStepUpChallenges(db, secret);
  const hooks = createAuthHooks({
    productName,
    secret,
    publicWrites:
      options.publicWrites ??
      createPublicWriteLimiter({
        store: rateLimitStore,
        proofOfWork: createProofOfWork({ authSecret: secret, store: rateLimitStore }),
      }),
    passwordAttempts,
    stepUp: createStepUp({
      challenges: stepUpChallenges,
      passwordAttempts,
      mailPacing,
      mailer,
      productName,
      logError: (error, message) => log?.('error', message, error),
    }),
  });

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
    user: {
      // Read with every session (plugins/session.ts), so no request needs another query to
      // know the role or whether the account is disabled. Nobody sets them through Better
      // Auth: only the admin console and the operator commands do.
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'member' },
        disabledAt: { type: 'date', input: false, required: false },
      },
    },
    databaseHooks: {
      session: { create: { before: refuseDisabledAccounts(createAuthRepository(db)) } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Sign-up never signs in, so its answer can be the same whether or not the address has
      // an account (Better Auth then answers a made-up user for a registered one, and we tell
      // the owner by mail). The web signs in with the same password right after; until the
      // address is verified the server's own guards refuse protected endpoints.
      requireEmailVerification: false,
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        if (!(await mailPacing.allows('existing-account', user.email))) return;
        await mailer.send(
          existingAccountEmail(user.email, `${config.publicUrl}/login`, productName),
        );
      },
      // The made-up user has every field a new one has, with the same defaults.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        isAnonymous: false,
        role: 'member',
        disabledAt: null,
        ...additionalFields,
        id,
      }),
      password: {
        hash: (password) => shedWhenHashingIsBusy(() => hashPassword(password)),
        verify: (input) => shedWhenHashingIsBusy(() => verifyPassword(input)),
      },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      // The mailer queues SMTP mail and answers at once, so this takes the same time whether
      // or not the address is registered (Better Auth does the same lookups either way). The
      // request is never refused per address: past the address's allowance no mail goes out,
      // and the owner uses the link of the last one (account-mail-pacing.ts).
      async sendResetPassword({ user, token }) {
        if (!(await mailPacing.allows('password-reset', user.email))) return;
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail(user.email, url, productName));
      },
      // Whoever can read the account's mail has proved it is theirs: the new password is the
      // only one (Better Auth has replaced it and ended every session), anything attached to an
      // address nobody had proved goes (address-proof.ts), and guesses at the old password no
      // longer slow anyone.
      async onPasswordReset({ user }) {
        await proofs.prove({ userId: user.id, password: 'kept' });
        await passwordAttempts.forgetAccount(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * HOUR,
      async sendVerificationEmail({ user, token, url: betterAuthUrl }) {
        // Where the person was going when they signed up (Better Auth's callbackURL, checked
        // against the trusted origins; '/' when none): the web goes on there once the address
        // is verified, and only to a path of its own (features/auth/auth-redirect.ts).
        const returnTo = new URL(betterAuthUrl).searchParams.get('callbackURL');
        const onward =
          returnTo && returnTo !== '/' ? `&callbackURL=${encodeURIComponent(returnTo)}` : '';
        const url = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(user.id)}${onward}`;
        await mailer.send(verificationEmail(user.email, url, productName));
      },
    },
    account: {
      // A Google or GitHub sign-in with an address that already has an account joins it
      // only when the provider says it verified the address (no provider is trusted
      // without), and only when the account's address is proven: the provider's proof of
      // an unproven one has already made the account the prover's (proveAddressByProvider).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    hooks,
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
        // A coarse flood limit: the back-offs of password-attempts.ts slow guessing itself.
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/sign-in/anonymous': { window: 60, max: 30 },
        // A code is 6 digits, and a challenge takes five tries: this only stops a flood.
        [STEP_UP_PATH]: { window: 60, max: 10 },
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
          await handOverGuest(anonymousUser.user.id, newUser.user.id);
        },
      }),
      bearer(),
      genericOAuth({ config: providers }),
      signInGrants({ challenges: stepUpChallenges, secret }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
