import { z } from 'zod';
import {
  ACTION_REASON_MAX,
  ACTION_REASON_MIN,
  ADMIN_SEARCH_MAX,
  AUDIT_ACTOR_KINDS,
  moderationMessages,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from '../constants/moderation.js';
import { adminJobMessages } from '../constants/admin-jobs.js';
import { PUBLICATION_STATUSES } from '../constants/plans.js';
import { publicationStatusSchema } from './organizations.js';
import { subscriptionTypeSchema } from './payments.js';
import { userRoleSchema } from './users.js';

const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: moderationMessages.reportReasonRequired,
});

/** POST /api/organizations/{id}/reports: why, and optionally what, in the visitor's words. */
export const reportInputSchema = z.strictObject({
  reason: reportReasonSchema,
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, moderationMessages.reportDetailsTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({ received: z.literal(true) });

/** POST /api/admin/organizations/{id}/dismiss-reports: how many open reports it closed. */
export const dismissedReportsSchema = z.object({ dismissed: z.number().int() });

/**
 * Why an administrator acts: every action of the console and of the operator commands gives
 * one, recorded in the audit log beside who acted. One rule for all, each action asking in
 * its own words.
 */
export function actionReasonField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(ACTION_REASON_MIN, moderationMessages.reasonTooShort)
    .max(ACTION_REASON_MAX, moderationMessages.reasonTooLong);
}

/** An action's body when the reason is all it takes; no body at all asks for the reason too. */
function reasonSchema(requiredMessage: string) {
  return z.strictObject(
    { reason: actionReasonField(requiredMessage) },
    { error: (issue) => (issue.code === 'invalid_type' ? requiredMessage : undefined) },
  );
}

/** Why a profile is hidden: its owner reads it. */
export const moderationReasonSchema = reasonSchema(moderationMessages.hideReasonRequired);
/** Why a hidden profile is shown again. */
export const restoreReasonSchema = reasonSchema(moderationMessages.restoreReasonRequired);
/** Why a profile's open reports are closed without acting on it. */
export const dismissReasonSchema = reasonSchema(moderationMessages.dismissReasonRequired);
/** Why an account is disabled. */
export const disableReasonSchema = reasonSchema(moderationMessages.disableReasonRequired);
/** Why a disabled account may sign in again. */
export const enableReasonSchema = reasonSchema(moderationMessages.enableReasonRequired);
/** Why a guest code stops working. */
export const revokeReasonSchema = reasonSchema(moderationMessages.revokeReasonRequired);
export const jobRunReasonSchema = reasonSchema(adminJobMessages.runReasonRequired);
/** Every reason schema above: one shape, `{ reason }`. */
export type ActionReasonSchema = typeof moderationReasonSchema;
export type ActionReasonInput = z.infer<ActionReasonSchema>;

/** Offset pages: the admin console's lists are short and an operator jumps between pages. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

const searchText = z.string().trim().max(ADMIN_SEARCH_MAX).optional();

export const reportSummarySchema = z.object({
  id: z.string(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  /** Who sent it, as far as moderation needs to know. */
  reporter: z.enum(['visitor', 'member']),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/admin/reports: one entry per profile with open reports, newest report first. */
export const reportGroupSchema = z.object({
  organization: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    publicationStatus: publicationStatusSchema,
    hidden: z.boolean(),
    ownerEmail: z.string().nullable(),
  }),
  openReports: z.number().int(),
  reasons: z.partialRecord(reportReasonSchema, z.number().int()),
  latestAt: z.string(),
  /** The newest few, for the queue; the count says how many there are. */
  reports: z.array(reportSummarySchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const adminOrganizationStatusSchema = z.enum([...PUBLICATION_STATUSES, 'hidden']);
export const adminPlanSchema = z.enum([...subscriptionTypeSchema.options, 'none']);

export const adminOrganizationsQuerySchema = adminPageQuerySchema.extend({
  q: searchText,
  status: adminOrganizationStatusSchema.optional(),
  plan: adminPlanSchema.optional(),
});
export type AdminOrganizationsQuery = z.input<typeof adminOrganizationsQuerySchema>;

export const adminOrganizationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string().nullable(),
  publicationStatus: publicationStatusSchema,
  plan: adminPlanSchema,
  hidden: z
    .object({ at: z.string(), reason: z.string(), reviewRequestedAt: z.string().nullable() })
    .nullable(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminUsersQuerySchema = adminPageQuerySchema.extend({ q: searchText });

/** /api/admin/users/{id}: Better Auth's user ids are opaque text. */
export const adminUserIdParamsSchema = z.object({
  id: z.string().trim().min(1).max(128),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  emailVerified: z.boolean(),
  disabled: z.object({ at: z.string(), reason: z.string() }).nullable(),
  organizationCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  organizations: z.array(adminOrganizationSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const GUEST_CODE_LABEL_MAX = 200;
const GUEST_CODE_MAX_USES = 1_000_000;

const maxUsesNotWhole = 'Max uses must be a whole number.';
const maxUsesRange = z
  .number({ error: maxUsesNotWhole })
  .int(maxUsesNotWhole)
  .min(1, 'Max uses must be at least 1.')
  .max(GUEST_CODE_MAX_USES, `Max uses can be at most ${GUEST_CODE_MAX_USES}.`);

/**
 * The form's text field for max uses, read as a number before the same rules. The API takes a
 * JSON number only: coercing there turned `true` into 1.
 */
export const guestCodeMaxUsesTextSchema = z.coerce
  .number({ error: maxUsesNotWhole })
  .pipe(maxUsesRange);

/** POST /api/admin/guest-codes: as the operator command takes it. */
export const guestCodeCreateSchema = z.strictObject({
  maxUses: maxUsesRange,
  /** The last day (UTC) the code works, YYYY-MM-DD; none, it never expires. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expiry must be a date like 2026-12-31.')
    .optional()
    .meta({
      format: 'date',
      description:
        'The last day (UTC) the code works: a day that exists (not 2026-02-30), today or later. Left out, the code never expires.',
    }),
  label: z.string().trim().max(GUEST_CODE_LABEL_MAX).optional(),
  reason: actionReasonField(moderationMessages.guestCodeReasonRequired),
});
export type GuestCodeCreateInput = z.input<typeof guestCodeCreateSchema>;

export const adminGuestCodeSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  redemptions: z.array(
    z.object({
      organizationId: z.string(),
      organizationName: z.string().nullable(),
      redeemedAt: z.string(),
    }),
  ),
});
export type AdminGuestCode = z.infer<typeof adminGuestCodeSchema>;

/** /api/admin/guest-codes/{id}/revoke */
export const guestCodeIdParamsSchema = z.object({
  id: z.uuid('Guest code ids are UUIDs.'),
});

/** The one answer that shows a new code: it is stored hashed, never shown again. */
export const createdGuestCodeSchema = z.object({
  code: z.string(),
  guestCode: adminGuestCodeSchema,
});
export type CreatedGuestCode = z.infer<typeof createdGuestCodeSchema>;

export const AUDIT_ACTIONS = [
  'organization.hidden',
  'organization.restored',
  'organization.review_requested',
  'reports.dismissed',
  'user.disabled',
  'user.enabled',
  'user.admin_granted',
  'user.admin_revoked',
  'guest_code.created',
  'guest_code.revoked',
  'billing.canceled',
  'billing.canceled_and_refunded',
  'billing.canceled_after_deletion',
  'team.invitation_sent',
  'team.invitation_withdrawn',
  'team.invitation_accepted',
  'team.role_changed',
  'team.member_removed',
  'team.member_left',
  'job.run',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditTargetTypeSchema = z.enum([
  'organization',
  'user',
  'guest_code',
  'subscription',
  'job',
]);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

export const auditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = z.infer<typeof auditActorKindSchema>;

export const auditLogQuerySchema = adminPageQuerySchema.extend({
  action: auditActionSchema.optional(),
  actor: auditActorKindSchema.optional(),
  targetId: z.string().trim().max(100).optional(),
  q: searchText,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who: an administrator or a person of the organization (with their address), or the system. */
  actor: z.object({
    kind: auditActorKindSchema,
    id: z.string().nullable(),
    label: z.string(),
  }),
  action: auditActionSchema,
  target: z.object({ type: auditTargetTypeSchema, id: z.string(), label: z.string().nullable() }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** A scheduled job, as the console lists it (`GET /api/admin/jobs`). */
export const adminJobSchema = z.object({
  /** `area.action`, e.g. `alerts.digest`. */
  name: z.string(),
  /** A five-field cron expression, in UTC. */
  schedule: z.string().nullable(),
  description: z.string(),
  /** When it last completed, whether on schedule or run by hand; null when not in the queue's memory. */
  lastRunAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.object({ items: z.array(adminJobSchema) });

/** `POST /api/admin/jobs/{name}/run` */
export const adminJobParamsSchema = z.object({
  name: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, 'Job names are `area.action`.'),
});
export const adminJobRunSchema = z.object({ name: z.string(), queued: z.literal(true) });
