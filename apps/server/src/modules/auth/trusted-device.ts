import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { createAuthMiddleware } from 'better-auth/api';

/**
 * A trusted-device cookie: proof that this browser signed in to an account with its password
 * before. It names no one (a random id and a MAC over the id and the account's address), and
 * only the server, which holds the secret, can make one, so a guesser elsewhere cannot borrow
 * it. The cookie's own back-off (password-attempts.ts) bounds guessing from a stolen one.
 */
const TRUSTED_DEVICE_COOKIE = 'trusted_device';
const TRUSTED_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie's name and attributes under the auth cookies' prefix and security settings. */
export function trustedDeviceCookie(ctx: AuthCookieMaker) {
  // Sent only to the auth endpoints, which are the only ones that read it.
  return ctx.context.createAuthCookie(TRUSTED_DEVICE_COOKIE, {
    maxAge: TRUSTED_DEVICE_MAX_AGE,
    path: '/api/auth',
  });
}

/** Better Auth's context in an endpoint or hook, as far as making its cookies goes. */
interface AuthCookieMaker {
  context: Pick<
    Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]['context'],
    'createAuthCookie'
  >;
}

function mac(secret: string, deviceId: string, email: string): Buffer {
  return createHmac('sha256', secret)
    .update(`trusted-device\0${deviceId}\0${email.trim().toLowerCase()}`)
    .digest();
}

export function issueTrustedDevice(secret: string, email: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${mac(secret, deviceId, email).toString('base64url')}`;
}

/** The device id, when the cookie was issued by this server for this very account. */
export function trustedDeviceId(
  secret: string,
  cookie: string | null | undefined,
  email: string,
): string | undefined {
  const [deviceId, signature, extra] = (cookie ?? '').split('.');
  if (!deviceId || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, deviceId, email);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}
