import { createHash } from 'node:crypto';
import { clientSource } from '../../lib/client-source.js';

function saltedHash(salt: string, ...parts: string[]): string {
  return createHash('sha256')
    .update([salt, ...parts].join('\n'))
    .digest('base64url');
}

/**
 * Who a visitor is for one day and one profile, without keeping who they are: the day's salt
 * (random, shared by every process, deleted after the day) with the client's source (an IPv4
 * address, an IPv6 /64) and the profile. The user agent stays out: a client that changes it
 * is still one visitor. The next day, or on another profile, it is a stranger; once the salt
 * is gone nothing can be linked.
 */
export function visitorHash(input: {
  salt: string;
  clientIp: string;
  organizationId: string;
}): string {
  return saltedHash(input.salt, 'visitor', clientSource(input.clientIp), input.organizationId);
}

/**
 * One thing counted once per client, profile and day (`event`: a link, a role's apply link,
 * an appearance in the directory), under the same salt as visitors. 128 bits are plenty to
 * tell a day's events apart, and these rows are the most numerous: one per card shown.
 */
export function eventHash(input: {
  salt: string;
  clientIp: string;
  organizationId: string;
  event: string;
}): string {
  return saltedHash(
    input.salt,
    'event',
    clientSource(input.clientIp),
    input.organizationId,
    input.event,
  ).slice(0, 22);
}

/** The client a beacon budget belongs to, under the day's salt: no address is stored. */
export function beaconClientKey(input: { salt: string; clientIp: string }): string {
  return saltedHash(input.salt, 'beacons', clientSource(input.clientIp)).slice(0, 22);
}
