import type { AuditAction, AuditLogEntry, ReportSummary } from '@catalyst/shared';

/**
 * The console's own words for the contract's values. They are read by operators only; what an
 * owner or visitor reads is in packages/shared's moderationMessages.
 */
export const organizationStatusLabels = {
  pending: 'Payment pending',
  published: 'Published',
  lapsed: 'Lapsed',
  hidden: 'Hidden',
} as const;

export const planLabels = {
  monthly: 'Monthly',
  yearly: 'Annual',
  guest: 'Guest code',
  none: 'No plan',
} as const;

export const auditActionLabels: Record<AuditAction, string> = {
  'organization.hidden': 'Profile hidden',
  'organization.restored': 'Profile restored',
  'organization.review_requested': 'Review requested',
  'reports.dismissed': 'Reports dismissed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.admin_granted': 'Admin granted',
  'user.admin_revoked': 'Admin revoked',
  'guest_code.created': 'Guest code created',
  'guest_code.revoked': 'Guest code revoked',
  'billing.canceled': 'Subscription canceled',
  'billing.canceled_and_refunded': 'Subscription canceled and refunded',
  'billing.canceled_after_deletion': 'Subscription canceled after deletion',
  'team.invitation_sent': 'Team invitation sent',
  'team.invitation_withdrawn': 'Team invitation withdrawn',
  'team.invitation_accepted': 'Team invitation accepted',
  'team.role_changed': 'Team role changed',
  'team.member_removed': 'Removed from a team',
  'team.member_left': 'Left a team',
  'job.run': 'Ran a job now',
};

export const actorKindLabels: Record<AuditLogEntry['actor']['kind'], string> = {
  admin: 'Administrator',
  owner: 'Owner',
  member: 'Member',
  system: 'System',
};

export const targetTypeLabels: Record<AuditLogEntry['target']['type'], string> = {
  organization: 'Organization',
  user: 'User',
  guest_code: 'Guest code',
  subscription: 'Subscription',
  job: 'Job',
};

export const reporterLabels: Record<ReportSummary['reporter'], string> = {
  visitor: 'Visitor',
  member: 'Member',
};
