import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS, REPORT_REASONS } from '@catalyst/shared';
import { oneOf } from './one-of.js';
import { organizations } from './organizations.js';

export const reportResolutions = ['dismissed', 'hidden'] as const;

/**
 * What visitors report about a profile. Open until a moderator dismisses the profile's
 * reports or hides it; the reporter is kept only as far as moderation and the limits need (a
 * member's id, or a hash of a guest's client source), never an address or a name.
 */
export const organizationReports = pgTable(
  'organization_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    /** A signed-in member's id; null for a guest or a visitor. */
    reporterUserId: text('reporter_user_id'),
    /** The per-client limit's key (a keyed hash of the client's source, never the address). */
    reporterKey: text('reporter_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolution: text('resolution', { enum: reportResolutions }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    check('organization_reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check(
      'organization_reports_resolution_check',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null) and (${t.resolution} is null or ${oneOf(t.resolution, reportResolutions)})`,
    ),
    check('organization_reports_details_check', sql`char_length(${t.details}) <= 1000`),
    index('organization_reports_open_idx')
      .on(t.organizationId, t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
    index('organization_reports_reporter_idx').on(t.reporterKey, t.organizationId),
  ],
);

/**
 * Every administrator's action, every team change and every action billing takes on its own:
 * who (an admin's, owner's or member's id and address as they were, or the system), what, to
 * what, when and why. Rows are only ever added; no foreign keys, so the record outlives what
 * it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('audit_log_actor_kind_check', oneOf(t.actorKind, AUDIT_ACTOR_KINDS)),
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
