import type { MemberRole } from '@catalyst/shared';
import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema/index.js';
import { findMemberRole, memberRoleOf } from '../organizations/membership.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const pending = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
);

/** The organization's row, locked: team changes of one organization happen one at a time. */
async function lockOrganization(tx: Transaction, organizationId: string) {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row !== undefined;
}

async function countOwners(tx: Transaction, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, 'owner'),
      ),
    );
  return row?.owners ?? 0;
}

export type InvitationOutcome =
  | { kind: 'created'; id: string; organizationName: string }
  | { kind: 'gone' | 'member' | 'invited' | 'too-many-invitations' };

export type MemberChangeOutcome = 'changed' | 'gone' | 'not-member' | 'last-owner';

export type AcceptOutcome =
  | { kind: 'accepted'; organizationId: string }
  | { kind: 'not-found' | 'used' | 'revoked' | 'expired' | 'other-address' | 'too-many-members' };

/**
 * What the invitee is shown of an invitation: where to, as what, from whom (while that account
 * exists), until when. Selected with the organization and the inviter joined.
 */
const invitationSummary = {
  organization: { id: organizations.id, name: organizations.name, slug: organizations.slug },
  role: organizationInvitations.role,
  invitedBy: users.name,
  expiresAt: organizationInvitations.expiresAt,
};

export function createTeamRepository(db: Database) {
  return {
    /** Whether the organization is public and the caller's role in it. */
    async findAccessFacts(organizationId: string, userId: string) {
      const [row] = await db
        .select({ status: organizations.status, memberRole: memberRoleOf(userId) })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row;
    },

    /** The people, owners first, then by when they joined. */
    listMembers(organizationId: string) {
      return db
        .select({
          userId: organizationMembers.userId,
          name: users.name,
          email: users.email,
          role: organizationMembers.role,
          addedAt: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(desc(organizationMembers.role), asc(organizationMembers.createdAt), asc(users.id));
    },

    /** Invitations still open at `now`, oldest first, with who sent them. */
    listPendingInvitations(organizationId: string, now: Date) {
      return db
        .select({
          id: organizationInvitations.id,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          invitedBy: users.name,
          createdAt: organizationInvitations.createdAt,
          expiresAt: organizationInvitations.expiresAt,
        })
        .from(organizationInvitations)
        .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            pending,
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(organizationInvitations.createdAt), asc(organizationInvitations.id));
    },

    /**
     * Records an invitation under the organization's lock, refusing an address that already
     * belongs to a member or holds an open invitation, and more than `maxPending` open ones.
     * An expired invitation of the address is revoked first (the pending index allows one).
     */
    async createInvitation(input: {
      organizationId: string;
      email: string;
      role: MemberRole;
      tokenHash: string;
      invitedBy: string;
      now: Date;
      expiresAt: Date;
      maxPending: number;
    }): Promise<InvitationOutcome> {
      const { organizationId, email, now } = input;
      return db.transaction(async (tx): Promise<InvitationOutcome> => {
        const [organization] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
          .for('update');
        if (!organization) return { kind: 'gone' };
        const [member] = await tx
          .select({ userId: organizationMembers.userId })
          .from(organizationMembers)
          .innerJoin(users, eq(users.id, organizationMembers.userId))
          .where(
            and(
              eq(organizationMembers.organizationId, organizationId),
              eq(sql`lower(${users.email})`, email),
            ),
          );
        if (member) return { kind: 'member' };
        const open = await tx
          .select({
            email: organizationInvitations.email,
            expiresAt: organizationInvitations.expiresAt,
          })
          .from(organizationInvitations)
          .where(and(eq(organizationInvitations.organizationId, organizationId), pending));
        const live = open.filter((invitation) => invitation.expiresAt > now);
        if (live.some((invitation) => invitation.email === email)) return { kind: 'invited' };
        if (live.length >= input.maxPending) return { kind: 'too-many-invitations' };
        await tx
          .update(organizationInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(organizationInvitations.organizationId, organizationId),
              eq(organizationInvitations.email, email),
              pending,
              lte(organizationInvitations.expiresAt, now),
            ),
          );
        const [created] = await tx
          .insert(organizationInvitations)
          .values({
            organizationId,
            email,
            role: input.role,
            tokenHash: input.tokenHash,
            invitedBy: input.invitedBy,
            createdAt: now,
            expiresAt: input.expiresAt,
          })
          .returning({ id: organizationInvitations.id });
        if (!created) throw new Error('invitation insert returned nothing');
        return { kind: 'created', id: created.id, organizationName: organization.name };
      });
    },

    /** Withdraws an open invitation; false when there was none (unknown, used or revoked). */
    async revokeInvitation(organizationId: string, invitationId: string, now: Date) {
      const revoked = await db
        .update(organizationInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            eq(organizationInvitations.organizationId, organizationId),
            pending,
          ),
        )
        .returning({ id: organizationInvitations.id });
      return revoked.length > 0;
    },

    /**
     * Gives a member another role, or removes them (role null), under the organization's lock,
     * so two owners demoting each other at once cannot leave it with none.
     */
    async changeMember(
      organizationId: string,
      userId: string,
      role: MemberRole | null,
    ): Promise<MemberChangeOutcome> {
      return db.transaction(async (tx): Promise<MemberChangeOutcome> => {
        if (!(await lockOrganization(tx, organizationId))) return 'gone';
        const current = await findMemberRole(tx, organizationId, userId);
        if (!current) return 'not-member';
        if (
          current === 'owner' &&
          role !== 'owner' &&
          (await countOwners(tx, organizationId)) <= 1
        ) {
          return 'last-owner';
        }
        const member = and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.userId, userId),
        );
        if (role) await tx.update(organizationMembers).set({ role }).where(member);
        else await tx.delete(organizationMembers).where(member);
        return 'changed';
      });
    },

    /** What an invitation link leads to, whatever state it is in. */
    async findInvitation(tokenHash: string) {
      const [row] = await db
        .select({
          ...invitationSummary,
          email: organizationInvitations.email,
          acceptedAt: organizationInvitations.acceptedAt,
          revokedAt: organizationInvitations.revokedAt,
        })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
        .where(eq(organizationInvitations.tokenHash, tokenHash));
      return row;
    },

    /**
     * Accepts the invitation once, for the person it was sent to: its row is locked, so two
     * acceptances of one link cannot both succeed (the second finds it used). Someone already in the organization keeps
     * the role they have.
     */
    /** The pending, unexpired invitations sent to this address, soonest to expire first. */
    async listWaitingInvitations(email: string, now: Date) {
      return db
        .select({ id: organizationInvitations.id, ...invitationSummary })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
        .where(
          and(
            eq(organizationInvitations.email, email.toLowerCase()),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(organizationInvitations.expiresAt));
    },

    async acceptInvitation(input: {
      /** The link's token (its hash), or the invitation's id for one listed to its invitee. */
      invitation: { tokenHash: string } | { id: string };
      userId: string;
      email: string;
      now: Date;
      maxMembers: number;
    }): Promise<AcceptOutcome> {
      const { userId, now } = input;
      return db.transaction(async (tx): Promise<AcceptOutcome> => {
        const which =
          'tokenHash' in input.invitation
            ? eq(organizationInvitations.tokenHash, input.invitation.tokenHash)
            : eq(organizationInvitations.id, input.invitation.id);
        const [found] = await tx
          .select({ organizationId: organizationInvitations.organizationId })
          .from(organizationInvitations)
          .where(which);
        // The organization first, then the invitation: the order every team change locks in.
        if (!found || !(await lockOrganization(tx, found.organizationId))) {
          return { kind: 'not-found' };
        }
        const [invitation] = await tx
          .select()
          .from(organizationInvitations)
          .where(which)
          .for('update');
        if (!invitation) return { kind: 'not-found' };
        if (invitation.acceptedAt) return { kind: 'used' };
        if (invitation.revokedAt) return { kind: 'revoked' };
        if (invitation.expiresAt <= now) return { kind: 'expired' };
        if (invitation.email !== input.email.toLowerCase()) return { kind: 'other-address' };
        const { organizationId } = invitation;
        if (!(await findMemberRole(tx, organizationId, userId))) {
          const [members] = await tx
            .select({ total: count() })
            .from(organizationMembers)
            .where(eq(organizationMembers.organizationId, organizationId));
          if ((members?.total ?? 0) >= input.maxMembers) return { kind: 'too-many-members' };
          await tx
            .insert(organizationMembers)
            .values({ organizationId, userId, role: invitation.role, createdAt: now });
        }
        await tx
          .update(organizationInvitations)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(eq(organizationInvitations.id, invitation.id));
        return { kind: 'accepted', organizationId };
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
