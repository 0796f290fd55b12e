import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_ROLES } from '@catalyst/shared';
import { oneOf } from './one-of.js';
import { organizations } from './organizations.js';

/**
 * Who may act for an organization: an owner (everything, billing and deletion included) or
 * an editor (the profile and its roles). Every organization write checks a row here. The
 * creator becomes its first owner by a trigger (migration 0009_owner_value), which also
 * backfilled every existing organization; organizations.created_by stays as the record of
 * who made it. No foreign key to users: accounts are deleted by the application, which
 * removes their memberships in the same transaction.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    check('organization_members_role_check', oneOf(t.role, MEMBER_ROLES)),
    index('organization_members_user_idx').on(t.userId),
  ],
);

/**
 * An invitation by email to join an organization. The link carries a random token; only its
 * SHA-256 is stored. Pending until accepted, revoked or past expires_at (7 days); one pending
 * invitation per address and organization. It stands only while its sender (invited_by) may
 * still invite: the application withdraws it when they stop being an owner.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: text('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('organization_invitations_role_check', oneOf(t.role, MEMBER_ROLES)),
    // One pending invitation per address: inviting again after expiry first revokes the old one.
    uniqueIndex('organization_invitations_pending_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    // The daily budgets count what an organization and a sender sent in the last 24 hours.
    index('organization_invitations_organization_sent_idx').on(t.organizationId, t.createdAt),
    index('organization_invitations_sender_sent_idx').on(t.invitedBy, t.createdAt),
  ],
);
