import {
  type MemberRole,
  organizationFormMessages,
  organizationMessages,
  teamMessages,
} from '@catalyst/shared';
import type { OrganizationStatus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** What deciding a person's access to an organization needs to know. */
export interface MembershipFacts {
  status: OrganizationStatus;
  /** The person's role in the organization; null when they are not part of it. */
  memberRole: MemberRole | null;
}

/** What an action needs: an editor may change the profile and its roles; an owner anything. */
export type RequiredRole = 'editor' | 'owner';

/**
 * Only the organization's people may change it, or see it while it is not published; billing,
 * deletion and the team need an owner. A stranger learns nothing about an organization they
 * could not see (404, the same as a missing id), and of a public one only that it is not
 * theirs (403). Every organization write passes through here.
 */
export function assertMember<T extends MembershipFacts>(
  organizationId: string,
  organization: T | undefined,
  required: RequiredRole,
): T & { memberRole: MemberRole } {
  if (!organization) {
    throw new AppError('NOT_FOUND', organizationMessages.notFound(organizationId));
  }
  const role = organization.memberRole;
  if (role === 'owner' || (role === 'editor' && required === 'editor')) {
    return { ...organization, memberRole: role };
  }
  if (role === null && organization.status !== 'published') {
    throw new AppError('NOT_FOUND', organizationMessages.notFound(organizationId));
  }
  throw new AppError(
    'FORBIDDEN',
    role === 'editor' ? teamMessages.ownersOnly : organizationFormMessages.noPermission,
  );
}
