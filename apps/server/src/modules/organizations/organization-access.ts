import { messages } from '@catalyst/shared';
import type { OrganizationStatus } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** What deciding access to an organization needs to know about it. */
export interface OwnershipFacts {
  createdBy: string;
  status: OrganizationStatus;
}

/**
 * Only the owner may change an organization, or see it while it is not published. Anyone else
 * learns nothing about one they could not see (404, the same as a missing id), and of a public
 * one only that it is not theirs (403). Every organization write passes through here.
 */
export function assertOwner<T extends OwnershipFacts>(
  organizationId: string,
  organization: T | undefined,
  userId: string,
): T {
  if (!organization) {
    throw new AppError('NOT_FOUND', messages.organization.notFound(organizationId));
  }
  if (organization.createdBy === userId) return organization;
  if (organization.status !== 'published') {
    throw new AppError('NOT_FOUND', messages.organization.notFound(organizationId));
  }
  throw new AppError('FORBIDDEN', messages.organizationForm.noPermission);
}
