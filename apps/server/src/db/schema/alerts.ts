import { pgTable, text, timestamp, check } from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_ALERTS } from '@catalyst/shared';
import { users } from './auth.js';
import { oneOf } from './one-of.js';

/**
 * A person's alert digests: how often the roles newly opened at the organizations they follow
 * are mailed (each saved search says its own), and where each digest's window ended. A daily
 * digest covers what is new since `daily_through`, a weekly one since `weekly_through`; a
 * person's mail holds what is due of both, at most once a day. No row: nothing mailed yet, and
 * followed organizations' news weekly. Gone with the account.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    followsAlerts: text('follows_alerts', { enum: SAVED_SEARCH_ALERTS })
      .notNull()
      .default('weekly'),
    dailyThrough: timestamp('daily_through', { withTimezone: true, mode: 'date' }),
    weeklyThrough: timestamp('weekly_through', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('alert_subscriptions_follows_alerts_check', oneOf(t.followsAlerts, SAVED_SEARCH_ALERTS)),
  ],
);
