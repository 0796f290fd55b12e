/** The auth module's public surface: the Better Auth instance and what accounts elsewhere use. */
export { authModule, registerAuth } from './auth.module.js';
export { AUTH_BASE_PATH, trustedOrigins, type Auth } from './auth.js';
export { createBackoffStore } from './attempt-backoff.js';
export { resolveAuthSecret } from './auth-secret.js';
export { accountMailKeys } from './account-mail-pacing.js';
export {
  accountAttemptsKey,
  checkPasswordAttempt,
  createPasswordAttempts,
  type PasswordAttempts,
} from './password-attempts.js';
export { MAX_PASSWORD_LENGTH } from './password-strength.js';
export { isPublicAuthRoute, publicAuthRoutes } from './public-auth-routes.js';
