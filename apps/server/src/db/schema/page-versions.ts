import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The version of each part of the public pages, bumped by triggers (migration
 * 0015_page_versions) whenever what the public sees of it changes: `org:{id}` for one
 * organization (its row, categories, roles, milestones, media; kept after a deletion, so the
 * deletion is a change too) and `site` for what every page shows (the taxonomy, the FAQ).
 * Versions come from one sequence: a larger number is a later change, whatever the key.
 * Rendered pages are kept under the versions they were rendered at, and purges are sent for
 * the keys whose version passed what was purged (docs/decisions/0039-public-pages-cached-never-stale.md).
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    key: text('key').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('page_versions_version_idx').on(t.version)],
);

/**
 * How far the CDN has been told. `pageVersion` and `discoveryVersion`: up to where changes are
 * claimed by an instance sending their purge, so with many instances each change is purged
 * once; the `sent…` pair: up to where that purge has been sent. One claim is in flight at a
 * time (until it is sent, or its `claimExpiresAt` passes, its instance presumed gone), so a
 * write's answer can wait for the purge of its own change whichever instance sends it.
 */
export const cachePurgeState = pgTable(
  'cache_purge_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    pageVersion: bigint('page_version', { mode: 'number' }).notNull().default(0),
    discoveryVersion: bigint('discovery_version', { mode: 'number' }).notNull().default(0),
    sentPageVersion: bigint('sent_page_version', { mode: 'number' }).notNull().default(0),
    sentDiscoveryVersion: bigint('sent_discovery_version', { mode: 'number' }).notNull().default(0),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
  },
  (t) => [check('cache_purge_state_singleton_check', sql`${t.singleton}`)],
);
