import type { MemberRole } from '@catalyst/shared';
import { useMemberOrganization } from './use-member-organization';

/**
 * The signed-in person's role in the organization (owner or editor), null for anyone else,
 * undefined while that is still being found out. `orgRef` is the address the organization was
 * loaded by (id or slug).
 */
export function useMemberRole(orgRef: string): MemberRole | null | undefined {
  const membership = useMemberOrganization(orgRef);
  return membership === undefined ? undefined : (membership?.viewerRole ?? null);
}
