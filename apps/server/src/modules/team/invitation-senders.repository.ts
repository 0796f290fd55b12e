import type { MemberRole } from '@catalyst/shared';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationInvitations, organizationMembers, users } from '../../db/schema/index.js';

type Executor = Pick<Database, 'select' | 'update'>;

/** Only owners invite, whatever role the invitation gives. */
export const INVITING_ROLE: MemberRole = 'owner';

/** Neither accepted nor withdrawn (it may have expired). */
export const pendingInvitation = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
);

/**
 * Whether this person may (still) invite people to the organization: an owner of it whose
 * account is not disabled. An invitation is worth what its sender's access is worth, so it is
 * asked both when one is sent and when one is accepted.
 */
export async function mayInvite(
  db: Pick<Database, 'select'>,
  organizationId: string,
  userId: string | null,
): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, INVITING_ROLE),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

interface WithdrawnInvitation {
  id: string;
  organizationId: string;
  email: string;
}

/**
 * Withdraws the open invitations these people sent, in one organization or in all, in the
 * caller's transaction: whoever loses the access that let them invite (removed, leaving,
 * demoted, deleting their account, disabled) takes their invitations with them.
 */
export async function withdrawInvitationsSentBy(
  db: Executor,
  senders: { userIds: string[]; organizationId?: string },
  at: Date,
): Promise<WithdrawnInvitation[]> {
  if (senders.userIds.length === 0) return [];
  const inOrganization: SQL | undefined = senders.organizationId
    ? eq(organizationInvitations.organizationId, senders.organizationId)
    : undefined;
  return db
    .update(organizationInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(organizationInvitations.invitedBy, senders.userIds),
        inOrganization,
        pendingInvitation,
        gt(organizationInvitations.expiresAt, at),
      ),
    )
    .returning({
      id: organizationInvitations.id,
      organizationId: organizationInvitations.organizationId,
      email: organizationInvitations.email,
    });
}
