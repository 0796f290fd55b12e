import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { organizations } from './organizations.js';

/**
 * Who follows which organization. Private to the follower: an organization's people see how
 * many follow it, never who. A follow goes with either side (the account deleted, a guest
 * cleaned up, the organization deleted); one unpublished or hidden stays followed, unlisted,
 * until it is public again.
 */
export const organizationFollows = pgTable(
  'organization_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A person's list, newest first, is read through the key's leading column.
    primaryKey({ columns: [t.userId, t.organizationId] }),
    // An organization's followers, counted by period.
    index('organization_follows_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
