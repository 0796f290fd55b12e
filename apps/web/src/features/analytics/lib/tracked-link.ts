import type { TrackedLink } from '@catalyst/shared';

/**
 * The attributes that make a link on a profile counted when followed: the profile's
 * listener (useLinkClickTracking) reads them, so a link anywhere in the profile (an open
 * role's apply link included) needs nothing but these.
 */
export function trackedLinkProps(link: TrackedLink, roleId?: string) {
  return {
    'data-tracked-link': link,
    ...(link === 'apply' && roleId ? { 'data-tracked-role': roleId } : {}),
  };
}
