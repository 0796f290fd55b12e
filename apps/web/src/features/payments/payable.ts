import type { MemberOrganization } from '@catalyst/shared';

/**
 * Whether the person may pay for the organization now: its owner, while it is not published
 * (never paid, or its subscription ended). What the server allows at checkout, so the web offers
 * 'Complete payment' exactly where the server would accept it.
 */
export function canCompletePayment(
  organization: Pick<MemberOrganization, 'viewerRole' | 'publicationStatus'>,
): boolean {
  return organization.viewerRole === 'owner' && organization.publicationStatus !== 'published';
}
