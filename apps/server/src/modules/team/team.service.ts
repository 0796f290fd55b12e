import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_DAYS,
  MEMBERS_MAX,
  PENDING_INVITATIONS_MAX,
  routePath,
  teamMessages,
  type InvitationInput,
  type InvitationPreview,
  type MemberRole,
  type Team,
  type WaitingInvitation,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { assertMember } from '../organizations/index.js';
import type { BudgetRefusal } from './invitation-budget.js';
import {
  acceptanceEntries,
  invitationSentEntry,
  invitationWithdrawnEntry,
  removalEntry,
  roleChangedEntry,
} from './team-audit.js';
import { invitationEmail } from './team-emails.js';
import type { AcceptOutcome, InvitationOutcome, TeamRepository } from './team.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes: the link is the credential, so only its hash is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who is acting: the session's user. */
export interface TeamCaller {
  id: string;
  name: string;
  email: string;
}

const budgetMessages: Record<BudgetRefusal['kind'], string> = {
  'organization-budget': teamMessages.organizationInvitationBudget,
  'sender-budget': teamMessages.senderInvitationBudget,
};

type InviteRefusal = Exclude<InvitationOutcome['kind'], 'created' | BudgetRefusal['kind']>;

const inviteRefusals: Record<InviteRefusal, () => AppError> = {
  'not-published': () => new AppError('CONFLICT', teamMessages.invitationsNeedPublishedProfile),
  hidden: () => new AppError('CONFLICT', teamMessages.invitationsWhileHidden),
  'not-owner': () => new AppError('FORBIDDEN', teamMessages.ownersOnly),
  member: () => new AppError('CONFLICT', teamMessages.alreadyMember),
  invited: () => new AppError('CONFLICT', teamMessages.alreadyInvited),
  'too-many-invitations': () => new AppError('CONFLICT', teamMessages.tooManyInvitations),
  // Deleted between the access check and the write: as if it had never been there.
  gone: () => new AppError('NOT_FOUND', teamMessages.invitationNotFound),
};

const acceptRefusals: Record<Exclude<AcceptOutcome['kind'], 'accepted'>, () => AppError> = {
  'not-found': () => new AppError('NOT_FOUND', teamMessages.invitationNotFound),
  used: () => new AppError('CONFLICT', teamMessages.invitationUsed),
  revoked: () => new AppError('CONFLICT', teamMessages.invitationRevoked),
  expired: () => new AppError('CONFLICT', teamMessages.invitationExpired),
  'other-address': () => new AppError('FORBIDDEN', teamMessages.invitationOtherAddress),
  'too-many-members': () => new AppError('CONFLICT', teamMessages.tooManyMembers),
};

/**
 * An organization's people: owners invite by email (as owner or editor), change roles and
 * remove people; anyone may leave; an organization always keeps an owner. The invitation's
 * link is its only credential, valid INVITATION_DAYS days, once, for the address it went to,
 * and only while its sender is still an owner. Only a published profile that is not hidden
 * invites, within daily budgets; every change is in the audit log.
 */
export function createTeamService(deps: {
  repository: TeamRepository;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  now?: () => Date;
}) {
  const { repository, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function assertRole(organizationId: string, userId: string, required: MemberRole) {
    return assertMember(
      organizationId,
      await repository.findAccessFacts(organizationId, userId),
      required,
    );
  }

  function acceptAs(caller: TeamCaller, invitation: { tokenHash: string } | { id: string }) {
    return repository.acceptInvitation(
      { invitation, userId: caller.id, email: caller.email, now: now(), maxMembers: MEMBERS_MAX },
      acceptanceEntries(caller),
    );
  }

  function assertChanged(outcome: Awaited<ReturnType<TeamRepository['changeMember']>>) {
    if (outcome === 'last-owner') throw new AppError('CONFLICT', teamMessages.lastOwner);
    if (outcome === 'not-member') throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
    if (outcome === 'gone') throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  }

  return {
    /** The people and the open invitations, for anyone in the organization. */
    async getTeam(caller: TeamCaller, organizationId: string): Promise<Team> {
      await assertRole(organizationId, caller.id, 'editor');
      const [members, invitations] = await Promise.all([
        repository.listMembers(organizationId),
        repository.listPendingInvitations(organizationId, now()),
      ]);
      return {
        members: members.map((member) => ({ ...member, addedAt: member.addedAt.toISOString() })),
        invitations: invitations.map((invitation) => ({
          ...invitation,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        })),
      };
    },

    /** An owner's invitation; the mail goes out after it is recorded. */
    async invite(caller: TeamCaller, organizationId: string, input: InvitationInput) {
      await assertRole(organizationId, caller.id, 'owner');
      const token = newToken();
      const at = now();
      const email = input.email.toLowerCase();
      const outcome = await repository.createInvitation(
        {
          organizationId,
          email,
          role: input.role,
          tokenHash: hashInvitationToken(token),
          invitedBy: caller.id,
          now: at,
          expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
          maxPending: PENDING_INVITATIONS_MAX,
        },
        invitationSentEntry(caller, organizationId, { email, role: input.role }),
      );
      if ('retryAfter' in outcome) {
        throw new AppError('TOO_MANY_REQUESTS', budgetMessages[outcome.kind], undefined, {
          retryAfter: outcome.retryAfter,
        });
      }
      if (outcome.kind !== 'created') throw inviteRefusals[outcome.kind]();
      const url = `${deps.publicUrl}${routePath('invitation', { token })}`;
      // Mail goes through the queue; a failure to queue it is the owner's to see, as the
      // invitation is useless without its link (they can revoke it and invite again).
      await mailer.send(
        invitationEmail(
          email,
          {
            organizationName: outcome.organizationName,
            role: input.role,
            inviterName: caller.name,
          },
          url,
          deps.productName,
        ),
      );
      return { id: outcome.id };
    },

    async revokeInvitation(caller: TeamCaller, organizationId: string, invitationId: string) {
      await assertRole(organizationId, caller.id, 'owner');
      const audit = invitationWithdrawnEntry(caller, organizationId);
      if (!(await repository.revokeInvitation(organizationId, invitationId, now(), audit))) {
        throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
      }
      return { revoked: true as const };
    },

    async changeRole(caller: TeamCaller, organizationId: string, userId: string, role: MemberRole) {
      await assertRole(organizationId, caller.id, 'owner');
      const audit = roleChangedEntry(caller, organizationId, { userId, role });
      assertChanged(await repository.changeMember(organizationId, userId, role, now(), audit));
      return { userId, role };
    },

    /** An owner removes anyone; anyone in the organization may remove themselves (leave). */
    async removeMember(caller: TeamCaller, organizationId: string, userId: string) {
      await assertRole(organizationId, caller.id, userId === caller.id ? 'editor' : 'owner');
      const audit = removalEntry(caller, organizationId, userId);
      assertChanged(await repository.changeMember(organizationId, userId, null, now(), audit));
      return { removed: true as const };
    },

    /** What the link leads to: the organization's name, the role, who invited, the state. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await repository.findInvitation(hashInvitationToken(token));
      if (!row) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
      const status = row.acceptedAt
        ? 'accepted'
        : row.revokedAt
          ? 'revoked'
          : row.expiresAt <= now()
            ? 'expired'
            : 'pending';
      return {
        organization: row.organization,
        role: row.role,
        invitedBy: row.invitedBy,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        status,
      };
    },

    /** The invitations waiting for the caller's (verified) address. */
    async waitingInvitations(caller: TeamCaller): Promise<WaitingInvitation[]> {
      const rows = await repository.listWaitingInvitations(caller.email, now());
      return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
    },

    /**
     * Accepts one of the caller's waiting invitations by its id. An id of an invitation sent to
     * someone else is answered as unknown: ids are no credential, and nothing about another
     * person's invitation is told.
     */
    async acceptWaiting(caller: TeamCaller, invitationId: string) {
      const outcome = await acceptAs(caller, { id: invitationId });
      if (outcome.kind === 'other-address') throw acceptRefusals['not-found']();
      if (outcome.kind !== 'accepted') throw acceptRefusals[outcome.kind]();
      return { organizationId: outcome.organizationId };
    },

    async accept(caller: TeamCaller, token: string) {
      const outcome = await acceptAs(caller, { tokenHash: hashInvitationToken(token) });
      if (outcome.kind !== 'accepted') throw acceptRefusals[outcome.kind]();
      return { organizationId: outcome.organizationId };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
