import type { MailMessage } from '../../lib/mail/mailer.js';
import { emailLayout } from '../../lib/mail/email-layout.js';

/** A long date in English, UTC: 31 January 2027. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** To an organization's owner or editor: these roles end within a week. */
export function rolesEndingSoonEmail(
  to: string,
  organizationName: string,
  roles: ReadonlyArray<{ title: string; validThrough: string }>,
  manageUrl: string,
  productName: string,
): MailMessage {
  const subject =
    roles.length === 1
      ? `Your role “${roles[0]!.title}” ends soon`
      : `${roles.length} of your roles end soon`;
  return {
    to,
    subject,
    ...emailLayout(
      productName,
      [
        `These open roles of ${organizationName} leave your profile after their last day:`,
        ...roles.map((role) => `${role.title}: open until ${longDate(role.validThrough)}.`),
        'To keep one listed, give it a later last day. Closed roles can be reopened at any time.',
      ],
      'Manage your roles',
      manageUrl,
      'You receive this because you are an owner or editor of this organization.',
    ),
  };
}
