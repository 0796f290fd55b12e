import { and, desc, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  billingCustomers,
  organizations,
  stripeEvents,
  subscriptions,
  type OrganizationStatus,
  type SubscriptionType,
} from '../../db/schema/index.js';
import { refreshPublication, type Executor } from './publication.js';

/** Stripe's statuses after which a subscription never comes back: nothing left to re-read. */
export const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/** A Stripe subscription as last read from Stripe, ready to be stored. */
export interface StripeSubscriptionState {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  organizationId: string;
  userId: string;
  type: Exclude<SubscriptionType, 'guest'>;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface ApplyResult {
  /** The event was handled before: nothing was written. */
  duplicate: boolean;
  /** The stored row differed from what was read (a repair, for reconciliation's count). */
  changed: boolean;
  /** The organization's status afterwards; undefined when it is gone. */
  organizationStatus: OrganizationStatus | undefined;
}

/** Records the event id; false when it was recorded before (a replayed delivery). */
async function recordEvent(tx: Executor, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export function createPaymentsRepository(db: Database) {
  return {
    async findOrganization(id: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          createdBy: organizations.createdBy,
          status: organizations.status,
        })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row;
    },

    async findCustomerId(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row?.id;
    },

    async findCustomerOwner(stripeCustomerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
      return row?.userId;
    },

    /** Keeps the first customer stored for the user and answers whichever that is. */
    async saveCustomer(userId: string, stripeCustomerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, stripeCustomerId })
        // No target: two racing first checkouts insert the same pair, and either unique
        // index may be the one to notice.
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      if (!row) throw new Error(`billing customer of ${userId} vanished after insert`);
      return row.id;
    },

    async forgetCustomer(userId: string): Promise<void> {
      await db.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
    },

    async isEventRecorded(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, id));
      return rows.length > 0;
    },

    /** An event that needs no subscription read (an unknown type): recorded, nothing else. */
    async recordEventOnly(event: { id: string; type: string }): Promise<boolean> {
      return recordEvent(db, event);
    },

    /**
     * Stores a subscription as Stripe holds it and makes its organization's publication follow,
     * in one transaction with the event's record (when it comes from one): a failure leaves
     * the event unrecorded, so Stripe's retry is handled afresh.
     */
    async applyStripeSubscription(
      state: StripeSubscriptionState | { missing: string },
      event: { id: string; type: string } | undefined,
      now: Date,
    ): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
        if (event && !(await recordEvent(tx, event))) {
          return { duplicate: true, changed: false, organizationStatus: undefined };
        }
        const stripeId = 'missing' in state ? state.missing : state.stripeSubscriptionId;
        // Deliveries about one subscription write one at a time.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${stripeId}))`);
        const [existing] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.stripeSubscriptionId, stripeId));

        if ('missing' in state) {
          // Stripe no longer knows it: whatever we stored has ended.
          if (!existing || existing.status === 'canceled') {
            return { duplicate: false, changed: false, organizationStatus: undefined };
          }
          await tx
            .update(subscriptions)
            .set({ status: 'canceled', updatedAt: now })
            .where(eq(subscriptions.id, existing.id));
          const status = await refreshPublication(tx, existing.organizationId, now);
          return { duplicate: false, changed: true, organizationStatus: status };
        }

        const [organization] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, state.organizationId));
        // Deleted meanwhile (its subscription was cancelled first): nothing left to publish.
        if (!organization)
          return { duplicate: false, changed: false, organizationStatus: undefined };

        const changed =
          !existing ||
          existing.status !== state.status ||
          existing.type !== state.type ||
          existing.cancelAtPeriodEnd !== state.cancelAtPeriodEnd ||
          existing.currentPeriodStart?.getTime() !== state.currentPeriodStart?.getTime() ||
          existing.currentPeriodEnd?.getTime() !== state.currentPeriodEnd?.getTime();
        if (changed) {
          const values = {
            organizationId: state.organizationId,
            userId: state.userId,
            type: state.type,
            status: state.status,
            stripeSubscriptionId: state.stripeSubscriptionId,
            stripeCustomerId: state.stripeCustomerId,
            currentPeriodStart: state.currentPeriodStart,
            currentPeriodEnd: state.currentPeriodEnd,
            cancelAtPeriodEnd: state.cancelAtPeriodEnd,
            updatedAt: now,
          };
          await tx
            .insert(subscriptions)
            .values(values)
            .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values });
        }
        const status = await refreshPublication(tx, state.organizationId, now);
        return { duplicate: false, changed, organizationStatus: status };
      });
    },

    /** The organization's subscriptions, most recently changed first. */
    listForOrganization(organizationId: string) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organizationId))
        .orderBy(desc(subscriptions.updatedAt));
    },

    /**
     * Subscriptions that have not ended, of one organization or of everything a user pays
     * for or owns: what must be cancelled before either is deleted.
     */
    listUnended(scope: { organizationId: string } | { userId: string }) {
      const inScope =
        'organizationId' in scope
          ? eq(subscriptions.organizationId, scope.organizationId)
          : or(
              eq(subscriptions.userId, scope.userId),
              inArray(
                subscriptions.organizationId,
                db
                  .select({ id: organizations.id })
                  .from(organizations)
                  .where(eq(organizations.createdBy, scope.userId)),
              ),
            );
      return db
        .select({
          id: subscriptions.id,
          organizationId: subscriptions.organizationId,
          stripeSubscriptionId: subscriptions.stripeSubscriptionId,
        })
        .from(subscriptions)
        .where(and(inScope, notInArray(subscriptions.status, FINAL_STATUSES)));
    },

    /** Marks cancelled rows as ended, in step with their organizations' publication. */
    async markCanceled(rows: { id: string; organizationId: string }[], now: Date) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now })
          .where(
            inArray(
              subscriptions.id,
              rows.map((row) => row.id),
            ),
          );
        for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
          await refreshPublication(tx, organizationId, now);
        }
      });
    },

    /** Stripe ids of every subscription that may still change at Stripe. */
    async listOpenStripeSubscriptionIds(): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            isNotNull(subscriptions.stripeSubscriptionId),
            notInArray(subscriptions.status, FINAL_STATUSES),
          ),
        );
      return rows.map((row) => row.id).filter((id): id is string => id !== null);
    },

    /** Published organizations holding a guest grant whose period has ended. */
    async listPublishedWithExpiredGuestGrant(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: subscriptions.organizationId })
        .from(subscriptions)
        .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
        .where(
          and(
            eq(subscriptions.type, 'guest'),
            lt(subscriptions.currentPeriodEnd, now),
            eq(organizations.status, 'published'),
          ),
        );
      return rows.map((row) => row.id);
    },

    refreshPublication(organizationId: string, now: Date) {
      return db.transaction((tx) => refreshPublication(tx, organizationId, now));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
