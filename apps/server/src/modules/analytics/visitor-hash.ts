import { createHash } from 'node:crypto';
import { isbot } from 'isbot';

/**
 * Who a visitor is for one day and one profile, without keeping who they are: the day's salt
 * (random, shared by every process, deleted after the day) with the client's address, its user
 * agent and the profile. The same browser on the same profile hashes alike all day; the next
 * day, or on another profile, it is a stranger; once the salt is gone nothing can be linked.
 */
export function visitorHash(input: {
  salt: string;
  clientIp: string;
  userAgent: string;
  organizationId: string;
}): string {
  return createHash('sha256')
    .update([input.salt, input.clientIp, input.userAgent, input.organizationId].join('\n'))
    .digest('base64url');
}

/**
 * Crawlers, link previewers, monitors and headless browsers, by the maintained list of the
 * `isbot` package; a request without a user agent is no browser either.
 */
export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
