import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/**
 * A profile's day: views, unique visitors and appearances in the grid, and the visitors who
 * came through the organization's embed or a feed entry. Written in batches (counters add up),
 * never per request. No personal data: visitors are counted through profile_daily_visitors and
 * profile_daily_counted_events, whose hashes are deleted once their day is over.
 */
export const profileDailyStats = pgTable(
  'profile_daily_stats',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    appearances: integer('appearances').notNull().default(0),
    embedViews: integer('embed_views').notNull().default(0),
    feedViews: integer('feed_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);

/**
 * Clicks on a profile's links per day: website, linkedin, x, blog, and apply (target: the
 * role's id; '' for the other links).
 */
export const profileDailyClicks = pgTable(
  'profile_daily_clicks',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    link: text('link').notNull(),
    target: text('target').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.link, t.target] })],
);

/**
 * Who has been counted today, as a salted hash of (client source, profile) under the day's
 * salt: a view counts once per visitor per day, whatever browser they use. Rows and salts
 * older than yesterday are deleted daily, after which no hash can be tied to anyone again.
 */
export const profileDailyVisitors = pgTable(
  'profile_daily_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/**
 * The link clicks, directory appearances and visits through an embed or a feed counted today,
 * each as a salted hash of (client source, profile, what was counted) under the day's salt:
 * each counts once per client and day, across batches and processes. Deleted with
 * profile_daily_visitors.
 */
export const profileDailyCountedEvents = pgTable(
  'profile_daily_counted_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventHash: text('event_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.eventHash] })],
);

/** One random salt per day, shared by every server process; deleted with its day's hashes. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Each client's beacons in its current one-minute window, shared by every server process. The
 * client is a hash of its source under the day's salt. UNLOGGED (see its migration): a counter
 * that lives a minute needs no write-ahead log, and losing it in a crash only resets budgets.
 * Rows whose window has ended are deleted within a minute.
 */
export const analyticsBeaconBudgets = pgTable(
  'analytics_beacon_budgets',
  {
    clientKey: text('client_key').primaryKey(),
    beacons: integer('beacons').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('analytics_beacon_budgets_window_ends_at_idx').on(t.windowEndsAt)],
);
