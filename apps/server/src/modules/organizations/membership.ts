import {
  type MemberRole,
  organizationFormMessages,
  organizationMessages,
  teamMessages,
} from '@catalyst/shared';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  organizationMembers,
  organizations,
  users,
  type OrganizationStatus,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** What deciding a person's access to an organization needs to know. */
export interface MembershipFacts {
  status: OrganizationStatus;
  /** The person's role in the organization; null when they are not part of it. */
  memberRole: MemberRole | null;
}

/** What an action needs: an editor may change the profile and its roles; an owner anything. */
export type RequiredRole = 'editor' | 'owner';

/** The person's role in the organization, or null. */
export async function findMemberRole(
  db: Pick<Database, 'select'>,
  organizationId: string,
  userId: string,
): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

/**
 * Where an organization's mail goes: the verified addresses of its people who are not
 * disabled, all of them or only those with `role`, in a stable order.
 */
export async function memberEmails(
  db: Pick<Database, 'select'>,
  organizationId: string,
  role?: MemberRole,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        role ? eq(organizationMembers.role, role) : undefined,
        eq(users.emailVerified, true),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/**
 * The person's role in the organization of the row being read (a query over `organizations`),
 * as a column: access facts load with the row they decide about, in the same statement.
 */
export function memberRoleOf(userId: string): SQL<MemberRole | null> {
  return sql<MemberRole | null>`(
    select ${organizationMembers.role} from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizations.id}
      and ${organizationMembers.userId} = ${userId}
  )`;
}

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
