import type { MemberRole } from '@catalyst/shared';
import {
  memberActor,
  ownerActor,
  systemActor,
  type ActingUser,
  type AuditActor,
  type AuditEntry,
} from '../audit/index.js';
import type {
  AcceptanceAudit,
  MemberChangeFacts,
  SentInvitationFacts,
  WithdrawnInvitationFacts,
} from './team.repository.js';

/**
 * The audit records of team changes. The target is the organization, so its history in the
 * console shows its team's; the person a change is about is in the details, whose values the
 * log's search reads.
 */
function organizationTarget(organizationId: string, organizationName: string) {
  return { type: 'organization' as const, id: organizationId, label: organizationName };
}

/** Withdrawn as a consequence of the sender losing access, found when someone accepted. */
const TEAM_ACTOR = systemActor('team');

/** Only present when there were any: most changes take no invitation with them. */
function withdrawnDetails(withdrawnInvitations: string[]) {
  return withdrawnInvitations.length > 0 ? { withdrawnInvitations } : {};
}

export function invitationSentEntry(
  owner: ActingUser,
  organizationId: string,
  invitation: { email: string; role: MemberRole },
) {
  return (facts: SentInvitationFacts): AuditEntry => ({
    actor: ownerActor(owner),
    action: 'team.invitation_sent',
    target: organizationTarget(organizationId, facts.organizationName),
    details: { email: invitation.email, role: invitation.role, invitationId: facts.invitationId },
  });
}

export function invitationWithdrawnEntry(owner: ActingUser, organizationId: string) {
  return (facts: WithdrawnInvitationFacts): AuditEntry => ({
    actor: ownerActor(owner),
    action: 'team.invitation_withdrawn',
    target: organizationTarget(organizationId, facts.organizationName),
    details: { email: facts.email, role: facts.role, invitationId: facts.invitationId },
  });
}

/** The organization is known once the invitation is found: the entries name it from there. */
export function acceptanceEntries(invitee: ActingUser): AcceptanceAudit {
  return {
    accepted: (facts) => ({
      actor: memberActor(invitee),
      action: 'team.invitation_accepted',
      target: organizationTarget(facts.organizationId, facts.organizationName),
      details: {
        role: facts.role,
        invitationId: facts.invitationId,
        invitedBy: facts.invitedBy,
        ...(facts.joined ? {} : { alreadyMember: true }),
      },
    }),
    withdrawn: (facts) => ({
      actor: TEAM_ACTOR,
      action: 'team.invitation_withdrawn',
      target: organizationTarget(facts.organizationId, facts.organizationName),
      reason: 'Its sender is no longer an owner who may invite.',
      details: {
        email: facts.email,
        role: facts.role,
        invitationId: facts.invitationId,
        invitedBy: facts.invitedBy,
      },
    }),
  };
}

export function roleChangedEntry(
  owner: ActingUser,
  organizationId: string,
  member: { userId: string; role: MemberRole },
) {
  return (facts: MemberChangeFacts): AuditEntry => ({
    actor: ownerActor(owner),
    action: 'team.role_changed',
    target: organizationTarget(organizationId, facts.organizationName),
    details: {
      member: facts.memberEmail,
      memberId: member.userId,
      from: facts.previousRole,
      to: member.role,
      ...withdrawnDetails(facts.withdrawnInvitations),
    },
  });
}

/** An owner removing someone, or anyone leaving (then they are the actor and the member). */
export function removalEntry(caller: ActingUser, organizationId: string, userId: string) {
  const leaving = caller.id === userId;
  const actor: AuditActor = leaving ? memberActor(caller) : ownerActor(caller);
  return (facts: MemberChangeFacts): AuditEntry => ({
    actor,
    action: leaving ? 'team.member_left' : 'team.member_removed',
    target: organizationTarget(organizationId, facts.organizationName),
    details: {
      member: facts.memberEmail,
      memberId: userId,
      role: facts.previousRole,
      ...withdrawnDetails(facts.withdrawnInvitations),
    },
  });
}
