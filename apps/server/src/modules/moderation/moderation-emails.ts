import { REPORT_REASONS, reportReasonLabels } from '@catalyst/shared';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { emailLayout } from '../../lib/mail/email-layout.js';
import type { DigestEntry } from './reports.service.js';

export function profileHiddenEmail(
  to: string,
  profile: { name: string; reason: string },
  dashboardUrl: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `Your profile “${profile.name}” has been hidden`,
    ...emailLayout(
      productName,
      [
        `Our moderators have hidden your profile “${profile.name}” on ${productName} Profiles. Visitors cannot see it until a moderator restores it.`,
        `Reason given: ${profile.reason}`,
        'Fix what the reason describes, then ask for a review from your dashboard. Your subscription is not affected.',
      ],
      'Open your dashboard',
      dashboardUrl,
      'If you think this is a mistake, ask for a review and tell us why in your profile.',
    ),
  };
}

export function profileRestoredEmail(
  to: string,
  profile: { name: string },
  profileUrl: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `Your profile “${profile.name}” is visible again`,
    ...emailLayout(
      productName,
      `Our moderators have restored your profile “${profile.name}”: visitors can find it on ${productName} Profiles again.`,
      'View your profile',
      profileUrl,
      'Thank you for keeping your profile accurate.',
    ),
  };
}

/** The counts in the order the report form offers the reasons. */
function reasonsText(reasons: DigestEntry['reasons']): string {
  return REPORT_REASONS.flatMap((reason) => {
    const count = reasons[reason];
    return count ? [`${reportReasonLabels[reason]}: ${count}`] : [];
  }).join(', ');
}

/** The day's reports, profile by profile, for each administrator. */
export function reportDigestEmail(
  to: string,
  entries: readonly DigestEntry[],
  queueUrl: string,
  productName: string,
): MailMessage {
  const total = entries.reduce((sum, entry) => sum + entry.reports, 0);
  const reports = total === 1 ? '1 new report' : `${total} new reports`;
  const profiles = entries.length === 1 ? '1 profile' : `${entries.length} profiles`;
  return {
    to,
    subject: `${reports} on ${productName} Profiles`,
    ...emailLayout(
      productName,
      [
        `In the last 24 hours visitors sent ${reports} about ${profiles}:`,
        ...entries.map(
          (entry) =>
            `${entry.name}: ${entry.reports} (${reasonsText(entry.reasons)}); ${entry.open} still open.`,
        ),
      ],
      'Open the moderation queue',
      queueUrl,
      'You receive this digest because you are an administrator. It is sent only on days with new reports.',
    ),
  };
}
