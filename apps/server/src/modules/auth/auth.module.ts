import type { UserProfile } from '@catalyst/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppResources } from '../../lib/app-resources.js';
import { registerSession } from '../../plugins/session.js';
import type { PublicWriteLimiter } from '../challenge/index.js';
import { createAccountMailPacing } from './account-mail-pacing.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { createAddressProofs } from './address-proof.js';
import { createBackoffStore } from './attempt-backoff.js';
import { registerAuthBridge } from './auth-bridge.js';
import { createAuth, type Auth, type HandOverGuest } from './auth.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { createPasswordAttempts } from './password-attempts.js';
import { signInFormRoutes } from './sign-in-form.routes.js';

/**
 * The app's Better Auth instance, with its warnings and errors in the app's log, and what
 * reads it on every request: the session, and the bridge to Better Auth's own endpoints.
 * Called by app.ts before the modules, whose routes all read the session; `handOverGuest` is
 * the organizations module's, which app.ts hands in.
 */
export function registerAuth(
  app: FastifyInstance,
  { config, db, mailer, authSecret }: AppResources,
  publicWrites: PublicWriteLimiter,
  handOverGuest: HandOverGuest,
): Auth {
  const auth = createAuth({
    config,
    db,
    mailer,
    secret: authSecret,
    publicWrites,
    handOverGuest,
    log: (level, message, ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err);
      app.log[level](
        { ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) },
        `auth: ${message}`,
      );
    },
  });
  registerSession(app, auth);
  registerAuthBridge(app, auth);
  return auth;
}

export interface AuthModuleOptions extends AppResources {
  auth: Auth;
  /**
   * The account as the product sees it, for the web's sync after a sign-in (the users
   * module, which depends on this one: handed in by app.ts).
   */
  users: { syncUser(userId: string): Promise<UserProfile> };
  /** The origins the HTML sign-in form accepts posts from. */
  trustedOrigins: string[];
}

/** The HTML sign-in form, the dev outbox, and our own account routes under /api/auth. */
export const authModule = fp<AuthModuleOptions>(
  async (app, { config, db, authSecret, mailer, rateLimits, auth, users, trustedOrigins }) => {
    await app.register(signInFormRoutes, { auth, trustedOrigins });
    if (mailer.outbox && config.env !== 'production') {
      await app.register(devOutboxRoutes, { outbox: mailer.outbox });
    }
    const account = createAccountService({
      auth,
      proofs: createAddressProofs(db),
      passwordAttempts: createPasswordAttempts(createBackoffStore(db)),
      mailPacing: createAccountMailPacing(rateLimits),
      secret: authSecret,
      productName: config.site.productName,
      logError: (err, message) => app.log.error({ err }, message),
    });
    await app.register(accountRoutes, { prefix: '/api', account, users });
  },
  { name: 'auth' },
);
