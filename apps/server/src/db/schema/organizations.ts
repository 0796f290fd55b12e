import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PUBLICATION_STATUSES, WEBSITE_VERIFICATION_METHODS } from '@catalyst/shared';
import type { SubscriptionType } from './billing.js';
import { oneOf } from './one-of.js';
import { categories, countries } from './taxonomy.js';

/** pending: never paid; published: paid and listed; lapsed: was paid, subscription ended. */
export const organizationStatuses = PUBLICATION_STATUSES;
export type OrganizationStatus = (typeof organizationStatuses)[number];

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The profile's address, `/organizations/{slug}`: its id until it is first listed, then
     * made from the name (shared `slugify`; decision 15). A trigger (migration
     * 0006_organization_slugs) records every slug in organization_slugs.
     */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    logoUrl: text('logo_url'),
    bannerImageUrl: text('banner_image_url'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    location: text('location'),
    foundedYear: integer('founded_year'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    blogUrl: text('blog_url'),
    createdBy: text('created_by').notNull(),
    status: text('status', { enum: organizationStatuses }).notNull().default('pending'),
    subscriptionType: text('subscription_type').$type<SubscriptionType>(),
    /** When the organization was last (re)published; orders the public grid, newest first. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * Denormalized from organization_categories by a trigger (migration 0001_discovery_counts) so the
     * discovery filter is one GIN-indexed array test instead of a join per category group.
     */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Hidden by a moderator: out of every public view whatever its billing (status stays what
     * billing makes it), with the reason its owner reads, until a moderator restores it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    /** When the owner, having fixed it, asked for a moderator's look; cleared on restore. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true, mode: 'date' }),
    /**
     * Proof that the organization controls its website's domain (a file, a meta tag or an
     * address at the domain). A trigger (migration 0009_owner_value) clears all three when
     * website_url changes: the badge is for the site the profile names now.
     */
    websiteVerifiedAt: timestamp('website_verified_at', { withTimezone: true, mode: 'date' }),
    websiteVerifiedDomain: text('website_verified_domain'),
    websiteVerificationMethod: text('website_verification_method', {
      enum: WEBSITE_VERIFICATION_METHODS,
    }),
    /** The secret an owner publishes on the site to prove control; made on first request. */
    websiteVerificationToken: text('website_verification_token'),
    /** When the owner was last reminded that the profile has not changed in 180 days. */
    staleRemindedAt: timestamp('stale_reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('organizations_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check(
      'organizations_website_verified_check',
      sql`(${t.websiteVerifiedAt} is null) = (${t.websiteVerifiedDomain} is null) and (${t.websiteVerifiedAt} is null) = (${t.websiteVerificationMethod} is null)`,
    ),
    check('organizations_status_check', oneOf(t.status, organizationStatuses)),
    check(
      'organizations_published_at_check',
      sql`${t.status} <> 'published' or ${t.publishedAt} is not null`,
    ),
    // The public grid: newest listed first, keyset-paginated.
    index('organizations_published_feed_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
    index('organizations_published_country_feed_idx')
      .on(t.countryCode, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
    // The discovery index's build reads every listed organization grouped by country.
    index('organizations_published_country_id_idx')
      .on(t.countryCode, t.id)
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
    index('organizations_published_categories_idx')
      .using('gin', t.categoryIds)
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
    // The moderation console's hidden profiles, newest first.
    index('organizations_hidden_idx')
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} is not null`),
    index('organizations_created_by_idx').on(t.createdBy),
  ],
);

/**
 * Every slug each organization holds or has held: its current one (organizations.slug) and
 * the ones it had before a rename, which redirect to it for good. Kept by a trigger on
 * organizations (migration 0006_organization_slugs); the primary key makes a slug belong to
 * one organization at a time across both, until that organization is deleted.
 */
export const organizationSlugs = pgTable(
  'organization_slugs',
  {
    slug: text('slug').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('organization_slugs_organization_idx').on(t.organizationId)],
);

export const organizationCategories = pgTable(
  'organization_categories',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull(),
    detailText: text('detail_text'),
    imageUrl: text('image_url'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.categoryId] }),
    index('organization_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * Published organizations per country, kept exact by a trigger on organizations (migration
 * 0014_drop_category_facet_counts): the active countries and the sitemap's total read it.
 */
export const publishedCountryCounts = pgTable('published_country_counts', {
  countryCode: text('country_code').primaryKey(),
  organizationCount: integer('organization_count').notNull(),
});

/**
 * One row whose version a trigger bumps, in the same transaction, whenever anything
 * discovery shows of a published organization changes (migration 0005_discovery_changes).
 * The row stays locked to commit, so versions become visible in order.
 */
export const discoveryState = pgTable(
  'discovery_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('discovery_state_singleton_check', sql`${t.singleton}`)],
);

/**
 * The change log behind the in-memory discovery index: one row per version, naming the
 * organization that changed (published, withdrawn, edited). A server process applies the
 * rows after the version it holds; a gap in the versions (a bulk load, a repair) or a log
 * pruned past it means it rebuilds instead. Written by the trigger of migration
 * 0005_discovery_changes; old rows are pruned daily.
 */
export const discoveryChanges = pgTable(
  'discovery_changes',
  {
    version: bigint('version', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    /**
     * Which directory pages beyond those showing the organization the change can alter
     * (`LISTING_ASPECTS`, migration 0018_listing_purge_aspects): `members` when it joins or
     * leaves results or moves counts, so every directory page; otherwise the orders and
     * searches it may move within. The cache purger reads it to purge no more than changed.
     */
    aspects: text('aspects')
      .array()
      .notNull()
      .default(sql`'{members}'::text[]`),
    /**
     * For a `text` change, the organization's searchable text (name, description, place)
     * before and after it (migration 0019_search_purge_words): the purger names the searches
     * the words it added or removed can reach (lib/public-cache/search-keys.ts).
     */
    textBefore: text('text_before'),
    textAfter: text('text_after'),
    /**
     * For a change that keeps the organization where it was in the results (a move in an
     * order, a text edit), its country and categories then: the purger narrows a move in an
     * order to the pages filtered to them (lib/public-cache/listing-keys.ts).
     */
    countryCode: text('country_code'),
    categoryIds: text('category_ids').array(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('discovery_changes_changed_at_idx').on(t.changedAt)],
);
