import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHECKOUT_SESSION_STATUSES, PLAN_IDS } from '@catalyst/shared';
import { oneOf } from './one-of.js';
import { organizations } from './organizations.js';

/**
 * A subscription's type as stored: the id of the plan paid through Stripe (monthly, annual),
 * or guest for a guest code's grant. Responses spell annual 'yearly' (subscriptionTypeSchema
 * in packages/shared).
 */
export const subscriptionTypes = [...PLAN_IDS, 'guest'] as const;
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
    check('subscriptions_type_check', oneOf(t.type, subscriptionTypes)),
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

/**
 * Every checkout session opened for an organization, so that opening another one expires the
 * rest at the provider: an older tab can no longer be paid. The status is the last one learnt.
 */
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id. */
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('checkout_sessions_status_check', oneOf(t.status, CHECKOUT_SESSION_STATUSES)),
    index('checkout_sessions_organization_idx').on(t.organizationId),
  ],
);

export const billingActionKinds = ['canceled', 'canceled_and_refunded'] as const;
export const billingActionReasons = ['duplicate_subscription', 'organization_deleted'] as const;
export type BillingActionReason = (typeof billingActionReasons)[number];
export const billingActionTriggers = [
  'webhook',
  'session_check',
  'checkout',
  'reconciliation',
  'deletion',
] as const;
export type BillingActionTrigger = (typeof billingActionTriggers)[number];

/**
 * What billing did on its own to a subscription nobody should be paying for: a second one of
 * an organization, or one of an organization that no longer exists. One row per subscription,
 * so however often the cause is seen, it is cancelled and refunded once. The organization id
 * has no foreign key: the organization may be gone, and the record must outlive it.
 */
export const billingActions = pgTable(
  'billing_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    action: text('action', { enum: billingActionKinds }).notNull(),
    reason: text('reason', { enum: billingActionReasons }).notNull(),
    /** For a duplicate: the subscription that keeps the organization published. */
    keptStripeSubscriptionId: text('kept_stripe_subscription_id'),
    refundId: text('refund_id'),
    /** In the currency's smallest unit, as the provider counts it. */
    refundAmount: integer('refund_amount'),
    refundCurrency: text('refund_currency'),
    /** Which path noticed it: a webhook, the session check, a new checkout, reconciliation. */
    detectedBy: text('detected_by', { enum: billingActionTriggers }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('billing_actions_stripe_subscription_id_unique').on(t.stripeSubscriptionId),
    check('billing_actions_action_check', oneOf(t.action, billingActionKinds)),
    check('billing_actions_reason_check', oneOf(t.reason, billingActionReasons)),
    check('billing_actions_detected_by_check', oneOf(t.detectedBy, billingActionTriggers)),
    check(
      'billing_actions_refund_check',
      sql`(${t.action} = 'canceled_and_refunded') = (${t.refundId} is not null)`,
    ),
    index('billing_actions_organization_idx').on(t.organizationId),
  ],
);

export const providerCancellationKinds = ['subscription', 'checkout_session'] as const;

/**
 * What the payment provider must be told after a deletion: subscriptions to cancel and open
 * checkout sessions to expire. Triggers (migration 0007) queue them as their rows go with an
 * organization, inside the deleting transaction, so none is forgotten; the
 * billing.cancel-after-deletion job works them off, marking each done (kept a week: a checkout
 * found paid is refunded only if its subscription was not among them). No foreign keys: the
 * organization is gone.
 */
export const pendingProviderCancellations = pgTable(
  'pending_provider_cancellations',
  {
    /** The provider's subscription or checkout session id. */
    providerId: text('provider_id').primaryKey(),
    kind: text('kind', { enum: providerCancellationKinds }).notNull(),
    organizationId: uuid('organization_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the provider confirmed it; null while it is still to be told. */
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('pending_provider_cancellations_kind_check', oneOf(t.kind, providerCancellationKinds)),
  ],
);

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
    /** Revoked by an administrator: redeems no more, whatever uses and expiry remain. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
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
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  /** open → complete (paid) or expired (cancelled at the checkout page). */
  status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
  subscriptionId: text('subscription_id'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const testSubscriptions = pgTable('test_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', {
    withTimezone: true,
    mode: 'date',
  }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Its one payment given back (the test checkout's refund), at most once. */
  refundId: text('refund_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
