/** Why a visitor reports a profile; the form offers them in this order. */
export const REPORT_REASONS = ['spam', 'misleading', 'impersonation', 'harmful', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  misleading: 'Misleading or false information',
  impersonation: 'Impersonation',
  harmful: 'Harmful or illegal content',
  other: 'Other',
};

/** member: someone acting for themselves in a team, joining or leaving it, whatever their role. */
export const AUDIT_ACTOR_KINDS = ['admin', 'system', 'owner', 'member'] as const;

/** A report's optional details. */
export const REPORT_DETAILS_MAX = 1000;
/** The reason every administrator's action gives, for the audit log (and a hiding's owner). */
export const ACTION_REASON_MIN = 10;
export const ACTION_REASON_MAX = 1000;
/** Reports one client may send in an hour, across profiles, and to one profile in a day. */
export const REPORTS_PER_CLIENT_PER_HOUR = 10;
export const REPORTS_PER_CLIENT_PER_PROFILE_PER_DAY = 1;
/** Rows per page of the admin console's lists. */
export const ADMIN_PAGE_SIZE = 25;
/** The newest reports of a profile the moderation queue shows; `openReports` counts them all. */
export const REPORT_GROUP_SAMPLE = 5;
export const ADMIN_SEARCH_MAX = 200;

/** Every word the moderation screens and answers use, once. */
export const moderationMessages = {
  reportButton: 'Report this profile',
  reportTitle: 'Report this profile',
  reportDescription:
    'Tell our moderators what is wrong with this profile. They review every report.',
  reportReasonLabel: 'Reason',
  reportReasonRequired: 'Please choose a reason.',
  reportDetailsLabel: 'Details (optional)',
  reportDetailsTooLong: `Please keep the details under ${REPORT_DETAILS_MAX} characters.`,
  reportSubmit: 'Send report',
  reportSending: 'Sending...',
  reportSent: 'Thank you. Your report was sent to our moderators, who review every report.',
  reportAlreadySent:
    'You have already reported this profile. Our moderators will review it; thank you.',
  reportTooMany: 'You have sent many reports in a short time. Please try again later.',
  reportFailed: 'Your report could not be sent. Please try again.',
  /** A report sent without JavaScript while reports need a proof of work, which needs it. */
  reportNeedsJavaScript:
    'Many reports are arriving right now, so sending one takes a short check that runs in your browser with JavaScript. Please turn JavaScript on and try again, or try again later.',
  unavailableTitle: 'This profile is unavailable',
  unavailableBody: 'It has been taken down while our moderators review it.',
  hiddenNoticeTitle: 'This profile is hidden by our moderators',
  hiddenNoticeReason: 'Reason given:',
  hiddenNoticeHelp:
    'Visitors cannot see it until a moderator restores it. Fix what the reason describes, then ask for a review.',
  requestReview: 'Ask for a review',
  reviewRequested: 'Review requested. A moderator will look at your profile again.',
  reviewAlreadyRequested: 'You asked for a review on {date}. A moderator will look at it.',
  notHidden: 'This organization is not hidden.',
  hideReasonRequired: 'Please say why the profile is hidden; the owner will see it.',
  restoreReasonRequired: 'Please say why the profile is restored; it is kept in the audit log.',
  dismissReasonRequired: 'Please say why the reports are dismissed; it is kept in the audit log.',
  disableReasonRequired: 'Please say why the account is disabled; it is kept in the audit log.',
  enableReasonRequired: 'Please say why the account is enabled; it is kept in the audit log.',
  guestCodeReasonRequired: 'Please say why the guest code is created; it is kept in the audit log.',
  revokeReasonRequired: 'Please say why the guest code is revoked; it is kept in the audit log.',
  reasonTooShort: `Please give a reason of at least ${ACTION_REASON_MIN} characters.`,
  reasonTooLong: `Please keep the reason under ${ACTION_REASON_MAX} characters.`,
  alreadyHidden: 'This organization is already hidden.',
  adminOnly: 'Only administrators can do this.',
  cannotDisableYourself: 'You cannot disable your own account.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  accountDisabled:
    'This account has been disabled. Contact support if you think this is a mistake.',
  guestCodeRevoked: 'This guest code has been revoked.',
} as const;
