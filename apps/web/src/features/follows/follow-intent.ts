import type { Path } from 'react-router';

/**
 * The address parameter that asks a profile to follow an organization once the person is back
 * from signing in, signing up or verifying their email. It names the organization's id, so
 * only that organization's button acts on it.
 */
export const FOLLOW_INTENT_PARAM = 'follow';

/** `location`, asking on return to follow `organizationId`. */
export function withFollowIntent(
  location: Pick<Path, 'pathname' | 'search' | 'hash'>,
  organizationId: string,
): Path {
  const search = new URLSearchParams(location.search);
  search.set(FOLLOW_INTENT_PARAM, organizationId);
  return { pathname: location.pathname, search: `?${search}`, hash: location.hash };
}
