import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/** monthly and yearly are Stripe plans; guest is the complimentary grant of a guest code. */
export const subscriptionTypes = ['monthly', 'yearly', 'guest'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** The Stripe customer of a user, created with their first checkout and reused after. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * What keeps an organization published: a Stripe subscription as last read from Stripe, or a
 * guest code's grant. Rows are only ever written from the provider's own state (webhooks,
 * session checks, reconciliation), never from what a browser says.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    type: text('type', { enum: subscriptionTypes }).notNull(),
    /** Stripe's status (active, trialing, past_due, canceled, unpaid, incomplete, …); guest: active. */
    status: text('status').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_type_check', sql`${t.type} in ('monthly', 'yearly', 'guest')`),
    check(
      'subscriptions_stripe_id_check',
      sql`(${t.type} = 'guest') = (${t.stripeSubscriptionId} is null)`,
    ),
    index('subscriptions_organization_idx').on(t.organizationId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Every webhook event id handled, so a replayed delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Operator-made codes; only a hash is kept, so a database leak reveals no usable code. */
export const guestCodes = pgTable(
  'guest_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    label: text('label'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('guest_codes_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
    check('guest_codes_max_uses_check', sql`${t.maxUses} > 0`),
  ],
);

/** One guest code per organization, ever. */
export const guestCodeRedemptions = pgTable(
  'guest_code_redemptions',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    guestCodeId: uuid('guest_code_id')
      .notNull()
      .references(() => guestCodes.id),
    userId: text('user_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('guest_code_redemptions_code_idx').on(t.guestCodeId)],
);

/**
 * The built-in test checkout's own records (no STRIPE_SECRET_KEY, never in production): what
 * Stripe would hold for a checkout session and the subscription it starts, so the same
 * re-read-then-apply path runs against them.
 */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  organizationId: uuid('organization_id').notNull(),
  userId: text('user_id').notNull(),
  customerId: text('customer_id').notNull(),
  plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
  /** open → complete (paid) or expired (cancelled at the checkout page). */
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  subscriptionId: text('subscription_id'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const testSubscriptions = pgTable('test_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', {
    withTimezone: true,
    mode: 'date',
  }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
