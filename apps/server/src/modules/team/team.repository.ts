import type { MemberRole } from '@catalyst/shared';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema/index.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';
import { findMemberRole, memberRoleOf } from '../organizations/index.js';
import type { BudgetRefusal } from './invitation-budget.js';
import { invitationBudgetRefusal } from './invitation-budget.repository.js';
import {
  INVITING_ROLE,
  mayInvite,
  pendingInvitation as pending,
  withdrawInvitationsSentBy,
} from './invitation-senders.repository.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The organization's row, locked, with what team changes decide on and record: team changes
 * of one organization happen one at a time.
 */
async function lockOrganization(tx: Transaction, organizationId: string) {
  const [row] = await tx
    .select({
      name: organizations.name,
      status: organizations.status,
      hiddenAt: organizations.hiddenAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

async function emailOf(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
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
  | BudgetRefusal
  | {
      kind:
        | 'gone'
        | 'not-published'
        | 'hidden'
        | 'not-owner'
        | 'member'
        | 'invited'
        | 'too-many-invitations';
    };

type MemberChangeOutcome = 'changed' | 'unchanged' | 'gone' | 'not-member' | 'last-owner';

export type AcceptOutcome =
  | { kind: 'accepted'; organizationId: string }
  | { kind: 'not-found' | 'used' | 'revoked' | 'expired' | 'other-address' | 'too-many-members' };

/** What the audit record of a new invitation names. */
export interface SentInvitationFacts {
  invitationId: string;
  organizationName: string;
}

/** What the audit record of a withdrawn invitation names. */
export interface WithdrawnInvitationFacts {
  invitationId: string;
  organizationName: string;
  email: string;
  role: MemberRole;
}

/** What the audit record of a role change or a removal names. */
export interface MemberChangeFacts {
  organizationName: string;
  /** Null for a member whose account row is gone. */
  memberEmail: string | null;
  previousRole: MemberRole;
  /** The addresses of the open invitations the member had sent, withdrawn with their access. */
  withdrawnInvitations: string[];
}

/** What the audit record of an accepted invitation, or one its sender no longer backs, names. */
export interface AcceptanceFacts {
  invitationId: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  /** False for someone already in the organization, who keeps the role they have. */
  joined: boolean;
}

export interface AcceptanceAudit {
  accepted(facts: AcceptanceFacts): AuditEntry;
  /** Its sender lost the access to invite and it was somehow still open: withdrawn now. */
  withdrawn(facts: AcceptanceFacts): AuditEntry;
}

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
     * Records an invitation, with its audit record, under the organization's lock. Refused
     * for an organization that is not published or is hidden, a sender who is no longer an
     * owner, an address that already belongs to a member or holds an open invitation, more
     * than `maxPending` open ones, and past the daily budgets. An expired invitation of the
     * address is revoked first (the pending index allows one).
     */
    async createInvitation(
      input: {
        organizationId: string;
        email: string;
        role: MemberRole;
        tokenHash: string;
        invitedBy: string;
        now: Date;
        expiresAt: Date;
        maxPending: number;
      },
      audit: (facts: SentInvitationFacts) => AuditEntry,
    ): Promise<InvitationOutcome> {
      const { organizationId, email, now } = input;
      return db.transaction(async (tx): Promise<InvitationOutcome> => {
        const organization = await lockOrganization(tx, organizationId);
        if (!organization) return { kind: 'gone' };
        // Mail goes only from a profile someone paid for and moderators have not taken down.
        if (organization.status !== 'published') return { kind: 'not-published' };
        if (organization.hiddenAt) return { kind: 'hidden' };
        // Demoted, removed or disabled since the request's access check.
        if (!(await mayInvite(tx, organizationId, input.invitedBy))) return { kind: 'not-owner' };
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
        const overBudget = await invitationBudgetRefusal(tx, {
          organizationId,
          senderId: input.invitedBy,
          now,
        });
        if (overBudget) return overBudget;
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
        const organizationName = organization.name;
        await writeAuditEntry(tx, audit({ invitationId: created.id, organizationName }));
        return { kind: 'created', id: created.id, organizationName };
      });
    },

    /**
     * Withdraws an open invitation, with its audit record; false when there was none
     * (unknown, used or revoked).
     */
    async revokeInvitation(
      organizationId: string,
      invitationId: string,
      now: Date,
      audit: (facts: WithdrawnInvitationFacts) => AuditEntry,
    ) {
      return db.transaction(async (tx) => {
        const organization = await lockOrganization(tx, organizationId);
        if (!organization) return false;
        const [revoked] = await tx
          .update(organizationInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(organizationInvitations.id, invitationId),
              eq(organizationInvitations.organizationId, organizationId),
              pending,
            ),
          )
          .returning({ email: organizationInvitations.email, role: organizationInvitations.role });
        if (!revoked) return false;
        const organizationName = organization.name;
        await writeAuditEntry(tx, audit({ invitationId, organizationName, ...revoked }));
        return true;
      });
    },

    /**
     * Gives a member another role, or removes them (role null), with the audit record, under
     * the organization's lock, so two owners demoting each other at once cannot leave it with
     * none. Someone who stops being an owner takes the invitations they sent with them: they
     * could not send them now.
     */
    async changeMember(
      organizationId: string,
      userId: string,
      role: MemberRole | null,
      now: Date,
      audit: (facts: MemberChangeFacts) => AuditEntry,
    ): Promise<MemberChangeOutcome> {
      return db.transaction(async (tx): Promise<MemberChangeOutcome> => {
        const organization = await lockOrganization(tx, organizationId);
        if (!organization) return 'gone';
        const current = await findMemberRole(tx, organizationId, userId);
        if (!current) return 'not-member';
        if (current === role) return 'unchanged';
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
        const withdrawn =
          role === INVITING_ROLE
            ? []
            : await withdrawInvitationsSentBy(tx, { userIds: [userId], organizationId }, now);
        const facts: MemberChangeFacts = {
          organizationName: organization.name,
          memberEmail: await emailOf(tx, userId),
          previousRole: current,
          withdrawnInvitations: withdrawn.map((invitation) => invitation.email),
        };
        await writeAuditEntry(tx, audit(facts));
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
            pending,
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(organizationInvitations.expiresAt));
    },

    /**
     * Accepts the invitation once, for the person it was sent to, with the audit record: its
     * row is locked, so two acceptances of one link cannot both succeed (the second finds it
     * used). Someone already in the organization keeps the role they have. An invitation whose
     * sender could no longer send it is withdrawn instead, in the same transaction.
     */
    async acceptInvitation(
      input: {
        /** The link's token (its hash), or the invitation's id for one listed to its invitee. */
        invitation: { tokenHash: string } | { id: string };
        userId: string;
        email: string;
        now: Date;
        maxMembers: number;
      },
      audit: AcceptanceAudit,
    ): Promise<AcceptOutcome> {
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
        const organization = found && (await lockOrganization(tx, found.organizationId));
        if (!organization) return { kind: 'not-found' };
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
        const alreadyMember = (await findMemberRole(tx, organizationId, userId)) !== null;
        const facts: AcceptanceFacts = {
          invitationId: invitation.id,
          organizationId,
          organizationName: organization.name,
          email: invitation.email,
          role: invitation.role,
          invitedBy: invitation.invitedBy,
          joined: !alreadyMember,
        };
        // Withdrawn with the sender's access as a rule; asked again here so that no way of
        // losing it, present or future, leaves an invitation that still lets someone in.
        if (!(await mayInvite(tx, organizationId, invitation.invitedBy))) {
          await tx
            .update(organizationInvitations)
            .set({ revokedAt: now })
            .where(eq(organizationInvitations.id, invitation.id));
          await writeAuditEntry(tx, audit.withdrawn(facts));
          return { kind: 'revoked' };
        }
        if (!alreadyMember) {
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
        await writeAuditEntry(tx, audit.accepted(facts));
        return { kind: 'accepted', organizationId };
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
