import { WEBSITE_EMAIL_LINK_HOURS } from '@catalyst/shared';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { emailLayout } from '../../lib/mail/email-layout.js';

/** To an address at the organization's domain: confirm that the organization controls it. */
export function confirmWebsiteEmail(
  to: string,
  organizationName: string,
  domain: string,
  confirmUrl: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `Confirm that ${organizationName} controls ${domain}`,
    ...emailLayout(
      productName,
      [
        `An owner of ${organizationName} on ${productName} Profiles asked to show the profile's website, ${domain}, as verified.`,
        `If this organization runs ${domain}, confirm it with the link below. It works once, for ${WEBSITE_EMAIL_LINK_HOURS} hours.`,
      ],
      'Confirm the website',
      confirmUrl,
      'If you do not know this organization, ignore this email: nothing changes without the link.',
    ),
  };
}
