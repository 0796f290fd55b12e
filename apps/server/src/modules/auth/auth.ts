import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { anonymous, bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
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
import { passwordResetEmail, verificationEmail } from './auth-emails.js';
import { gitHubProvider, googleProvider } from './oauth-providers.js';

export const AUTH_BASE_PATH = '/api/auth';

const HOUR = 60 * 60;

export interface CreateAuthOptions {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  secret: string;
}

/** Better Auth over our database: email and password, guests, Google, GitHub, bearer tokens. */
export function createAuth({ config, db, mailer, secret }: CreateAuthOptions) {
  const productName = config.site.productName;
  const providers = [
    config.auth.google ? googleProvider(config.auth.google) : undefined,
    config.auth.github ? gitHubProvider(config.auth.github) : undefined,
  ].filter((provider) => provider !== undefined);

  return betterAuth({
    appName: `${productName} Profiles`,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
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
    trustedOrigins:
      config.env === 'development'
        ? [config.publicUrl, 'http://localhost:5173']
        : [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
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
