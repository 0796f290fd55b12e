import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_NAME_MAX } from '@catalyst/shared';
import { users } from './auth.js';
import { oneOf } from './one-of.js';

/**
 * A directory search a person keeps, by name, with how often its news is mailed. `query` is
 * the canonical query string (packages/shared/src/schemas/saved-searches.ts), so one selection
 * is saved once per person. Private to that person, and gone with their account.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    alerts: text('alerts', { enum: SAVED_SEARCH_ALERTS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_searches_user_query_unique').on(t.userId, t.query),
    check('saved_searches_alerts_check', oneOf(t.alerts, SAVED_SEARCH_ALERTS)),
    check(
      'saved_searches_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(SAVED_SEARCH_NAME_MAX))}`,
    ),
    // The digest reads the searches that alert, by period.
    index('saved_searches_alerts_idx')
      .on(t.alerts)
      .where(sql`${t.alerts} <> 'off'`),
  ],
);
