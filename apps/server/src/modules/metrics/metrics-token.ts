import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header carries `token` as its bearer token. Both sides are hashed
 * first, so the comparison takes the same time whatever was sent, its length included.
 */
export function bearerTokenCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
    return timingSafeEqual(digest(sent ?? ''), expected);
  };
}
