import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  billingActions,
  billingCustomers,
  checkoutSessions,
  organizationMembers,
  organizations,
  pendingProviderCancellations,
  stripeEvents,
  subscriptions,
  type CheckoutSessionStatus,
  type OrganizationStatus,
  type SubscriptionType,
} from '../../db/schema/index.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';
import { PUBLISHING_STATUSES } from './publication.js';
import { refreshPublication } from './publication.repository.js';
import { memberRoleOf } from '../organizations/index.js';

/** Stripe's statuses after which a subscription never comes back: nothing left to re-read. */
export const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/** A Stripe subscription as last read from Stripe, ready to be stored. */
interface StripeSubscriptionState {
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

interface ApplyResult {
  /** The stored row differed from what was read (a repair, for reconciliation's count). */
  changed: boolean;
  /** The organization's status afterwards; undefined when it is gone. */
  organizationStatus: OrganizationStatus | undefined;
  /** Its organization no longer exists: nothing was stored. */
  organizationGone: boolean;
}

/** What billing did on its own about one subscription, as billing_actions records it. */
export type BillingActionRecord = Omit<typeof billingActions.$inferInsert, 'id' | 'createdAt'>;

/** Per-organization lock held to commit: checkouts of one organization are recorded in turn. */
function lockCheckouts(organizationId: string): SQL {
  return sql`select pg_advisory_xact_lock(hashtext(${`checkout-sessions:${organizationId}`}))`;
}

export function createPaymentsRepository(db: Database) {
  return {
    /** The organization with the caller's role in it, for deciding who may pay for it. */
    async findOrganizationFor(id: string, userId: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          status: organizations.status,
          memberRole: memberRoleOf(userId),
        })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row;
    },

    async findOrganization(id: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          // Who billing answers to when the provider does not say: its longest-standing owner.
          ownerId: sql<string>`coalesce((
            select ${organizationMembers.userId} from ${organizationMembers}
            where ${organizationMembers.organizationId} = ${organizations.id}
              and ${organizationMembers.role} = 'owner'
            order by ${organizationMembers.createdAt}, ${organizationMembers.userId} limit 1
          ), ${organizations.createdBy})`,
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

    /** Records the event id; false when it was recorded before (a replayed delivery). */
    async recordEvent(event: { id: string; type: string }): Promise<boolean> {
      const inserted = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return inserted.length > 0;
    },

    /**
     * Stores a subscription as Stripe holds it and makes its organization's publication follow,
     * in one transaction.
     */
    async applyStripeSubscription(
      state: StripeSubscriptionState | { missing: string },
      now: Date,
    ): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
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
            return { changed: false, organizationStatus: undefined, organizationGone: false };
          }
          await tx
            .update(subscriptions)
            .set({ status: 'canceled', updatedAt: now })
            .where(eq(subscriptions.id, existing.id));
          const status = await refreshPublication(tx, existing.organizationId, now);
          return { changed: true, organizationStatus: status, organizationGone: false };
        }

        const [organization] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, state.organizationId));
        if (!organization) {
          return { changed: false, organizationStatus: undefined, organizationGone: true };
        }

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
        return { changed, organizationStatus: status, organizationGone: false };
      });
    },

    /** The organization's Stripe subscriptions that keep it published, as last stored. */
    async listLiveStripeSubscriptions(organizationId: string) {
      const rows = await db
        .select({
          id: subscriptions.id,
          organizationId: subscriptions.organizationId,
          userId: subscriptions.userId,
          stripeSubscriptionId: subscriptions.stripeSubscriptionId,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.organizationId, organizationId),
            isNotNull(subscriptions.stripeSubscriptionId),
            inArray(subscriptions.status, PUBLISHING_STATUSES),
          ),
        );
      return rows.flatMap(({ stripeSubscriptionId, ...row }) =>
        stripeSubscriptionId ? [{ ...row, stripeSubscriptionId }] : [],
      );
    },

    /**
     * Kept once per subscription, with its audit record: asking again records nothing more,
     * in either.
     */
    recordBillingAction(action: BillingActionRecord, audit: AuditEntry): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingActions)
          .values(action)
          .onConflictDoNothing({ target: billingActions.stripeSubscriptionId })
          .returning({ id: billingActions.id });
        if (inserted.length === 0) return false;
        await writeAuditEntry(tx, audit);
        return true;
      });
    },

    /** Checkout sessions still open as far as we know: of an organization, or of an owner's. */
    async listOpenCheckoutSessions(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.organizationId, organizationId),
            eq(checkoutSessions.status, 'open'),
          ),
        )
        .orderBy(checkoutSessions.createdAt);
      return rows.map((row) => row.id);
    },

    /** What the provider must still be told of deleted organizations, oldest first. */
    listPendingProviderCancellations(limit: number) {
      return db
        .select()
        .from(pendingProviderCancellations)
        .where(isNull(pendingProviderCancellations.doneAt))
        .orderBy(pendingProviderCancellations.createdAt)
        .limit(limit);
    },

    /** Done, with its audit record when it has one: written once, when it first becomes done. */
    markProviderCancellationDone(providerId: string, now: Date, audit?: AuditEntry): Promise<void> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(pendingProviderCancellations)
          .set({ doneAt: now })
          .where(
            and(
              eq(pendingProviderCancellations.providerId, providerId),
              isNull(pendingProviderCancellations.doneAt),
            ),
          )
          .returning({ providerId: pendingProviderCancellations.providerId });
        if (done.length > 0 && audit) await writeAuditEntry(tx, audit);
      });
    },

    /** Whether a deletion queued this subscription itself: it was ours, live and known. */
    async isSubscriptionQueuedForCancellation(providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ providerId: pendingProviderCancellations.providerId })
        .from(pendingProviderCancellations)
        .where(
          and(
            eq(pendingProviderCancellations.providerId, providerId),
            eq(pendingProviderCancellations.kind, 'subscription'),
          ),
        );
      return row !== undefined;
    },

    async pruneProviderCancellationsDoneBefore(cutoff: Date): Promise<void> {
      await db
        .delete(pendingProviderCancellations)
        .where(lt(pendingProviderCancellations.doneAt, cutoff));
    },

    /**
     * Records a session just opened and answers the organization's other open ones, which it
     * supersedes. Under the organization's lock, of two recorded at once the later one sees
     * the earlier: exactly one is left that nobody expires.
     */
    async recordCheckoutSession(session: {
      id: string;
      organizationId: string;
      userId: string;
    }): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.execute(lockCheckouts(session.organizationId));
        await tx.insert(checkoutSessions).values(session);
        const others = await tx
          .select({ id: checkoutSessions.id })
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.organizationId, session.organizationId),
              eq(checkoutSessions.status, 'open'),
              ne(checkoutSessions.id, session.id),
            ),
          );
        return others.map((row) => row.id);
      });
    },

    async markCheckoutSession(id: string, status: CheckoutSessionStatus): Promise<void> {
      await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));
    },

    /** The organization's subscriptions, most recently changed first. */
    listForOrganization(organizationId: string) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organizationId))
        .orderBy(desc(subscriptions.updatedAt));
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
