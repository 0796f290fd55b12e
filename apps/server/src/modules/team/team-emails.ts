import {
  DISPLAY_NAME_MAX_LENGTH,
  INVITATION_DAYS,
  memberRoleLabels,
  NAME_MAX,
  type MemberRole,
} from '@catalyst/shared';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { emailLayout } from '../../lib/mail/email-layout.js';

const roleDuties: Record<MemberRole, string> = {
  owner: 'edit its profile and open roles, manage its billing and team, and delete it',
  editor: 'edit its profile and open roles',
};

/**
 * A name someone typed, made fit to quote inside a sentence: on one line, without control or
 * invisible formatting characters (which could break the text into paragraphs of its own or
 * reverse how it reads), and no longer than its form allows.
 */
function quotable(name: string, max: number): string {
  const line = name
    .replace(/[\p{C}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, max);
  return `“${line}”`;
}

/**
 * The invitation mail. Its subject is the product's alone: the organization's name and the
 * inviter's are typed by whoever invites, so they stay in the body, quoted, escaped by the
 * layout and said to be theirs, where they cannot pass for the product's own words.
 */
export function invitationEmail(
  to: string,
  invitation: { organizationName: string; role: MemberRole; inviterName: string },
  url: string,
  productName: string,
): MailMessage {
  const brand = `${productName} Profiles`;
  const role = memberRoleLabels[invitation.role].toLowerCase();
  const organization = quotable(invitation.organizationName, NAME_MAX);
  const inviter = quotable(invitation.inviterName, DISPLAY_NAME_MAX_LENGTH);
  return {
    to,
    subject: `You are invited to join a team on ${brand}`,
    ...emailLayout(
      productName,
      [
        `An owner of an organization listed on ${brand} invited this address to join its team as ${role}.`,
        `Organization: ${organization}. Invited by: ${inviter}. Both names are as the organization’s owners entered them; ${brand} has not checked them.`,
        `As ${role} you can ${roleDuties[invitation.role]}.`,
      ],
      'See the invitation',
      url,
      `The link is valid for ${INVITATION_DAYS} days and works once, for this address. If you did not expect it, ignore this message: nothing happens unless you accept.`,
    ),
  };
}
