import { INVITATION_DAYS, memberRoleLabels, type MemberRole } from '@catalyst/shared';
import type { MailMessage } from '../../lib/mailer.js';
import { emailLayout } from '../auth/auth-emails.js';

const roleDuties: Record<MemberRole, string> = {
  owner: 'edit its profile and open roles, manage its billing and team, and delete it',
  editor: 'edit its profile and open roles',
};

export function invitationEmail(
  to: string,
  invitation: { organizationName: string; role: MemberRole; inviterName: string },
  url: string,
  productName: string,
): MailMessage {
  const { organizationName, role, inviterName } = invitation;
  return {
    to,
    subject: `${inviterName} invited you to ${organizationName} on ${productName} Profiles`,
    ...emailLayout(
      productName,
      [
        `${inviterName} invited you to join “${organizationName}” on ${productName} Profiles as ${memberRoleLabels[role].toLowerCase()}.`,
        `As ${memberRoleLabels[role].toLowerCase()} you can ${roleDuties[role]}.`,
      ],
      'See the invitation',
      url,
      `The link is valid for ${INVITATION_DAYS} days and works once, for this address. If you do not know ${inviterName}, you can ignore this message.`,
    ),
  };
}
