import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a digest's one-click unsubscribe link: the person's id and a signature over it,
 * so the link works without a session (a mail client posts it, RFC 8058) and nobody can make
 * one for somebody else. It never expires: a mail read a year later still unsubscribes, and
 * unsubscribing twice changes nothing.
 */
const PURPOSE = 'alerts-unsubscribe';

function signatureOf(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\0${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${id}.${signatureOf(secret, userId).toString('base64url')}`;
}

/** The person a token names, or null when it is not one this site signed. */
export function userIdOfUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
