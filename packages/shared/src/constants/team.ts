/** owner: everything, billing and deletion included; editor: the profile and its roles. */
export const MEMBER_ROLES = ['owner', 'editor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const INVITATION_DAYS = 7;
/** Pending invitations one organization may hold: enough for a team, bounded against mail floods. */
export const PENDING_INVITATIONS_MAX = 20;
export const MEMBERS_MAX = 50;
/**
 * Invitations one organization may send in any 24 hours, withdrawn ones included: its open
 * allowance once a day, so a team of MEMBERS_MAX is invited within three days, while
 * withdrawing and inviting again no longer sends mail without end.
 */
export const INVITATIONS_PER_ORGANIZATION_PER_DAY = 20;
/**
 * Invitations one person may send in any 24 hours across every organization they own: a little
 * more than one organization's day, so owning many organizations adds nothing to it.
 */
export const INVITATIONS_PER_SENDER_PER_DAY = 30;

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
};

export const teamMessages = {
  ownersOnly: 'Only an owner of this organization can do this.',
  membersOnly: 'Only the people of this organization can do this.',
  lastOwner: 'An organization always keeps at least one owner. Make someone else an owner first.',
  alreadyMember: 'This person is already part of the organization.',
  alreadyInvited: 'This address already has a pending invitation.',
  tooManyInvitations: `An organization can have at most ${PENDING_INVITATIONS_MAX} pending invitations.`,
  tooManyMembers: `An organization can have at most ${MEMBERS_MAX} people.`,
  invitationNotFound: 'This invitation was not found.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationRevoked: 'This invitation was withdrawn.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationOtherAddress:
    'This invitation was sent to another address. Sign in with the address it was sent to.',
  paymentOwnersOnly:
    'This profile is not published yet. Only an owner of the organization can choose a plan; you can edit it once they have.',
  memberNotFound: 'This person is not part of the organization.',
  organizationInvitationBudget: `An organization can send at most ${INVITATIONS_PER_ORGANIZATION_PER_DAY} invitations in 24 hours. Please try again later.`,
  senderInvitationBudget: `You can send at most ${INVITATIONS_PER_SENDER_PER_DAY} invitations in 24 hours. Please try again later.`,
  invitationsNeedPublishedProfile:
    'Invitations can be sent once the profile is published. Subscribe to a plan first.',
  invitationsWhileHidden:
    'This profile is hidden by our moderators: it cannot invite anyone until it is restored.',
  invitationRevokedToast: 'Invitation withdrawn.',
  roleChanged: 'Role changed.',
  memberRemoved: 'Removed from the team.',
  leftTeam: 'You have left the organization.',
  invitationSent: 'Invitation sent.',
  invitationAccepted: 'Welcome to the team.',
  waitingTitle: 'Invitations for you',
  waitingDescription: 'Organizations that invited your address to their team.',
  /** On the Email Verified page, for someone who signed up through an invitation. */
  waitingAfterVerification: (count: number) =>
    count === 1
      ? 'An invitation to join a team is waiting for you.'
      : `${count} invitations to join a team are waiting for you.`,
  seeInvitations: 'See your invitations',
} as const;
