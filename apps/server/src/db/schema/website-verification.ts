import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/**
 * An address at the website's domain asked to confirm it (website verification by email).
 * The link carries a random token; only its SHA-256 is stored. Used once, then deleted.
 */
export const websiteEmailChallenges = pgTable(
  'website_email_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('website_email_challenges_organization_idx').on(t.organizationId)],
);
